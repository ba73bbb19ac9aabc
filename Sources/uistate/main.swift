import Glibc
import JSONValue

// Until the host lands, `uistate demo` shows the JSON engine at work: the patch a subscribed
// client would receive when one leaf of a feature's state changes.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.first == "demo" else {
    var stderr = StandardError()
    print("usage: uistate demo", to: &stderr)
    exit(2)
}

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
    print("state before:\n\(before.serializedString(.pretty))\n")
    print("patch (RFC 6902):\n\(patch.json.serializedString(.pretty))\n")
    print("patch applied to the old state gives the new one: \(try patch.apply(to: before) == after)")
} catch {
    var stderr = StandardError()
    print("uistate demo: \(error)", to: &stderr)
    exit(1)
}
