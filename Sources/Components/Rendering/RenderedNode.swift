public import JSONValue

/// One node of a rendered tree: what a client draws, finds and interacts with.
///
/// `properties` hold every resolved value, defaults included (a button shows `"size": 44` whether or
/// not the feature set it), so a client needs no knowledge of the component's defaults.
public struct RenderedNode<Action> {
    /// Stable across renders of the same structure; see ``NodeSink`` for how ids are made.
    public internal(set) var id: String
    /// The component's name in the catalogue: `text`, `button`, `vstack`, `sheet` …
    public internal(set) var type: String
    /// Resolved properties, defaults included.
    public internal(set) var properties: JSONObject = [:]
    public internal(set) var children: [RenderedNode<Action>] = []
    /// What assistive technology reads; by default the node's text or image name.
    public internal(set) var accessibilityLabel: String?
    public internal(set) var role: AccessibilityRole
    /// False when the node or an ancestor is disabled; interactions are refused.
    public internal(set) var isEnabled: Bool
    /// True when the node or an ancestor is hidden; interactions are refused.
    public internal(set) var isHidden: Bool
    /// The presentation (sheet, full-screen cover, overlay or alert) in front of this node, when one
    /// is: on a device the node cannot be reached, so user interactions are refused (−33004
    /// reason `covered`). `nil` for nodes of the frontmost presentation and for nodes with nothing
    /// in front of them.
    public internal(set) var coveredBy: NodeSummary?
    public internal(set) var interactions = NodeInteractions<Action>()
    /// The text a `text` selector matches: a text's string, a button's title, a field's text …
    public internal(set) var text: String?
    /// Property keys the text outline prints for this node, in order.
    var outlineKeys: [String] = []
    /// True for nodes that present content over the screen: sheet, full-screen cover, overlay,
    /// alert (not toasts or toolbars, which cover nothing).
    var isPresentation = false

    init(id: String, type: String, role: AccessibilityRole, isEnabled: Bool, isHidden: Bool) {
        self.id = id
        self.type = type
        self.role = role
        self.isEnabled = isEnabled
        self.isHidden = isHidden
    }

    /// Sets a property and, when `outline` is true, lists it in the text outline.
    mutating func set(_ key: String, _ value: JSONValue, outline: Bool = false) {
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

extension RenderedNode: Sendable where Action: Sendable {}
