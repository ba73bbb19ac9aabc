import Components
import JSON

// MARK: - A digest read from the wire form

extension TreeDigest {
    /// The digest of a tree in its wire form (`RenderedScreen.json`), each action named by its
    /// top-level member (`ActionNames.topLevel`): what `RenderedTree.digest(caseName:)` reads
    /// from the typed tree, read the way a client would. A search with
    /// `ExploreOptions.readsTypedTrees` off reads its screens so, which is what tests hold the
    /// typed way to.
    init(wireForm tree: JSONValue) {
        var nodes: [Node] = []
        Self.append(tree, to: &nodes)
        self.init(nodes: nodes, dynamicTypeSize: tree["properties"]?["dynamicTypeSize"]?.stringValue)
    }

    private static func append(_ node: JSONValue, to nodes: inout [Node]) {
        let index = nodes.count
        let children = node["children"]?.arrayValue ?? []
        nodes.append(Node(
            id: node["id"]?.stringValue ?? "", type: node["type"]?.stringValue ?? "", isEnabled: node["enabled"] == true,
            isHidden: node["hidden"] == true, childCount: children.count, subtreeCount: 1
        ))
        if let interactions = node["interactions"] {
            if let tap = interactions["tap"] {
                nodes[index].tapSends = (tap["steps"]?.arrayValue ?? []).compactMap { $0["action"].flatMap(ActionNames.topLevel) }
            }
            if let input = interactions["input"] {
                var sent: [JSONValue] = []
                if node["properties"]?["focused"] != true, let focus = interactions["focus"] { sent.append(focus) }
                if let action = input["action"] { sent.append(action) }
                nodes[index].inputSends = sent.compactMap(ActionNames.topLevel)
                nodes[index].keyboardType = node["properties"]?["keyboardType"]?.stringValue
            }
            if let appear = interactions["appear"] { nodes[index].appearSends = ActionNames.topLevel(appear).map { [$0] } ?? [] }
        }
        for child in children { append(child, to: &nodes) }
        nodes[index].subtreeCount = nodes.count - index
    }
}
