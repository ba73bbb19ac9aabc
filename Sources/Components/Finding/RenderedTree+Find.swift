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
        let matches = nodes(matching: selector)
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
