import JSONValue

/// `uistate demo`: until the host lands, shows the JSON engine at work — the patch a subscribed
/// client would receive when one leaf of a feature's state changes.
enum DemoCommand: Command {
    static let name = "demo"
    static let summary = "Show the JSON patch a client would receive for a small state change."
    static let help = """
        Usage: uistate demo

        Prints a small state, the RFC 6902 patch for a change to it, and whether applying the
        patch to the old state gives the new one.
        """

    static func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        if let extra = arguments.first { throw UsageError("unexpected argument '\(extra)'", command: name) }
        let before: JSONValue = [
            "items": [["id": 1, "title": "가족"], ["id": 2, "title": "친구"]],
            "selected": [],
            "toast": nil,
        ]
        var after = before
        do {
            try after.add(2, at: JSONPointer(parsing: "/selected/-"))
            try after.replace("경조사 명은 10글자까지만 입력 가능해요", at: JSONPointer(parsing: "/toast"))
            let patch = JSONPatch.diff(from: before, to: after)
            Console.out("state before:\n\(before.serializedString(.pretty))\n")
            Console.out("patch (RFC 6902):\n\(patch.json.serializedString(.pretty))\n")
            Console.out("patch applied to the old state gives the new one: \(try patch.apply(to: before) == after)")
            return 0
        } catch {
            Console.error("uistate demo: \(error)")
            return 1
        }
    }
}
