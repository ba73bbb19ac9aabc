import JSON

// MARK: - TreeDigest

/// A rendered tree's nodes, flat in document order (the root first), with only what tells one
/// screen from another and what a user can do on each node: ids, types, flags, nesting, the
/// keyboard a field asks for, and the top-level case names each interaction sends.
///
/// Read straight from the typed tree (``RenderedTree/digest(caseName:)``), it is what the tree's
/// wire form (``RenderedTree/json(encodeAction:)``) says of those things, without building the
/// wire form: exploration reads a new state's screen this way and encodes the tree only where it
/// keeps it.
package struct TreeDigest: Sendable, Equatable {
    /// Every node, parents before their children, in document order.
    package var nodes: [Node]
    /// The root's `dynamicTypeSize` property (the environment's), when it is a string.
    package var dynamicTypeSize: String?

    package init(nodes: [Node] = [], dynamicTypeSize: String? = nil) {
        self.nodes = nodes
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// One node: its wire form's `id`, `type`, `enabled` and `hidden`, how many nodes lie under
    /// it, and what its `tap`, `input` and `appear` interactions send.
    package struct Node: Sendable, Equatable {
        package var id: String
        package var type: String
        package var isEnabled: Bool
        package var isHidden: Bool
        /// Its direct children.
        package var childCount: Int
        /// The nodes of its subtree, itself included: they follow it in `nodes`.
        package var subtreeCount: Int
        /// The `keyboardType` property of a node that takes text, when it is a string.
        package var keyboardType: String?
        /// The top-level case names a tap sends, in order (its steps' actions); nil when the node
        /// cannot be tapped.
        package var tapSends: [String]?
        /// What typing into the field sends as its wire form shows it: the `focus` member first when
        /// the node is not focused (read as an action, so a focus that is not one action,
        /// `{"steps": …}`, reads as the case `steps`), then the `input` member's action when
        /// typing sends one action; nil when the node takes no text.
        package var inputSends: [String]?
        /// The case name appearing sends (none when its wire form names none); nil when the node
        /// does not page.
        package var appearSends: [String]?

        package init(
            id: String, type: String, isEnabled: Bool, isHidden: Bool, childCount: Int, subtreeCount: Int,
            keyboardType: String? = nil, tapSends: [String]? = nil, inputSends: [String]? = nil, appearSends: [String]? = nil
        ) {
            self.id = id
            self.type = type
            self.isEnabled = isEnabled
            self.isHidden = isHidden
            self.childCount = childCount
            self.subtreeCount = subtreeCount
            self.keyboardType = keyboardType
            self.tapSends = tapSends
            self.inputSends = inputSends
            self.appearSends = appearSends
        }

        /// Whether a user can tap, type into or page the node.
        package var isInteractive: Bool { tapSends != nil || inputSends != nil || appearSends != nil }
    }
}

// MARK: - From the typed tree

extension RenderedTree {
    /// The tree's digest, each action named by `caseName` (what its wire form's top-level member
    /// is: `ActionCoding.caseName` for a feature's actions); nothing of the wire form is built.
    package func digest(caseName: (Action) -> String?) -> TreeDigest {
        var nodes: [TreeDigest.Node] = []
        nodes.reserveCapacity(64)
        root.appendDigest(to: &nodes, caseName: caseName)
        return TreeDigest(nodes: nodes, dynamicTypeSize: root.properties["dynamicTypeSize"]?.stringValue)
    }
}

extension RenderedNode {
    fileprivate func appendDigest(to nodes: inout [TreeDigest.Node], caseName: (Action) -> String?) {
        let index = nodes.count
        let children = children
        nodes.append(TreeDigest.Node(
            id: id, type: type, isEnabled: isEnabled, isHidden: isHidden, childCount: children.count, subtreeCount: 1
        ))
        withInteractions(beside: self) { interactions, _ in
            // Only the three a user performs are read (unspecialised, each optional costs a copy).
            if let tap = interactions.tap { nodes[index].tapSends = Self.caseNames(of: tap, caseName) }
            if let input = interactions.input {
                var sends: [String] = []
                if properties["focused"] != true {
                    if interactions.focusSteps != nil {
                        sends.append("steps")
                    } else if let focus = interactions.focus, let name = caseName(focus) {
                        sends.append(name)
                    }
                }
                let steps = input(text ?? "")
                if steps.count == 1, case .action(let action) = steps[0], let name = caseName(action) { sends.append(name) }
                nodes[index].inputSends = sends
                nodes[index].keyboardType = properties["keyboardType"]?.stringValue
            }
            if let appear = interactions.appear { nodes[index].appearSends = caseName(appear).map { [$0] } ?? [] }
        }
        for child in children { child.appendDigest(to: &nodes, caseName: caseName) }
        nodes[index].subtreeCount = nodes.count - index
    }

    private static func caseNames(of steps: [InteractionStep<Action>], _ caseName: (Action) -> String?) -> [String] {
        // A loop rather than `compactMap`, which runs unspecialised here at twice the cost.
        var names: [String] = []
        for step in steps {
            if case .action(let action) = step, let name = caseName(action) { names.append(name) }
        }
        return names
    }
}
