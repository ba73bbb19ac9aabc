import Components
import JSON

/// Checks `expect.view`: nodes the rendered tree contains and nodes it must not.
struct ViewCheck {
    let session: any ScenarioSession

    func check(_ view: ViewExpectation) async throws(ScenarioExecution.Stop) {
        for node in view.contains {
            let candidates = try await nodes(node.selector)
            guard candidates.contains(where: { matches(node, $0) }) else {
                var message = "the view contains no node matching \(node.written.serializedString(.canonical))"
                if candidates.isEmpty {
                    message += "; no node matches the selector"
                    throw ScenarioExecution.Stop(status: .failed, message: message)
                }
                let shown = candidates[0]
                let expected = expectedNode(node, over: shown)
                throw ScenarioExecution.Stop(
                    status: .failed, message: message + "; the selector picks \(candidates.count) node(s), the first differs:",
                    diff: LineDiff.render(expected: expected.serializedString(.pretty), actual: shown.serializedString(.pretty))
                )
            }
        }
        for node in view.notContains {
            let candidates = try await nodes(node.selector)
            if let found = candidates.first(where: { matches(node, $0) }) {
                throw ScenarioExecution.Stop(
                    status: .failed,
                    message: "the view contains a node matching \(node.written.serializedString(.canonical)):\n  \(summary(found))"
                )
            }
        }
    }

    private func nodes(_ selector: Selector) async throws(ScenarioExecution.Stop) -> [JSONValue] {
        do {
            return try await session.nodes(matching: selector)
        } catch {
            throw ScenarioExecution.Stop(status: .failed, message: error.explanation)
        }
    }

    private func matches(_ expectation: NodeExpectation, _ node: JSONValue) -> Bool {
        if let enabled = expectation.enabled, node["enabled"]?.boolValue != enabled { return false }
        if let hidden = expectation.hidden, node["hidden"]?.boolValue != hidden { return false }
        if let covered = expectation.covered, (node["coveredBy"] != nil) != covered { return false }
        if let properties = expectation.properties, !JSONSubset.matches(properties, node["properties"] ?? [:]) { return false }
        return true
    }

    /// The node as the expectation wants it, for the diff.
    private func expectedNode(_ expectation: NodeExpectation, over node: JSONValue) -> JSONValue {
        guard var object = node.objectValue else { return node }
        if let enabled = expectation.enabled { object["enabled"] = .bool(enabled) }
        if let hidden = expectation.hidden { object["hidden"] = .bool(hidden) }
        if let covered = expectation.covered, (object["coveredBy"] != nil) != covered {
            object["coveredBy"] = covered ? "(a presentation)" : nil
        }
        if let properties = expectation.properties {
            object["properties"] = JSONSubset.merge(properties, into: object["properties"] ?? [:])
        }
        return .object(object)
    }

    private func summary(_ node: JSONValue) -> String {
        let id = node["id"]?.stringValue ?? "?"
        let type = node["type"]?.stringValue ?? "?"
        return "\(type) #\(id)"
    }
}
