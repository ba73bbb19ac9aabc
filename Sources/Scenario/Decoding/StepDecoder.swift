import Components
import JSON
import UIStateProtocol

/// Decodes one step object: exactly one kind key, its value, `label`, and the members the kind
/// allows (a state expectation on every step that runs something).
struct StepDecoder {
    let cursor: JSONCursor

    func decode() throws(ScenarioFileError) -> ScenarioStep {
        let object = try cursor.object()
        let kinds = object.keys.filter { StepAction.kinds.contains($0) }
        guard let kind = kinds.first else { throw unknownKind(object) }
        guard kinds.count == 1 else {
            throw cursor.error("a step has exactly one kind; this one has \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        guard let value = cursor.member(kind) else { throw unknownKind(object) }
        var allowed = [kind, "label"]
        if kind != "expect" { allowed += StateExpectation.keys }
        if kind == "input" { allowed.append("text") }
        if kind == "receive" { allowed.append("match") }
        try cursor.checkKeys(allowed, what: "a \"\(kind)\" step")
        var step = ScenarioStep(action: try action(kind, value), location: cursor.location)
        step.source = cursor.source
        step.label = try cursor.member("label")?.string()
        if kind != "expect" {
            step.state = try Self.stateExpectation(in: cursor)
        }
        return step
    }

    private func unknownKind(_ object: JSONObject) -> ScenarioFileError {
        let others = Set(["label", "text", "match", "with"] + StateExpectation.keys)
        guard let name = object.keys.first(where: { !others.contains($0) }) else {
            return cursor.error("a step needs a kind", expected: StepAction.kinds)
        }
        let at = JSONCursor(value: .null, pointer: cursor.pointer.appending(name), source: cursor.source)
        return at.error(
            "unknown step kind \"\(name)\"",
            expected: StepAction.kinds,
            suggestion: NameSuggestion.closest(to: name, among: StepAction.kinds)
        )
    }

    private func action(_ kind: String, _ value: JSONCursor) throws(ScenarioFileError) -> StepAction {
        switch kind {
        case "send":
            return .send(value.value)
        case "receive":
            let match = try cursor.member("match")?.choice(["exact", "partial"]) ?? "exact"
            return .receive(value.value, partial: match == "partial")
        case "tap":
            return .tap(try Self.stepSelector(value))
        case "input":
            guard let text = cursor.member("text") else { throw cursor.error("an input step needs \"text\"") }
            return .input(try Self.stepSelector(value), text: try text.string())
        case "appear":
            return .appear(try Self.stepSelector(value))
        case "focus":
            return .focus(value.value.isNull ? nil : try Self.stepSelector(value))
        case "advance":
            // The range `clock/advance` takes, so that every recording exports to a file that loads.
            guard let milliseconds = value.value.integerValue, (0...Int64(ClockAdvanceRequest.maximumMs)).contains(milliseconds) else {
                throw value.error("expected a whole number of milliseconds from 0 to \(ClockAdvanceRequest.maximumMs)")
            }
            return .advance(milliseconds: Int(milliseconds))
        case "settle":
            guard try value.bool() else { throw value.error("expected true") }
            return .settle
        case "set":
            _ = try value.object()
            return .set(value.value)
        case "replaceState":
            return .replaceState(value.value)
        case "relaunch":
            guard try value.bool() else { throw value.error("expected true") }
            return .relaunch
        default:
            return .expect(try Self.expectation(value))
        }
    }

    // MARK: - Parts

    /// A step's selector: an object, or a string meaning a text, else a label, else an id.
    static func stepSelector(_ cursor: JSONCursor) throws(ScenarioFileError) -> StepSelector {
        switch cursor.value {
        case .string(let words):
            guard !words.isEmpty else { throw cursor.error("invalid selector: an empty string picks no node") }
            return .shorthand(words)
        case .object:
            return .selector(try selector(cursor))
        default:
            throw cursor.error("invalid selector: expected an object ({\"id\": …}) or a string (a text, else a label, else an id), got \(cursor.value.typeName)")
        }
    }

    static func selector(_ cursor: JSONCursor) throws(ScenarioFileError) -> Selector {
        do {
            return try Selector(json: cursor.value)
        } catch {
            let pointer = (try? JSONPointer(parsing: error.path ?? "")) ?? .root
            let at = JSONCursor(value: .null, pointer: JSONPointer(tokens: cursor.pointer.tokens + pointer.tokens), source: cursor.source)
            throw at.error(error.message)
        }
    }

    /// The `state` / `partial` / `pointers` / `absent` members of `cursor`, if any.
    static func stateExpectation(in cursor: JSONCursor) throws(ScenarioFileError) -> StateExpectation? {
        let object = try cursor.object()
        guard StateExpectation.keys.contains(where: { object[$0] != nil }) else { return nil }
        var expectation = StateExpectation()
        expectation.state = cursor.member("state")?.value
        expectation.partial = cursor.member("partial")?.value
        if let pointers = cursor.member("pointers") {
            for (key, value) in try pointers.members() {
                guard let pointer = try? JSONPointer(parsing: key) else {
                    throw value.error("\"\(key)\" is not a JSON Pointer (it must be empty or start with \"/\")")
                }
                expectation.pointers.append(.init(pointer: pointer, value: value.value))
            }
        }
        if let absent = cursor.member("absent") {
            for element in try absent.elements() {
                guard let pointer = try? JSONPointer(parsing: element.string()), !pointer.isRoot else {
                    throw element.error("expected a JSON Pointer to a member, such as \"/toastMessage\"")
                }
                expectation.absent.append(pointer)
            }
        }
        return expectation
    }

    static func expectation(_ cursor: JSONCursor) throws(ScenarioFileError) -> Expectation {
        try cursor.checkKeys(StateExpectation.keys + ["view", "events", "snapshot", "invariant", "screenshot"], what: "an expectation")
        var expectation = Expectation(state: try stateExpectation(in: cursor))
        if let view = cursor.member("view") {
            try view.checkKeys(["contains", "notContains"], what: "a view expectation")
            expectation.view = ViewExpectation(
                contains: try nodes(view.member("contains")),
                notContains: try nodes(view.member("notContains"))
            )
        }
        if let events = cursor.member("events") {
            expectation.events = try events.elements().map(\.value)
        }
        if let snapshot = cursor.member("snapshot") {
            expectation.snapshot = try self.snapshot(snapshot)
        }
        if let screenshot = cursor.member("screenshot") {
            expectation.screenshot = try ScreenshotDecoding.expectation(screenshot)
        }
        if let invariant = cursor.member("invariant") {
            try invariant.checkKeys(["name", "schema"], what: "an invariant")
            guard let schema = invariant.member("schema") else { throw invariant.error("an invariant needs \"schema\"") }
            switch schema.value {
            case .object, .bool: break
            default: throw schema.error("expected a JSON Schema (an object or a boolean)")
            }
            expectation.invariant = InvariantExpectation(name: invariant.member("name")?.value.stringValue, schema: schema.value)
        }
        guard expectation.state != nil || expectation.view != nil || expectation.events != nil || expectation.snapshot != nil
            || expectation.invariant != nil || expectation.screenshot != nil else {
            throw cursor.error("an expectation needs at least one of state, partial, pointers, absent, view, events, snapshot, invariant, screenshot")
        }
        return expectation
    }

    private static func nodes(_ cursor: JSONCursor?) throws(ScenarioFileError) -> [NodeExpectation] {
        guard let cursor else { return [] }
        var result: [NodeExpectation] = []
        for element in try cursor.elements() {
            var selectorObject = try element.object()
            let properties = selectorObject.removeValue(forKey: "properties")
            let enabled = try element.member("enabled")?.bool()
            let hidden = try element.member("hidden")?.bool()
            let covered = try element.member("covered")?.bool()
            _ = selectorObject.removeValue(forKey: "enabled")
            _ = selectorObject.removeValue(forKey: "hidden")
            _ = selectorObject.removeValue(forKey: "covered")
            let selector = try Self.selector(JSONCursor(value: .object(selectorObject), pointer: element.pointer, source: element.source))
            result.append(NodeExpectation(
                selector: selector, properties: properties, enabled: enabled, hidden: hidden, covered: covered,
                written: element.value
            ))
        }
        return result
    }

    private static func snapshot(_ cursor: JSONCursor) throws(ScenarioFileError) -> SnapshotExpectation {
        let file: String
        var format: SnapshotExpectation.Format?
        if cursor.value.stringValue != nil {
            file = try cursor.string()
        } else {
            try cursor.checkKeys(["file", "format"], what: "a snapshot")
            guard let fileCursor = cursor.member("file") else { throw cursor.error("a snapshot needs \"file\"") }
            file = try fileCursor.string()
            if let formatCursor = cursor.member("format") {
                format = SnapshotExpectation.Format(rawValue: try formatCursor.choice(SnapshotExpectation.Format.allCases.map(\.rawValue)))
            }
        }
        guard !file.isEmpty else { throw cursor.error("the snapshot file name is empty") }
        return SnapshotExpectation(
            file: file,
            resolvedPath: ScenarioLoader.resolve(file, against: cursor.source.path),
            format: format ?? .implied(by: file)
        )
    }
}
