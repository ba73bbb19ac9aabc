public import JSON

/// Encodes successive renders of one view to their wire form, reusing the JSON of every node
/// that is the same as in the last render, so that a change costs a comparison per node instead
/// of an encoding per node, and ``TreeDiff`` skips the reused subtrees unread.
///
/// A node of the new render is compared with the node of the last render that has its id under
/// the matching parent (the way ``TreeDiff`` matches them). A copy of that very node (a
/// ``Memoized`` row replayed: the same copy-on-write box) gets its last JSON unread. When
/// everything its JSON is made of
/// is equal — id, type, properties, accessibility, enabled, hidden, the presentation covering it
/// and its interactions' actions (compared with `==`, the input action for the field's current
/// text) — and its children's JSON was reused in the same order, the last JSON is returned as is
/// (the same storage); when only children differ, the last JSON's own members are kept and the
/// children replaced. The result is always equal to ``RenderedTree/json(encodeAction:)``,
/// provided `Action`'s `==` holds equal only actions that encode alike (synthesised conformances
/// do; the store's versions rely on the same of `State`).
///
/// ```swift
/// var encoder = RenderedTreeEncoder<Action>(encodeAction: encode)
/// let first = encoder.encode(tree)         // encodes every node
/// let second = encoder.encode(nextTree)    // encodes only the nodes that changed
/// let patch = TreeDiff.patch(from: first, to: second)
/// ```
public struct RenderedTreeEncoder<Action: Equatable> {
    private let encodeAction: (Action) -> JSONValue
    /// The last render's root and its JSON, kept to compare the next render with.
    private var lastRoot: RenderedNode<Action>?
    private var lastJSON: JSONValue?

    public init(encodeAction: @escaping (Action) -> JSONValue) {
        self.encodeAction = encodeAction
    }

    /// The wire form of `tree`, equal to `tree.json(encodeAction:)`.
    public mutating func encode(_ tree: RenderedTree<Action>) -> JSONValue {
        let json: JSONValue
        if let lastRoot, let lastJSON {
            json = encode(tree.root, last: lastRoot, lastJSON: lastJSON)
        } else {
            json = tree.root.json(encodeAction: encodeAction)
        }
        lastRoot = tree.root
        lastJSON = json
        return json
    }

    /// Forgets the last render: the next one is encoded whole.
    public mutating func reset() {
        lastRoot = nil
        lastJSON = nil
    }

    // Written with indices and without tuples or optionals of generic types: this runs
    // unspecialised (behind `any FeatureStore`), where each such type costs a metadata look-up
    // per node.
    private func encode(_ node: RenderedNode<Action>, last: RenderedNode<Action>, lastJSON: JSONValue) -> JSONValue {
        // A copy of the last node (a `Memoized` row replayed), subtree included.
        if node.hasSameStorage(as: last) { return lastJSON }
        guard case .object(let lastObject) = lastJSON, case .array(let lastChildren)? = lastObject["children"],
            lastChildren.count == last.children.count
        else {
            return node.json(encodeAction: encodeAction)
        }
        let newCount = node.children.count
        let oldCount = last.children.count
        var children: [JSONValue] = []
        children.reserveCapacity(newCount)
        var childrenReused = newCount == oldCount
        // Ids are unique among siblings (`NodeSink`); found by position while siblings keep
        // their order, by a table built once otherwise.
        var positions: [String: Int] = [:]
        var tableBuilt = false
        var position = 0
        while position < newCount {
            let id = node.children[position].id
            var match = -1
            if position < oldCount, last.children[position].id == id {
                match = position
            } else {
                if !tableBuilt {
                    var index = 0
                    while index < oldCount {
                        positions[last.children[index].id] = index
                        index += 1
                    }
                    tableBuilt = true
                }
                match = positions[id] ?? -1
            }
            if match < 0 {
                childrenReused = false
                children.append(node.children[position].json(encodeAction: encodeAction))
            } else {
                let encoded = encode(node.children[position], last: last.children[match], lastJSON: lastChildren[match])
                if match != position || !encoded.sharesStorage(with: lastChildren[match]) { childrenReused = false }
                children.append(encoded)
            }
            position += 1
        }
        guard Self.sameOwnContent(node, last) else {
            return node.json(children: children, encodeAction: encodeAction)
        }
        if childrenReused { return lastJSON }
        var object = lastObject
        object["children"] = .array(children)
        return .object(object)
    }

    /// Whether everything of the node's JSON but its children is equal.
    private static func sameOwnContent(_ new: RenderedNode<Action>, _ old: RenderedNode<Action>) -> Bool {
        new.id == old.id && new.type == old.type && new.isEnabled == old.isEnabled && new.isHidden == old.isHidden
            && new.role == old.role && new.accessibilityLabel == old.accessibilityLabel
            && new.coveredBy?.id == old.coveredBy?.id && new.properties == old.properties
            && sameInteractions(new, old)
    }

    private static func sameInteractions(_ new: RenderedNode<Action>, _ old: RenderedNode<Action>) -> Bool {
        let lhs = new.interactions
        let rhs = old.interactions
        guard sameAction(lhs.focus, rhs.focus), sameAction(lhs.blur, rhs.blur), sameAction(lhs.submit, rhs.submit),
            sameAction(lhs.appear, rhs.appear), sameAction(lhs.dismiss, rhs.dismiss),
            (lhs.tap == nil) == (rhs.tap == nil), (lhs.input == nil) == (rhs.input == nil),
            (lhs.dismissSteps == nil) == (rhs.dismissSteps == nil)
        else { return false }
        if let newSteps = lhs.dismissSteps, let oldSteps = rhs.dismissSteps, !sameSteps(newSteps, oldSteps) { return false }
        if let newSteps = lhs.tap, let oldSteps = rhs.tap, !sameSteps(newSteps, oldSteps) { return false }
        // The JSON shows what the field's current text would do.
        if let newInput = lhs.input, let oldInput = rhs.input {
            return sameSteps(newInput(new.text ?? ""), oldInput(old.text ?? ""))
        }
        return true
    }

    private static func sameSteps(_ newSteps: [InteractionStep<Action>], _ oldSteps: [InteractionStep<Action>]) -> Bool {
        guard newSteps.count == oldSteps.count else { return false }
        var index = 0
        while index < newSteps.count {
            switch newSteps[index] {
            case .event(let event):
                guard case .event(let other) = oldSteps[index], event == other else { return false }
            case .action(let action):
                guard case .action(let other) = oldSteps[index], action == other else { return false }
            case .viewState(let change):
                guard case .viewState(let other) = oldSteps[index], change.name == other.name else { return false }
            }
            index += 1
        }
        return true
    }

    // Inlined: as a call, each comparison fetched `Action?`'s metadata again (about 1k
    // instructions for two `nil`s, five times per node).
    @inline(__always)
    private static func sameAction(_ new: Action?, _ old: Action?) -> Bool {
        guard let new else { return old == nil }
        guard let old else { return false }
        return new == old
    }
}
