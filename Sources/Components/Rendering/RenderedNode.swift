public import JSON

/// One node of a rendered tree: what a client draws, finds and interacts with.
///
/// `properties` hold every resolved value, defaults included (a button shows `"size": 44` whether or
/// not the feature set it), so a client needs no knowledge of the component's defaults.
public struct RenderedNode<Action> {
    /// Every field lives in one shared, copy-on-write box: copying a node (a memoised row
    /// replayed, a tree kept for the next diff) is one retain instead of one per field, and two
    /// nodes with the same box are equal without being read (``hasSameStorage(as:)``).
    ///
    /// Typed as its base class, which is not generic: `isKnownUniquelyReferenced` then runs
    /// specialised, where on the generic box it was a call that looked the box's metadata up at
    /// every field written while rendering. Always a `Storage`.
    private var fields: NodeFields
    /// The box, for the fields that depend on `Action`.
    private var storage: Storage {
        @inline(__always) get { unsafeDowncast(fields, to: Storage.self) }
    }

    /// Stable across renders of the same structure; see ``NodeSink`` for how ids are made.
    public package(set) var id: String {
        get { fields.id }
        _modify { makeUnique(); yield &fields.id }
    }
    /// The component's name in the catalogue: `text`, `button`, `vstack`, `sheet` …
    public package(set) var type: String {
        get { fields.type }
        _modify { makeUnique(); yield &fields.type }
    }
    /// Resolved properties, defaults included.
    public package(set) var properties: JSONObject {
        get { fields.properties }
        _modify { makeUnique(); yield &fields.properties }
    }
    public package(set) var children: [RenderedNode<Action>] {
        get { storage.children }
        _modify { makeUnique(); yield &storage.children }
    }
    /// What assistive technology reads; by default the node's text or image name.
    public package(set) var accessibilityLabel: String? {
        get { fields.accessibilityLabel }
        _modify { makeUnique(); yield &fields.accessibilityLabel }
    }
    public package(set) var role: AccessibilityRole {
        get { fields.role }
        _modify { makeUnique(); yield &fields.role }
    }
    /// False when the node or an ancestor is disabled; interactions are refused.
    public package(set) var isEnabled: Bool {
        get { fields.isEnabled }
        _modify { makeUnique(); yield &fields.isEnabled }
    }
    /// True when the node or an ancestor is hidden; interactions are refused.
    public package(set) var isHidden: Bool {
        get { fields.isHidden }
        _modify { makeUnique(); yield &fields.isHidden }
    }
    /// The presentation (sheet, full-screen cover, overlay or alert) in front of this node, when one
    /// is: on a device the node cannot be reached, so user interactions are refused (−33004
    /// reason `covered`). `nil` for nodes of the frontmost presentation and for nodes with nothing
    /// in front of them.
    public package(set) var coveredBy: NodeSummary? {
        get { fields.coveredBy }
        _modify { makeUnique(); yield &fields.coveredBy }
    }
    public package(set) var interactions: NodeInteractions<Action> {
        get { storage.interactions }
        _modify { makeUnique(); fields.mayHaveInteractions = true; yield &storage.interactions }
    }
    /// The text a `text` selector matches: a text's string, a button's title, a field's text …
    public package(set) var text: String? {
        get { fields.text }
        _modify { makeUnique(); yield &fields.text }
    }
    /// Property keys the text outline prints for this node, in order.
    package var outlineKeys: [String] {
        get { fields.outlineKeys }
        _modify { makeUnique(); yield &fields.outlineKeys }
    }
    /// True for nodes that present content over the screen: sheet, full-screen cover, overlay,
    /// alert (not toasts or toolbars, which cover nothing).
    package var isPresentation: Bool {
        get { fields.isPresentation }
        _modify { makeUnique(); yield &fields.isPresentation }
    }

    package init(id: String, type: String, role: AccessibilityRole, isEnabled: Bool, isHidden: Bool) {
        fields = Storage(id: id, type: type, role: role, isEnabled: isEnabled, isHidden: isHidden)
    }

    /// Whether a presentation covers this node: read in the box, where ``coveredBy`` copies its
    /// summary out.
    var isCovered: Bool { fields.coveredBy != nil }

    /// False when nothing ever wrote this node's interactions, so they are empty: read from the
    /// non-generic box, where `interactions` costs the generic box's field look-up and a copy.
    var mayHaveInteractions: Bool { fields.mayHaveInteractions }

    /// `body` applied to this node's interactions and `other`'s where the boxes keep them: a copy
    /// of a generic `NodeInteractions` goes through its value witnesses, field by field.
    func withInteractions<T>(
        beside other: RenderedNode<Action>,
        _ body: (borrowing NodeInteractions<Action>, borrowing NodeInteractions<Action>) -> T
    ) -> T {
        body(storage.interactions, other.storage.interactions)
    }

    /// True when both are copies of one node, never changed since: equal, subtree included,
    /// without reading them (false for equal nodes built separately).
    func hasSameStorage(as other: RenderedNode<Action>) -> Bool {
        fields === other.fields
    }

    // The check inlined and the copy out of line: only a copy needs the box's generic metadata.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&fields) { copyStorage() }
    }

    @inline(never)
    private mutating func copyStorage() {
        fields = storage.copy()
    }

    /// The box: the fields that depend on `Action`; the rest are `NodeFields`'.
    private final class Storage: NodeFields {
        @exclusivity(unchecked) var children: [RenderedNode<Action>] = []
        @exclusivity(unchecked) var interactions = NodeInteractions<Action>()

        func copy() -> Storage {
            let copy = Storage(id: id, type: type, role: role, isEnabled: isEnabled, isHidden: isHidden)
            copy.copyFields(from: self)
            copy.children = children
            copy.interactions = interactions
            return copy
        }
    }

    /// Sets a property and, when `outline` is true, lists it in the text outline.
    package mutating func set(_ key: String, _ value: JSONValue, outline: Bool = false) {
        properties[key] = value
        if outline { outlineKeys.append(key) }
    }

    /// Sets the properties of a node just made (it has none yet) in one write: a primitive's
    /// properties have distinct keys, so none is looked up, where a `set` per key scanned the keys
    /// before it (and indexed them past a dozen).
    package mutating func setProperties(_ list: NodePropertyList) {
        // Without a hash index: a field's 17 properties built one on every render (about 8k
        // instructions), for lookups that the encoder and the diff, reading by position, never make.
        properties = JSONObject(uniqueMembers: list.members, indexed: false)
        if outlineKeys.isEmpty {
            if !list.outline.isEmpty { outlineKeys = list.outline }
        } else {
            outlineKeys.append(contentsOf: list.outline)
        }
    }

    /// Calls `visit` on this node and every descendant, parents first, in document order.
    func forEachNode(depth: Int = 0, _ visit: (RenderedNode<Action>, Int) -> Void) {
        visit(self, depth)
        for child in children {
            child.forEachNode(depth: depth + 1, visit)
        }
    }

    /// The number of nodes in this subtree, itself included.
    public var subtreeCount: Int {
        children.reduce(1) { $0 + $1.subtreeCount }
    }
}

// The box is only written through `makeUnique()`, so a shared one is never changed: the node is
// a value, sendable when its actions are.
extension RenderedNode: @unchecked Sendable where Action: Sendable {}

/// A node's fields that do not depend on its `Action`, in a class that is not generic: code
/// running unspecialised (a feature's view rendered behind `any FeatureStore`) reaches them at
/// fixed offsets, where each access to a field of the generic box looked its metadata up
/// (about 340 instructions; some 100 times per render of the counter's seven nodes).
///
/// Fields of the box go unchecked for exclusivity at run time (a call of about 60 instructions
/// at every read): a box is written only through a node that holds it alone (`makeUnique()`),
/// whose own accesses the compiler checks statically, so two accesses cannot overlap.
class NodeFields {
    @exclusivity(unchecked) final var id: String
    @exclusivity(unchecked) final var type: String
    @exclusivity(unchecked) final var properties: JSONObject = [:]
    @exclusivity(unchecked) final var accessibilityLabel: String?
    @exclusivity(unchecked) final var role: AccessibilityRole
    @exclusivity(unchecked) final var isEnabled: Bool
    @exclusivity(unchecked) final var isHidden: Bool
    @exclusivity(unchecked) final var coveredBy: NodeSummary?
    @exclusivity(unchecked) final var text: String?
    @exclusivity(unchecked) final var outlineKeys: [String] = []
    @exclusivity(unchecked) final var isPresentation = false
    /// Set by any write of the interactions (which may have left them empty).
    @exclusivity(unchecked) final var mayHaveInteractions = false

    init(id: String, type: String, role: AccessibilityRole, isEnabled: Bool, isHidden: Bool) {
        self.id = id
        self.type = type
        self.role = role
        self.isEnabled = isEnabled
        self.isHidden = isHidden
    }

    final func copyFields(from other: NodeFields) {
        properties = other.properties
        accessibilityLabel = other.accessibilityLabel
        coveredBy = other.coveredBy
        text = other.text
        outlineKeys = other.outlineKeys
        isPresentation = other.isPresentation
        mayHaveInteractions = other.mayHaveInteractions
    }
}

/// A primitive's properties in the order it writes them, with the keys its outline lists, for
/// ``RenderedNode/setProperties(_:)``. Keys must be distinct.
package struct NodePropertyList {
    fileprivate var members: [JSONObject.Member] = []
    fileprivate var outline: [String] = []

    /// Room for `capacity` properties and one more, which a modifier may set on the node
    /// afterwards (`navigationTitle` on a stack): the array filled exactly was made again for it.
    package init(capacity: Int) {
        members.reserveCapacity(capacity + 1)
    }

    /// Adds a property and, when `outline` is true, lists it in the text outline.
    package mutating func add(_ key: String, _ value: JSONValue, outline: Bool = false) {
        members.append((key, value))
        if outline {
            // Room for a few at the first: grown one key at a time, a node listing two keys
            // (and a modifier's third) made the array two or three times over.
            if self.outline.isEmpty { self.outline.reserveCapacity(4) }
            self.outline.append(key)
        }
    }
}
