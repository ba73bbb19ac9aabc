/// Collects the sibling nodes of one parent and hands out their ids.
///
/// ## How ids are made
/// - `.id("save")` gives the node that exact id; its descendants derive theirs from it.
/// - A node rendered for an element of ``ForEach`` gets `parent/type[elementID]` (`list.0/hstack[42]`),
///   so inserting or removing elements never changes another element's ids.
/// - Any other node gets `parent/type.n`, `n` counting earlier siblings of the same type that are
///   not ``ForEach`` elements (`vstack.0/button.1`). Top-level nodes have no `parent/` prefix.
/// - Siblings that would still collide (two `ForEach` over the same ids, an `.id` reused) get `~2`,
///   `~3` … in render order, so ids are always unique among siblings, which the diff relies on.
///
/// Public only because ``Component/render(in:into:)`` names it; it has no public members.
public struct NodeSink<Action> {
    package let parentID: String
    package var nodes: [RenderedNode<Action>] = []
    private let prefix: String
    private var ordinals: [String: Int] = [:]
    private var used = SiblingIDs()
    /// The identity of the ``ForEach`` element being rendered, if any.
    private(set) var elementIdentity: String?
    private var elementOrdinals: [String: Int] = [:]
    /// Counts the views without a node of their own (SwiftUI composite views) by type, for
    /// ``viewIdentity(type:explicitID:)``.
    private var viewOrdinals: [String: Int] = [:]
    /// How many ids got a `~n` suffix here: such ids depend on siblings ``Memoized`` cannot see.
    private(set) var collisions = 0

    package init(parentID: String) {
        self.parentID = parentID
        prefix = parentID.isEmpty ? "" : parentID + "/"
    }

    /// Starts a node of `type` with its id, enabled and hidden state taken from `context`.
    package mutating func makeNode(
        type: String,
        role: AccessibilityRole,
        context: RenderContext<Action>
    ) -> RenderedNode<Action> {
        RenderedNode(
            id: nextID(type: type, explicitID: context.explicitID),
            type: type,
            role: role,
            isEnabled: context.isEnabled,
            isHidden: context.isHidden
        )
    }

    /// The identity of a view that renders no node of its own but keeps state (a SwiftUI view
    /// with `@State`): `parent/Type#n`, `parent/Type[elementID]` in a ``ForEach`` element, or
    /// `parent/Type#id` for an explicit id — stable across renders of the same structure, as
    /// node ids are.
    package mutating func viewIdentity(type: String, explicitID: String?) -> String {
        if let explicitID { return prefix + type + "#" + explicitID }
        let key = (elementIdentity ?? "") + "\u{1}" + type
        let ordinal = viewOrdinals[key, default: 0]
        viewOrdinals[key] = ordinal + 1
        if let elementIdentity { return prefix + type + "[" + elementIdentity + "]" + (ordinal == 0 ? "" : "#\(ordinal)") }
        return prefix + type + "#" + String(ordinal)
    }

    package mutating func append(_ node: RenderedNode<Action>) {
        nodes.append(node)
    }

    /// Renders `body` with every node it emits identified by the element id `id` (a ``ForEach``
    /// element), written as ``elementIdentity(of:)`` writes it.
    package mutating func withElementIdentity(of id: some Hashable, _ body: (inout NodeSink<Action>) -> Void) {
        withElementIdentity(Self.elementIdentity(of: id), body)
    }

    /// An element id as node ids show it: strings and integers as themselves, anything else as
    /// `String(describing:)`, which is stable for the value types ids are made of.
    package static func elementIdentity(of id: some Hashable) -> String {
        if let string = id as? String { return string }
        // The common integer ids without `String(describing:)`, whose conformance look-ups cost
        // more per row than the rest of the id (same text: an integer describes itself in decimal).
        if let integer = id as? Int { return String(integer) }
        if let integer = id as? Int64 { return String(integer) }
        return String(describing: id)
    }

    /// Renders `body` with every node it emits identified by `identity` (a ``ForEach`` element).
    package mutating func withElementIdentity(_ identity: String, _ body: (inout NodeSink<Action>) -> Void) {
        let saved = (elementIdentity, elementOrdinals)
        // Nested ForEach without a node in between: both identities are needed to stay unique.
        elementIdentity = saved.0.map { "\($0),\(identity)" } ?? identity
        elementOrdinals = [:]
        body(&self)
        (elementIdentity, elementOrdinals) = saved
    }

    private mutating func nextID(type: String, explicitID: String?) -> String {
        let candidate: String
        if let explicitID {
            candidate = explicitID
        } else if let elementIdentity {
            let ordinal = elementOrdinals[type, default: 0]
            elementOrdinals[type] = ordinal + 1
            let suffix = ordinal == 0 ? "" : ".\(ordinal)"
            candidate = prefix + type + "[" + elementIdentity + "]" + suffix
        } else {
            let ordinal = ordinals[type, default: 0]
            ordinals[type] = ordinal + 1
            candidate = prefix + type + "." + String(ordinal)
        }
        guard used.insert(candidate) else {
            collisions += 1
            var count = 2
            while !used.insert(candidate + "~\(count)") { count += 1 }
            return candidate + "~\(count)"
        }
        return candidate
    }

    // MARK: - Replaying a remembered render (Memoized)

    /// The place a ``Memoized`` renders at; its remembered render is looked up by the most
    /// telling part alone (no string built per row) and the whole compared.
    struct Place: Equatable {
        var parentID: String
        var elementIdentity: String?
        var explicitID: String?

        var key: String { explicitID ?? elementIdentity ?? parentID }
    }

    /// Everything besides the place that the next ids depend on.
    struct Counters: Equatable {
        var ordinals: [String: Int]
        var elementOrdinals: [String: Int]
    }

    var counters: Counters { Counters(ordinals: ordinals, elementOrdinals: elementOrdinals) }

    /// Where the next nodes render: the parent, the ``ForEach`` element and the explicit id
    /// waiting for them.
    func place(explicitID: String?) -> Place {
        Place(parentID: parentID, elementIdentity: elementIdentity, explicitID: explicitID)
    }

    /// Appends nodes rendered earlier from the same place and counters, as rendering again
    /// would: false (and nothing changed) when one of their ids is taken here already, where a
    /// render would have given it a `~n` suffix.
    mutating func replay(_ remembered: [RenderedNode<Action>], leaving after: Counters) -> Bool {
        for node in remembered where used.contains(node.id) { return false }
        for node in remembered {
            used.insert(node.id)
            nodes.append(node)
        }
        ordinals = after.ordinals
        elementOrdinals = after.elementOrdinals
        return true
    }
}

/// The ids given among one parent's children so far. A few siblings are kept in an array and
/// compared directly (most parents have a handful of children, and a set hashed every id and
/// grew its storage as they came); past `limit` they move to a set, so a long list stays linear.
struct SiblingIDs {
    private var few: [String] = []
    private var many: Set<String>?
    private static var limit: Int { 16 }

    /// Adds `id`; false when it was given already.
    @discardableResult
    mutating func insert(_ id: String) -> Bool {
        if many != nil { return many?.insert(id).inserted ?? false }
        if few.contains(id) { return false }
        if few.count < Self.limit {
            if few.isEmpty { few.reserveCapacity(8) }
            few.append(id)
        } else {
            var set = Set(few)
            set.insert(id)
            many = set
            few = []
        }
        return true
    }

    func contains(_ id: String) -> Bool {
        if let many { return many.contains(id) }
        return few.contains(id)
    }
}
