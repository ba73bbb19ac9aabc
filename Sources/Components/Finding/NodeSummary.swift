public import JSON

/// A node as an error names it: enough to tell candidates apart and pick one by id.
public struct NodeSummary: Sendable, Hashable, CustomStringConvertible {
    public var id: String
    public var type: String
    public var text: String?
    public var label: String?

    init<Action>(_ node: RenderedNode<Action>) {
        id = node.id
        type = node.type
        text = node.text
        label = node.accessibilityLabel
    }

    public var json: JSONValue {
        var object: JSONObject = ["id": .string(id), "type": .string(type)]
        if let text { object["text"] = .string(text) }
        if let label, label != text { object["label"] = .string(label) }
        return .object(object)
    }

    /// `button #vstack.0/button.1 "저장"`
    public var description: String {
        var parts = [type, "#" + id]
        if let text { parts.append(JSONValue.string(text).serializedString()) }
        return parts.joined(separator: " ")
    }
}
