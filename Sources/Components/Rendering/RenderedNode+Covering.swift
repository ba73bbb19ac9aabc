/// What a presentation covers, as a device draws it.
///
/// The frontmost presentation is the last presentation node in document order: a presentation
/// inside another comes after it, and of two attached to one node the later modifier is in front
/// (an alert written after a sheet shows over it). Everything outside the frontmost presentation is
/// under it — the screen, and any presentation behind it — except the nodes that contain it
/// (the root, the stacks it is attached to), which are not covered unless they accept a user
/// interaction themselves (a sheet behind a sheet can no longer be swiped away). A screen pushed
/// onto a navigation stack covers the screens under it, not what is attached to the stack
/// itself: a `safeAreaInset` of the stack (a floating bar) stays in front of every screen pushed.
extension RenderedNode {
    mutating func markCovered() {
        // Most renders present nothing: a plain walk says so without the path the search keeps.
        guard containsPresentation else { return }
        var path: [String] = []
        var found: (node: RenderedNode<Action>, ancestors: [String])?
        findFrontmostPresentation(path: &path, found: &found)
        guard let found else { return }
        cover(by: NodeSummary(found.node), frontmostID: found.node.id, ancestorIDs: Set(found.ancestors))
    }

    /// Whether this node or a descendant is a presentation.
    private var containsPresentation: Bool {
        if isPresentation { return true }
        for child in children where child.containsPresentation { return true }
        return false
    }

    /// Keeps in `found` the last presentation in document order and the ids of the nodes above
    /// it; `path` is the ids from the root to this node (one array for the whole walk, since this
    /// runs on every render).
    private func findFrontmostPresentation(
        path: inout [String],
        found: inout (node: RenderedNode<Action>, ancestors: [String])?
    ) {
        if isPresentation { found = (self, path) }
        guard !children.isEmpty else { return }
        path.append(id)
        for child in children {
            child.findFrontmostPresentation(path: &path, found: &found)
        }
        path.removeLast()
    }

    private mutating func cover(by presentation: NodeSummary, frontmostID: String, ancestorIDs: Set<String>) {
        if id == frontmostID { return }
        if ancestorIDs.contains(id) {
            if interactions.acceptsUserInteraction { coveredBy = presentation }
            let isPushOntoThisStack = type == "navigationStack" && presentation.type == "navigationDestination"
            for index in children.indices {
                if isPushOntoThisStack, children[index].type == "safeAreaInset" { continue }
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
        !present.isDisjoint(with: [.tap, .input, .focus, .blur, .submit, .dismiss])
    }
}
