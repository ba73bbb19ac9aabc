/// What a presentation covers, as a device draws it.
///
/// The frontmost presentation is the last presentation node in document order: a presentation
/// inside another comes after it, and of two attached to one node the later modifier is in front
/// (an alert written after a sheet shows over it). Everything outside the frontmost presentation is
/// under it — the screen, and any presentation behind it — except the nodes that contain it
/// (the root, the stacks it is attached to), which are not covered unless they accept a user
/// interaction themselves (a sheet behind a sheet can no longer be swiped away).
extension RenderedNode {
    mutating func markCovered() {
        guard let (frontmost, ancestors) = frontmostPresentation(path: []) else { return }
        cover(by: NodeSummary(frontmost), frontmostID: frontmost.id, ancestorIDs: Set(ancestors))
    }

    /// The last presentation in document order and the ids of the nodes above it.
    private func frontmostPresentation(path: [String]) -> (RenderedNode<Action>, [String])? {
        var found: (RenderedNode<Action>, [String])? = isPresentation ? (self, path) : nil
        for child in children {
            if let later = child.frontmostPresentation(path: path + [id]) { found = later }
        }
        return found
    }

    private mutating func cover(by presentation: NodeSummary, frontmostID: String, ancestorIDs: Set<String>) {
        if id == frontmostID { return }
        if ancestorIDs.contains(id) {
            if interactions.acceptsUserInteraction { coveredBy = presentation }
            for index in children.indices {
                children[index].cover(by: presentation, frontmostID: frontmostID, ancestorIDs: ancestorIDs)
            }
        } else {
            coverSubtree(by: presentation)
        }
    }

    private mutating func coverSubtree(by presentation: NodeSummary) {
        coveredBy = presentation
        for index in children.indices {
            children[index].coverSubtree(by: presentation)
        }
    }
}

extension NodeInteractions {
    /// Whether a person can do something to the node (appearing is not a person's doing).
    var acceptsUserInteraction: Bool {
        tap != nil || input != nil || focus != nil || blur != nil || submit != nil || dismiss != nil
    }
}
