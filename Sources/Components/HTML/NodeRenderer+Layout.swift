
extension NodeRenderer {
    /// The screen; one showing a navigation stack leaves the whole screen to it.
    mutating func renderScreen(_ node: TreeNode) {
        var classes = ["screen"]
        if node.children.contains(where: { !$0.isPresentation && $0.needsNavigationBar }) { classes.append("has-bar") }
        if node.holdsNavigationStack { classes.append("has-stack") }
        var style = CSSDeclarations()
        if let action = node.bottomAction {
            bottomActionID = action.id
            style.set("--bottom-action-height", px: action.number("size") ?? 44)
        }
        writer.open("main", attributes(node, classes: classes, style: style))
        navigationTitle(of: node)
        renderChildren(node, in: .screen)
        renderDeviceChrome()
        writer.close("main")
    }

    mutating func renderStack(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let alignment = node.string("alignment") ?? "center"
        switch node.type {
        case "vstack":
            style.set("align-items", Self.horizontal(alignment))
            style.set("gap", px: node.number("spacing") ?? 8)
        case "hstack":
            style.set("align-items", Self.vertical(alignment))
            style.set("gap", px: node.number("spacing") ?? 8)
        default:
            let (horizontal, vertical) = Self.layered(alignment)
            style.set("justify-items", horizontal)
            style.set("align-items", vertical)
        }
        let childFlow: Flow = node.type == "vstack" ? .column : node.type == "hstack" ? .row : .layered
        // A row the tree calls a tab bar is drawn as one: on the bottom of the safe area.
        let classes = node.role == "tabBar" ? [node.type, "tab-bar"] : [node.type]
        renderContainer(node, attributes(node, classes: classes, style: style), childrenIn: childFlow)
    }

    mutating func renderGrid(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let columns = max(1, node.integer("columns") ?? 1)
        style.set("grid-template-columns", "repeat(\(columns),minmax(0,1fr))")
        style.set("gap", px: node.number("spacing") ?? 8)
        renderContainer(
            node, attributes(node, classes: ["grid"], style: style, extra: [("data-columns", String(columns))]), childrenIn: .grid
        )
    }

    /// A container's element around its navigation title and its children laid out in `flow`.
    mutating func renderContainer(
        _ node: TreeNode, element: String = "div", _ attributes: [(String, String?)], childrenIn flow: Flow
    ) {
        writer.open(element, attributes)
        navigationTitle(of: node)
        renderChildren(node, in: flow)
        writer.close(element)
    }

    mutating func renderSpacer(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        let minimum = node.number("minLength") ?? 0
        switch flow {
        case .row: style.set("min-width", px: minimum)
        default: style.set("min-height", px: minimum)
        }
        writer.open("div", attributes(node, classes: ["spacer"], style: style))
        writer.close("div")
    }

    mutating func renderDivider(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        let thickness = node.number("thickness") ?? 1
        if flow == .row {
            style.set("width", px: thickness)
            style.set("align-self", "stretch")
        } else {
            style.set("height", px: thickness)
            style.set("align-self", "stretch")
        }
        style.set("background", Palette.css(node.string("color") ?? "gray100"))
        writer.open("div", attributes(node, classes: ["divider"], style: style))
        writer.close("div")
    }

    /// Content pinned to an edge of the safe area (`.safeAreaInset(edge: .bottom) { … }`): a
    /// column across the view it is attached to, on that edge, in front of the screens pushed
    /// onto a stack it is attached to (as on a device, where the bar floats over every screen).
    mutating func renderSafeAreaInset(_ node: TreeNode) {
        let edge = node.string("edge") == "top" ? "top" : "bottom"
        renderContainer(node, attributes(node, classes: ["safeAreaInset", edge]), childrenIn: .column)
    }

    /// A container whose children stack in a column across its place, its type its class: a
    /// disclosure group (its header, a row with a chevron, then its content while expanded) or a
    /// tab view (the selected tab's content, then its tab bar, which is drawn on the bottom of
    /// the safe area as a row the tree calls a tab bar always is).
    mutating func renderColumnContainer(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let classes = node.bool("isExpanded") == true ? [node.type, "expanded"] : [node.type]
        renderContainer(node, attributes(node, classes: classes, style: style), childrenIn: .column)
    }

    /// A node type this renderer does not know (a plugin's own): its children in a column, inside
    /// a dashed box naming the type, so that it is seen rather than lost.
    mutating func renderUnknown(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        style.set("display", "flex")
        style.set("flex-direction", "column")
        style.set("gap", "4px")
        style.set("outline", "1px dashed " + Palette.unknownColor)
        writer.open("div", attributes(node, classes: ["unknown"], style: style, extra: [("data-unknown-type", node.type)]))
        writer.element("small", [("class", "unknown-type")], text: node.type)
        navigationTitle(of: node)
        renderChildren(node, in: .column)
        writer.close("div")
    }

    static func horizontal(_ alignment: String) -> String {
        switch alignment {
        case "leading": "flex-start"
        case "trailing": "flex-end"
        default: "center"
        }
    }

    static func vertical(_ alignment: String) -> String {
        switch alignment {
        case "top": "flex-start"
        case "bottom": "flex-end"
        case "firstTextBaseline": "baseline"
        default: "center"
        }
    }

    /// (justify-items, align-items) for a z-stack's alignment.
    static func layered(_ alignment: String) -> (String, String) {
        let horizontal = alignment.hasSuffix("eading") ? "start" : alignment.hasSuffix("railing") ? "end" : "center"
        let vertical = alignment.hasPrefix("top") ? "start" : alignment.hasPrefix("bottom") ? "end" : "center"
        return (horizontal, vertical)
    }
}
