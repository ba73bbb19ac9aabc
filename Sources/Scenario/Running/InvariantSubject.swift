package import JSON

// MARK: - InvariantSubject

/// What an invariant's JSON Schema is checked against, in `expect.invariant` and in
/// `uistate explore`: `{"state", "view", "nodes", "effects", "relaunched"}`.
///
/// - `state`: the feature's state (wire form);
/// - `view`: the rendered tree (wire form);
/// - `nodes`: every node of the tree by id, without `children` — so that a schema can name a node
///   (`{"properties": {"nodes": {"properties": {"nextButton": {"properties": {"enabled": {"const": true}}}}}}}`)
///   without walking the tree, which the draft-07 subset (no `$ref`, no `contains`) cannot;
/// - `effects`: the effects in flight (`effects/list`'s form), to say that a pending state has
///   its request running;
/// - `relaunched`: whether the app was killed and started again on its storage since the start
///   (a `relaunch` step), to say what a later launch must never show.
package enum InvariantSubject {
    package static func make(state: JSONValue, view: JSONValue, effects: [JSONValue], relaunched: Bool = false) -> JSONValue {
        [
            "state": state, "view": view, "nodes": .object(nodes(in: view)), "effects": .array(effects),
            "relaunched": .bool(relaunched),
        ]
    }

    /// The tree's nodes by id, in document order, each without its children.
    package static func nodes(in tree: JSONValue) -> JSONObject {
        var nodes = JSONObject()
        func visit(_ node: JSONValue) {
            guard case .object(var object) = node else { return }
            let children = object["children"]?.arrayValue ?? []
            object["children"] = nil
            if let id = object["id"]?.stringValue, nodes[id] == nil { nodes[id] = .object(object) }
            children.forEach(visit)
        }
        visit(tree)
        return nodes
    }
}
