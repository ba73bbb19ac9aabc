public import JSON

/// One node of a rendered tree: what a client draws, finds and interacts with.
///
/// `properties` hold every resolved value, defaults included (a button shows `"size": 44` whether or
/// not the feature set it), so a client needs no knowledge of the component's defaults.
public struct RenderedNode<Action> {
    /// Every field lives in one shared, copy-on-write box: copying a node (a memoised row
    /// replayed, a tree kept for the next diff) is one retain instead of one per field, and two
    /// nodes with the same box are equal without being read (``hasSameStorage(as:)``).
    private var storage: Storage

    /// Stable across renders of the same structure; see ``NodeSink`` for how ids are made.
    public package(set) var id: String {
        get { storage.id }
        _modify { makeUnique(); yield &storage.id }
    }
    /// The component's name in the catalogue: `text`, `button`, `vstack`, `sheet` …
    public package(set) var type: String {
        get { storage.type }
        _modify { makeUnique(); yield &storage.type }
    }
    /// Resolved properties, defaults included.
    public package(set) var properties: JSONObject {
        get { storage.properties }
        _modify { makeUnique(); yield &storage.properties }
    }
    public package(set) var children: [RenderedNode<Action>] {
        get { storage.children }
        _modify { makeUnique(); yield &storage.children }
    }
    /// What assistive technology reads; by default the node's text or image name.
    public package(set) var accessibilityLabel: String? {
        get { storage.accessibilityLabel }
        _modify { makeUnique(); yield &storage.accessibilityLabel }
    }
    public package(set) var role: AccessibilityRole {
        get { storage.role }
        _modify { makeUnique(); yield &storage.role }
    }
    /// False when the node or an ancestor is disabled; interactions are refused.
    public package(set) var isEnabled: Bool {
        get { storage.isEnabled }
        _modify { makeUnique(); yield &storage.isEnabled }
    }
    /// True when the node or an ancestor is hidden; interactions are refused.
    public package(set) var isHidden: Bool {
        get { storage.isHidden }
        _modify { makeUnique(); yield &storage.isHidden }
    }
    /// The presentation (sheet, full-screen cover, overlay or alert) in front of this node, when one
    /// is: on a device the node cannot be reached, so user interactions are refused (−33004
    /// reason `covered`). `nil` for nodes of the frontmost presentation and for nodes with nothing
    /// in front of them.
    public package(set) var coveredBy: NodeSummary? {
        get { storage.coveredBy }
        _modify { makeUnique(); yield &storage.coveredBy }
    }
    public package(set) var interactions: NodeInteractions<Action> {
        get { storage.interactions }
        _modify { makeUnique(); yield &storage.interactions }
    }
    /// The text a `text` selector matches: a text's string, a button's title, a field's text …
    public package(set) var text: String? {
        get { storage.text }
        _modify { makeUnique(); yield &storage.text }
    }
    /// Property keys the text outline prints for this node, in order.
    package var outlineKeys: [String] {
        get { storage.outlineKeys }
        _modify { makeUnique(); yield &storage.outlineKeys }
    }
    /// True for nodes that present content over the screen: sheet, full-screen cover, overlay,
    /// alert (not toasts or toolbars, which cover nothing).
    package var isPresentation: Bool {
        get { storage.isPresentation }
        _modify { makeUnique(); yield &storage.isPresentation }
    }

    package init(id: String, type: String, role: AccessibilityRole, isEnabled: Bool, isHidden: Bool) {
        storage = Storage(id: id, type: type, role: role, isEnabled: isEnabled, isHidden: isHidden)
    }

    /// True when both are copies of one node, never changed since: equal, subtree included,
    /// without reading them (false for equal nodes built separately).
    func hasSameStorage(as other: RenderedNode<Action>) -> Bool {
        storage === other.storage
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    private final class Storage {
        var id: String
        var type: String
        var properties: JSONObject = [:]
        var children: [RenderedNode<Action>] = []
        var accessibilityLabel: String?
        var role: AccessibilityRole
        var isEnabled: Bool
        var isHidden: Bool
        var coveredBy: NodeSummary?
        var interactions = NodeInteractions<Action>()
        var text: String?
        var outlineKeys: [String] = []
        var isPresentation = false

        init(id: String, type: String, role: AccessibilityRole, isEnabled: Bool, isHidden: Bool) {
            self.id = id
            self.type = type
            self.role = role
            self.isEnabled = isEnabled
            self.isHidden = isHidden
        }

        func copy() -> Storage {
            let copy = Storage(id: id, type: type, role: role, isEnabled: isEnabled, isHidden: isHidden)
            copy.properties = properties
            copy.children = children
            copy.accessibilityLabel = accessibilityLabel
            copy.coveredBy = coveredBy
            copy.interactions = interactions
            copy.text = text
            copy.outlineKeys = outlineKeys
            copy.isPresentation = isPresentation
            return copy
        }
    }

    /// Sets a property and, when `outline` is true, lists it in the text outline.
    package mutating func set(_ key: String, _ value: JSONValue, outline: Bool = false) {
        properties[key] = value
        if outline { outlineKeys.append(key) }
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
