public import JSON

/// Encodes successive renders of one view to their wire form, reusing the JSON of every node
/// that is the same as in the last render, so that a change costs a comparison per node instead
/// of an encoding per node, and ``TreeDiff`` skips the reused subtrees unread.
///
/// A node of the new render is compared with the node of the last render that has its id under
/// the matching parent (the way ``TreeDiff`` matches them). A copy of that very node (a
/// ``Memoized`` row replayed: the same copy-on-write box) gets its last JSON unread. When
/// everything its JSON is made of is equal — id, type, properties, accessibility, enabled,
/// hidden, the presentation covering it and its interactions' actions (compared with `==`, the
/// input action for the field's current text) — and its children's JSON was reused in the same
/// order, the last JSON is returned as is (the same storage); otherwise each of the last JSON's
/// members whose content is equal is kept (an unchanged `interactions` member encodes no
/// action) and only the others are made anew. The result is always equal to
/// ``RenderedTree/json(encodeAction:)``, provided `Action`'s `==` holds equal only actions that
/// encode alike (synthesised conformances do; the store's versions rely on the same of `State`).
///
/// An encoder made to change its last JSON in place (`changingLastInPlace`, for a caller that
/// drops each result before the next render) makes the new JSON from the last one: a node whose
/// children all kept their places and which is not encoded whole gets only its changed members
/// and children replaced, so no node on the way is copied and none of the last ones freed. A
/// result the caller kept is copied where it changes (copy-on-write), and stays as it was.
///
/// ``encodeWithPatch(_:)`` also returns the patch from the last render's JSON, equal to
/// ``TreeDiff/patch(from:to:)``'s but made on the way: only the members and subtrees the encoder
/// made anew are diffed, so what it kept costs no second walk.
///
/// ```swift
/// var encoder = RenderedTreeEncoder<Action>(encodeAction: encode)
/// let first = encoder.encode(tree)                      // encodes every node
/// let (second, patch) = encoder.encodeWithPatch(next)   // encodes only the nodes that changed
/// // patch == TreeDiff.patch(from: first, to: second)
/// ```
public struct RenderedTreeEncoder<Action: Equatable> {
    /// The feature's action encoding, through the last renders' encodings.
    let encodeAction: (Action) -> JSONValue
    private let actionEncodings: ActionEncodingMemo<Action>
    /// The last render's root and its JSON, kept to compare the next render with.
    private var lastRoot: RenderedNode<Action>?
    package private(set) var lastJSON: JSONValue?
    /// Whether the last JSON is changed into the next in place. Not the default: a caller that
    /// keeps results would have what changed copied, and an unchanged render whose nodes are new
    /// boxes copied where the default returns the last JSON itself.
    private let changesLastInPlace: Bool

    public init(encodeAction: @escaping (Action) -> JSONValue) {
        self.init(encodeAction: encodeAction, changingLastInPlace: false)
    }

    /// - Parameter changingLastInPlace: true when the caller drops each result before the next
    ///   render: the last JSON, then held by nothing else, is changed into the next.
    package init(encodeAction: @escaping (Action) -> JSONValue, changingLastInPlace: Bool) {
        changesLastInPlace = changingLastInPlace
        let memo = ActionEncodingMemo(encodeAction: encodeAction)
        actionEncodings = memo
        self.encodeAction = { memo.encode($0) }
    }

    /// The wire form of `tree`, equal to `tree.json(encodeAction:)`.
    public mutating func encode(_ tree: RenderedTree<Action>) -> JSONValue {
        encodeWithPatch(tree).json
    }

    /// The wire form of `tree`, equal to `tree.json(encodeAction:)`, and the patch to it from
    /// the last render's, equal to `TreeDiff.patch(from: last, to: json)`; `nil` for the first
    /// render and after ``reset()``, when there is no last one.
    public mutating func encodeWithPatch(_ tree: RenderedTree<Action>) -> (json: JSONValue, patch: JSONPatch?) {
        actionEncodings.startRender()
        let json: JSONValue
        var patch: JSONPatch?
        if let lastRoot, var last = lastJSON {
            var builder = TreeDiff.Builder()
            builder.reserve(depth: 16, operations: 8)
            if changesLastInPlace {
                // Held here only by `last`: unshared, unless the caller kept the last result.
                lastJSON = nil
                update(tree.root, last: lastRoot, json: &last, patch: &builder)
                json = last
            } else {
                json = encode(tree.root, last: lastRoot, lastJSON: last, patch: &builder)
            }
            patch = JSONPatch(builder.operations)
        } else {
            json = tree.root.json(encodeAction: encodeAction)
        }
        lastRoot = tree.root
        lastJSON = json
        return (json, patch)
    }

    /// Forgets the last render: the next one is encoded whole.
    public mutating func reset() {
        lastRoot = nil
        lastJSON = nil
        actionEncodings.removeAll()
    }

    // Written with indices and without tuples or optionals of generic types: this runs
    // unspecialised (behind `any FeatureStore`), where each such type costs a metadata look-up
    // per node.
    //
    // `patch` is where `TreeDiff` would stand walking `lastJSON` against the result: each node
    // adds the operations that walk would make for it, diffing only what it made anew.
    func encode(
        _ node: RenderedNode<Action>, last: RenderedNode<Action>, lastJSON: JSONValue, patch: inout TreeDiff.Builder
    ) -> JSONValue {
        // A copy of the last node (a `Memoized` row replayed), subtree included.
        if node.hasSameStorage(as: last) { return lastJSON }
        // Each read of a node's field is a call with an exclusivity check: read the children once.
        let newNodes = node.children
        let oldNodes = last.children
        guard case .object(let lastObject) = lastJSON, case .array(let lastChildren)? = lastObject["children"],
            lastChildren.count == oldNodes.count
        else {
            let json = node.json(encodeAction: encodeAction)
            patch.diff(lastJSON, json)
            return json
        }
        let newCount = newNodes.count
        let oldCount = oldNodes.count
        var children: [JSONValue] = []
        children.reserveCapacity(newCount)
        var childrenReused = newCount == oldCount
        // Ids are unique among siblings (`NodeSink`); found by position while siblings keep
        // their order, by a table built once otherwise.
        var positions: [String: Int] = [:]
        var tableBuilt = false
        // The children's operations, made as they are encoded, are `TreeDiff`'s while every
        // child keeps its place (it then diffs them position by position); otherwise they are
        // dropped and the two arrays diffed by id. They stay where they were made: the node's own
        // members' operations, which `TreeDiff` makes first, move before them when there are any.
        let childrenStart = patch.operations.count
        var childrenInPlace = newCount == oldCount
        patch.enter("children")
        var position = 0
        while position < newCount {
            let id = newNodes[position].id
            var match = -1
            if position < oldCount, oldNodes[position].id == id {
                match = position
            } else {
                if !tableBuilt {
                    var index = 0
                    while index < oldCount {
                        positions[oldNodes[index].id] = index
                        index += 1
                    }
                    tableBuilt = true
                }
                match = positions[id] ?? -1
            }
            if match < 0 {
                childrenReused = false
                childrenInPlace = false
                children.append(newNodes[position].json(encodeAction: encodeAction))
            } else {
                let child = newNodes[position]
                let encoded: JSONValue
                if child.hasSameStorage(as: oldNodes[match]) {
                    encoded = lastChildren[match]
                } else {
                    patch.enter(position: position)
                    encoded = encode(child, last: oldNodes[match], lastJSON: lastChildren[match], patch: &patch)
                    patch.leave()
                }
                if match != position {
                    childrenReused = false
                    childrenInPlace = false
                } else if !encoded.sharesStorage(with: lastChildren[match]) {
                    childrenReused = false
                }
                children.append(encoded)
            }
            position += 1
        }
        patch.leave()
        let changes = ChildrenChanges(
            start: childrenStart, end: patch.operations.count, inPlace: childrenInPlace, last: lastChildren
        )
        return encodeMembers(
            of: node, last: last, lastJSON: lastJSON, lastObject: lastObject, children: children, childrenReused: childrenReused,
            childrenChanges: changes, patch: &patch
        )
    }

    /// What of `node`'s own content (every member but `children`) is as in `last`, whose JSON
    /// is `lastObject`; nil when the node is encoded whole: its type changed, or it gained or
    /// lost `coveredBy` or `interactions`.
    func keptMembers(of node: RenderedNode<Action>, last: RenderedNode<Action>, lastObject: JSONObject) -> KeptMembers? {
        let covered = node.isCovered
        // The last JSON was laid out by `json(children:encodeAction:)`: id, type, properties,
        // accessibility, enabled, hidden, [coveredBy], [interactions], children.
        let withoutInteractions = covered ? 8 : 7
        let lastHasInteractions = lastObject.count == withoutInteractions + 1
        guard node.type == last.type, covered == last.isCovered, lastObject.count == withoutInteractions || lastHasInteractions
        else { return nil }
        // A field whose text changed shows another input action: its `input` is made anew unread
        // (comparing it runs the input twice), and only it when every other member is the same.
        let textKept = node.text == last.text
        // Most nodes never had interactions written: told by a flag, without reading them.
        let interactions: InteractionsChange = if !node.mayHaveInteractions {
            .absent
        } else {
            node.withInteractions(beside: last) { lhs, rhs -> InteractionsChange in
                if lhs.isEmpty { return .absent }
                guard lastHasInteractions else { return .remade }
                let inputOnly = !textKept && lhs.present.contains(.input)
                guard Self.sameInteractions(lhs, rhs, new: node, old: last, comparingInput: !inputOnly) else { return .remade }
                return inputOnly ? .inputRemade : .kept
            }
        }
        guard (interactions != .absent) == lastHasInteractions else { return nil }
        return KeptMembers(
            properties: node.properties == last.properties,
            accessibility: node.accessibilityLabel == last.accessibilityLabel && node.role == last.role,
            enabled: node.isEnabled == last.isEnabled,
            hidden: node.isHidden == last.isHidden,
            coveredBy: !covered || node.coveredBy?.id == last.coveredBy?.id,
            interactions: interactions
        )
    }

    /// The node's JSON from the last one's: `lastJSON` itself when its own content and its
    /// children are the same; otherwise each member whose content is equal is kept as it was (its
    /// actions not encoded again) and the others are made anew, so a text whose string changed
    /// rebuilds its properties and accessibility, not the whole node. A node whose type changed,
    /// or that gained or lost `coveredBy` or `interactions`, is encoded whole.
    private func encodeMembers(
        of node: RenderedNode<Action>, last: RenderedNode<Action>, lastJSON: JSONValue, lastObject: JSONObject,
        children: [JSONValue], childrenReused: Bool, childrenChanges: ChildrenChanges, patch: inout TreeDiff.Builder
    ) -> JSONValue {
        guard let kept = keptMembers(of: node, last: last, lastObject: lastObject) else {
            return encodedWhole(node, children: children, childrenChanges: childrenChanges, lastJSON: lastJSON, patch: &patch)
        }
        if kept.all {
            if childrenReused { return lastJSON }
            // `children` is the last member: replaced in place, no key looked up.
            var members = lastObject.orderedMembers
            members[members.count - 1].value = .array(children)
            childrenChanges.add(to: &patch, children: children)
            return .object(JSONObject(uniqueMembers: members))
        }
        let covered = node.coveredBy
        var members: [JSONObject.Member] = []
        members.reserveCapacity(lastObject.count)
        let childrenPosition = lastObject.count - 1
        var position = 0
        for member in lastObject {
            var value = member.value
            var made = true
            switch position {
            case 0, 1: made = false
            case 2: if !kept.properties { value = .object(node.properties) } else { made = false }
            case 3: if !kept.accessibility { value = node.accessibilityJSON } else { made = false }
            case 4: if !kept.enabled { value = .bool(node.isEnabled) } else { made = false }
            case 5: if !kept.hidden { value = .bool(node.isHidden) } else { made = false }
            case childrenPosition:
                made = false
                if !childrenReused {
                    value = .array(children)
                    childrenChanges.add(to: &patch, children: children)
                }
            case 6 where covered != nil: if !kept.coveredBy, let covered { value = .string(covered.id) } else { made = false }
            default:
                switch kept.interactions {
                case .remade: value = node.interactions.json(text: node.text, encodeAction: encodeAction)
                case .inputRemade: value = inputRemade(of: node, lastInteractions: value)
                case .kept, .absent: made = false
                }
            }
            if made { patch.diffMember(member.key, member.value, value) }
            members.append((member.key, value))
            position += 1
        }
        return .object(JSONObject(uniqueMembers: members))
    }

    /// A node encoded afresh around its children, and `TreeDiff`'s walk from its last JSON (which
    /// walks the children too: their operations made on the way are dropped).
    private func encodedWhole(
        _ node: RenderedNode<Action>, children: [JSONValue], childrenChanges: ChildrenChanges, lastJSON: JSONValue,
        patch: inout TreeDiff.Builder
    ) -> JSONValue {
        childrenChanges.drop(from: &patch)
        let json = node.json(children: children, encodeAction: encodeAction)
        patch.diff(lastJSON, json)
        return json
    }

    /// The last `interactions` JSON with its `input` member made anew for the node's text (the
    /// other members are the same, ``sameInteractions`` having held them equal).
    private func inputRemade(of node: RenderedNode<Action>, lastInteractions: JSONValue) -> JSONValue {
        guard case .object(let object) = lastInteractions, let input = node.interactions.input else {
            return node.interactions.json(text: node.text, encodeAction: encodeAction)
        }
        var members = object.orderedMembers
        var index = 0
        while index < members.count {
            if members[index].key == "input" {
                members[index].value = NodeInteractions<Action>.inputJSON(input, text: node.text, encodeAction: encodeAction)
                return .object(JSONObject(uniqueMembers: members))
            }
            index += 1
        }
        return node.interactions.json(text: node.text, encodeAction: encodeAction)
    }

    /// Whether the two interactions encode alike; `comparingInput` false leaves `input` out.
    private static func sameInteractions(
        _ lhs: borrowing NodeInteractions<Action>, _ rhs: borrowing NodeInteractions<Action>,
        new: RenderedNode<Action>, old: RenderedNode<Action>, comparingInput: Bool
    ) -> Bool {
        // Only the members both have are read: a button compares its tap and nothing else, where
        // reading an absent `Action?` member copied it through its value witnesses.
        let present = lhs.present
        guard present == rhs.present else { return false }
        if present.contains(.tap), !sameSteps(lhs.presentTap, rhs.presentTap) { return false }
        if present.contains(.focus), !sameAction(lhs.focus, rhs.focus) { return false }
        if present.contains(.blur), !sameAction(lhs.blur, rhs.blur) { return false }
        if present.contains(.submit), !sameAction(lhs.submit, rhs.submit) { return false }
        if present.contains(.appear), !sameAction(lhs.appear, rhs.appear) { return false }
        if present.contains(.dismiss), !sameAction(lhs.dismiss, rhs.dismiss) { return false }
        if present.contains(.focusSteps), !sameOptionalSteps(lhs.focusSteps, rhs.focusSteps) { return false }
        if present.contains(.blurSteps), !sameOptionalSteps(lhs.blurSteps, rhs.blurSteps) { return false }
        if present.contains(.dismissSteps), !sameOptionalSteps(lhs.dismissSteps, rhs.dismissSteps) { return false }
        // The JSON shows what the field's current text would do.
        if comparingInput, present.contains(.input), let newInput = lhs.input, let oldInput = rhs.input {
            return sameSteps(newInput(new.text ?? ""), oldInput(old.text ?? ""))
        }
        return true
    }

    @inline(__always)
    private static func sameOptionalSteps(_ new: [InteractionStep<Action>]?, _ old: [InteractionStep<Action>]?) -> Bool {
        switch (new, old) {
        case (nil, nil): true
        case (let new?, let old?): sameSteps(new, old)
        default: false
        }
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
    // instructions for two `nil`s, five times per node). Cases are told apart before anything is
    // bound: binding copies a generic optional through its value witnesses, and most are nil.
    @inline(__always)
    private static func sameAction(_ new: borrowing Action?, _ old: borrowing Action?) -> Bool {
        let newIsNil = new == nil
        guard newIsNil == (old == nil) else { return false }
        guard !newIsNil, let new = copy new, let old = copy old else { return true }
        return new == old
    }
}

/// Which of a node's own members kept their content since the last render (`children` aside).
/// Outside the generic encoder, so that it has no generic metadata to look up.
struct KeptMembers {
    var properties: Bool
    var accessibility: Bool
    var enabled: Bool
    var hidden: Bool
    var coveredBy: Bool
    var interactions: InteractionsChange

    var all: Bool {
        properties && accessibility && enabled && hidden && coveredBy && (interactions == .kept || interactions == .absent)
    }
}

/// What became of a node's interactions since the last render, for its `interactions` member.
/// Outside the generic encoder, so that it has no generic metadata to look up.
enum InteractionsChange {
    /// None, as before.
    case absent
    /// The same as before: the last member kept.
    case kept
    /// Only the field's text changed: the last member with `input` made anew.
    case inputRemade
    /// Made anew whole (also when the node gained or lost them).
    case remade
}

/// What the walk over a node's children found, for the node's patch: `TreeDiff` diffs
/// `children` last, after the node's own members. Outside the generic encoder, so that it has
/// no generic metadata to look up.
struct ChildrenChanges {
    /// Where the children's operations are in the patch: made before the node's own members'
    /// (which come after `end`), they are moved after them, or dropped, only when there are any.
    var start: Int
    var end: Int
    /// Every child kept its place: the operations are the diff's own.
    var inPlace: Bool
    var last: [JSONValue]

    /// Puts the children's operations after the node's own members' (made since `end`), or,
    /// when children moved, diffs the two arrays by id instead.
    func add(to patch: inout TreeDiff.Builder, children: [JSONValue]) {
        if inPlace {
            Self.moveAfterMembers(start: start, end: end, in: &patch)
        } else {
            drop(from: &patch)
            patch.diffMember("children", .array(last), .array(children))
        }
    }

    /// Moves the children's operations (`start..<end`) after the node's own members' (made since
    /// `end`), where `TreeDiff` makes them.
    static func moveAfterMembers(start: Int, end: Int, in patch: inout TreeDiff.Builder) {
        // Most often the node's own members made none: the operations are in place.
        guard patch.operations.count > end, end > start else { return }
        let operations = Array(patch.operations[start..<end])
        patch.operations.removeSubrange(start..<end)
        patch.operations.append(contentsOf: operations)
    }

    /// Removes the children's operations (before any member of the node made one).
    func drop(from patch: inout TreeDiff.Builder) {
        if end > start { patch.operations.removeSubrange(start..<end) }
    }
}

/// The encodings of the actions the last render and this one encoded, found again by `==`: a
/// node whose own content changed is encoded again, though most of its actions did not change
/// (a field's focus and blur when its text did), and an action costs a bridge encoding (about
/// 14k instructions). Equal actions encode alike, as ``RenderedTreeEncoder`` already assumes.
/// At most `capacity` a render, so that a miss costs a few comparisons even on a long list.
/// Used by one encoder on one executor, so its fields go unchecked for exclusivity at run time.
final class ActionEncodingMemo<Action: Equatable> {
    private let encodeAction: (Action) -> JSONValue
    @exclusivity(unchecked) private var lastActions: [Action] = []
    @exclusivity(unchecked) private var lastEncodings: [JSONValue] = []
    @exclusivity(unchecked) private var actions: [Action] = []
    @exclusivity(unchecked) private var encodings: [JSONValue] = []
    private let capacity = 8

    init(encodeAction: @escaping (Action) -> JSONValue) {
        self.encodeAction = encodeAction
    }

    func encode(_ action: Action) -> JSONValue {
        if let index = Self.index(of: action, in: actions) { return encodings[index] }
        let encoding = Self.index(of: action, in: lastActions).map { lastEncodings[$0] } ?? encodeAction(action)
        if actions.count < capacity {
            actions.append(action)
            encodings.append(encoding)
        }
        return encoding
    }

    /// This render's encodings become the last render's.
    func startRender() {
        swap(&lastActions, &actions)
        swap(&lastEncodings, &encodings)
        actions.removeAll(keepingCapacity: true)
        encodings.removeAll(keepingCapacity: true)
    }

    func removeAll() {
        lastActions = []
        lastEncodings = []
        actions = []
        encodings = []
    }

    private static func index(of action: Action, in actions: [Action]) -> Int? {
        var index = 0
        while index < actions.count {
            if actions[index] == action { return index }
            index += 1
        }
        return nil
    }
}
