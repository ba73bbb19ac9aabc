/// A bridge encoder or decoder as a link in the chain from the root: its parent and its step from
/// it. The coding path and the JSON Pointer are walked up this chain only when asked for.
protocol CodingPathNode: AnyObject {
    var parent: Self? { get }
    var component: CodingPathComponent { get }
}

extension CodingPathNode {
    var codingPath: [any CodingKey] {
        steps.compactMap(\.codingKey)
    }

    /// The JSON Pointer of this node's value, extended by `component`.
    func pointer(appending component: CodingPathComponent = .same) -> String {
        CodingPointer.pointer((steps + [component]).compactMap(\.token))
    }

    /// The steps from the root down to this node.
    private var steps: [CodingPathComponent] {
        var steps: [CodingPathComponent] = []
        var node: Self? = self
        while let current = node {
            steps.append(current.component)
            node = current.parent
        }
        return steps.reversed()
    }
}
