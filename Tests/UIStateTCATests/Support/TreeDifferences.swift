// Comparing two rendered trees node by node reads uistate's own wire form (Components' trees,
// FeatureKit's action coding), so this support file imports them.
import Components
import FeatureKit
import JSON

/// Where two renders of one screen differ, node by node, as lines a test can list with the
/// reason for each: `"<id> <what>: <first> | <second>"`.
///
/// Nodes are matched by id under the same parent. For each pair: every member of the node's
/// wire form but its children (type, text, accessibility, enabled …) as JSON, each interaction
/// (`interactions.tap`, `interactions.focus` …) with its actions in wire form, and the names of
/// the properties whose values differ; then the ids only one side has (`children`).
enum TreeDifferences {
    static func between<Action: Encodable>(_ first: RenderedTree<Action>, _ second: RenderedTree<Action>) -> [String] {
        var lines: [String] = []
        compare(first.root, second.root, into: &lines)
        return lines
    }

    private static func compare<Action: Encodable>(_ first: RenderedNode<Action>, _ second: RenderedNode<Action>, into lines: inout [String]) {
        let id = first.id
        let (firstJSON, secondJSON) = (wire(first), wire(second))
        for key in Set(firstJSON.keys).union(secondJSON.keys).sorted() where !["children", "properties", "interactions"].contains(key) {
            if firstJSON[key] != secondJSON[key] { lines.append("\(id) \(key): \(text(firstJSON[key])) | \(text(secondJSON[key]))") }
        }
        let (firstActs, secondActs) = (object(firstJSON["interactions"]), object(secondJSON["interactions"]))
        for key in Set(firstActs.keys).union(secondActs.keys).sorted() where firstActs[key] != secondActs[key] {
            lines.append("\(id) interactions.\(key): \(text(firstActs[key])) | \(text(secondActs[key]))")
        }
        let (firstProps, secondProps) = (object(firstJSON["properties"]), object(secondJSON["properties"]))
        let differing = Set(firstProps.keys).union(secondProps.keys).sorted().filter { firstProps[$0] != secondProps[$0] }
        if !differing.isEmpty { lines.append("\(id) properties: " + differing.joined(separator: " ")) }

        let secondChildren = Dictionary(second.children.map { ($0.id, $0) }, uniquingKeysWith: { kept, _ in kept })
        let firstIDs = Set(first.children.map(\.id))
        let onlyFirst = first.children.map(\.id).filter { secondChildren[$0] == nil }
        let onlySecond = second.children.map(\.id).filter { !firstIDs.contains($0) }
        if !onlyFirst.isEmpty || !onlySecond.isEmpty {
            lines.append("\(id) children: [\(onlyFirst.joined(separator: ", "))] | [\(onlySecond.joined(separator: ", "))]")
        }
        for child in first.children {
            if let other = secondChildren[child.id] { compare(child, other, into: &lines) }
        }
    }

    /// The node's wire form without its children, actions encoded as the host sends them.
    private static func wire<Action: Encodable>(_ node: RenderedNode<Action>) -> JSONObject {
        var leaf = node
        leaf.children = []
        return object(leaf.json(encodeAction: ActionCoding.encode))
    }

    private static func object(_ value: JSONValue?) -> JSONObject {
        if case .object(let object)? = value { return object }
        return [:]
    }

    private static func text(_ value: JSONValue?) -> String {
        value.map { $0.serializedString(.canonical) } ?? "none"
    }
}
