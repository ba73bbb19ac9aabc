extension RenderedTree {
    /// Every node `selector` matches, in document order, ignoring its `index`.
    public func nodes(matching selector: Selector) -> [RenderedNode<Action>] {
        var matches: [RenderedNode<Action>] = []
        root.forEachNode { node, _ in
            if selector.matches(node) { matches.append(node) }
        }
        return matches
    }

    /// The one node `selector` picks.
    ///
    /// - Throws: ``ViewError`` `noMatch` (with nearby candidates), `ambiguous` (with every match)
    ///   or `indexOutOfRange`.
    public func find(_ selector: Selector) throws(ViewError) -> RenderedNode<Action> {
        try find(selector, digest: nil)
    }

    /// The one node `selector` picks, as ``find(_:)`` picks it; a selector by id alone is read
    /// from `digest` (this tree's): the digest's nodes of that id, each reached by the subtree
    /// sizes on its way down rather than by a walk of the whole tree (what a search pays for
    /// every candidate of every state).
    package func find(_ selector: Selector, digest: TreeDigest?) throws(ViewError) -> RenderedNode<Action> {
        let matches = digest.flatMap { nodes(withID: selector.idAlone, in: $0) } ?? nodes(matching: selector)
        if let index = selector.index {
            guard matches.indices.contains(index) else {
                throw ViewError(
                    kind: matches.isEmpty ? .noMatch : .indexOutOfRange,
                    message: "no node matches \(selector): \(matches.count) node(s) match without index",
                    candidates: matches.isEmpty ? nearbyCandidates(for: selector) : matches.map(NodeSummary.init)
                )
            }
            return matches[index]
        }
        switch matches.count {
        case 1:
            return matches[0]
        case 0:
            let nearby = nearbyCandidates(for: selector)
            throw ViewError(
                kind: .noMatch,
                message: "no node matches \(selector)" + (nearby.isEmpty ? "" : "; nearby:"),
                candidates: nearby
            )
        default:
            throw ViewError(
                kind: .ambiguous,
                message: "\(matches.count) nodes match \(selector); add \"index\" or select by id:",
                candidates: matches.map(NodeSummary.init)
            )
        }
    }

    /// The nodes of id `id` in document order, found through `digest`; nil without an id, or when
    /// a node of that id in the digest is not one in the tree (a digest of another tree).
    private func nodes(withID id: String?, in digest: TreeDigest) -> [RenderedNode<Action>]? {
        guard let id else { return nil }
        var matches: [RenderedNode<Action>] = []
        for place in digest.nodes.indices where digest.nodes[place].id == id {
            guard let node = node(at: place, in: digest), node.id == id else { return nil }
            matches.append(node)
        }
        return matches
    }

    /// The node at `place` in document order: from the root down, past each child whose subtree
    /// (its size read from `digest`) ends before it; nil when the digest does not fit the tree.
    private func node(at place: Int, in digest: TreeDigest) -> RenderedNode<Action>? {
        var node = root
        var start = 0
        descending: while start != place {
            var childStart = start + 1
            for child in node.children {
                guard childStart < digest.nodes.count else { return nil }
                let end = childStart + digest.nodes[childStart].subtreeCount
                if place < end {
                    node = child
                    start = childStart
                    continue descending
                }
                childStart = end
            }
            return nil
        }
        return node
    }

    /// Nodes a user probably meant: text, label or id containing the wanted text (ignoring case),
    /// else nodes of the wanted type or role. At most ten.
    private func nearbyCandidates(for selector: Selector) -> [NodeSummary] {
        let wanted = [selector.text, selector.label, selector.id].compactMap { $0?.lowercased() }
        var found: [NodeSummary] = []
        root.forEachNode { node, _ in
            guard found.count < 10, node.type != "root" else { return }
            let haystack = [node.text, node.accessibilityLabel, node.id].compactMap { $0?.lowercased() }
            let similar = wanted.contains { needle in haystack.contains { $0.contains(needle) || needle.contains($0) } }
            let sameKind = wanted.isEmpty && (node.type == selector.type || node.role.rawValue == selector.role)
            if similar || sameKind { found.append(NodeSummary(node)) }
        }
        return found
    }
}
