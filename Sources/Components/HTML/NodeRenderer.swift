import JSON

/// Writes the elements for a tree's nodes, one element per node (plus decorative helpers that
/// carry no node id), in the tree's order.
struct NodeRenderer {
    let environment: PageEnvironment
    var writer: HTMLWriter

    mutating func render(_ node: TreeNode, in flow: Flow) {
        switch node.type {
        case "root": renderScreen(node)
        case "vstack", "hstack", "zstack": renderStack(node, in: flow)
        case "grid": renderGrid(node, in: flow)
        case "list": renderList(node, in: flow)
        case "text": renderText(node, in: flow)
        case "image": renderImage(node, in: flow)
        case "button": renderButton(node, in: flow)
        case "textField": renderTextField(node, in: flow)
        case "toggle": renderToggle(node, in: flow)
        case "spacer": renderSpacer(node, in: flow)
        case "divider": renderDivider(node, in: flow)
        case "toast": renderToast(node)
        case "alert": renderAlert(node)
        case "overlay": renderOverlay(node)
        case "sheet", "fullScreenCover": renderCover(node)
        case "toolbar": renderToolbar(node)
        default: renderUnknown(node, in: flow)
        }
        if Self.leafTypes.contains(node.type) { renderAttachments(of: node, in: flow) }
    }

    /// Nodes whose element holds no other node's element. What is attached to them (a toolbar,
    /// toast, alert or presentation) is written right after them instead: inside a `<button>` it
    /// would be invalid markup that browsers re-nest, and it is positioned over the screen anyway.
    static let leafTypes: Set<String> = ["text", "image", "button", "textField", "toggle", "spacer", "divider"]

    /// The children of a leaf node, written after it; a text field's side button is drawn inside
    /// the field, so it is not repeated here.
    mutating func renderAttachments(of node: TreeNode, in flow: Flow) {
        for child in node.children where !(node.type == "textField" && child.type == "button" && !child.isPresentation) {
            render(child, in: flow)
        }
    }

    mutating func renderChildren(_ node: TreeNode, in flow: Flow) {
        for child in node.children {
            render(child, in: flow)
        }
    }

    // MARK: - Common attributes

    /// The attributes every node's element carries, in a fixed order: class, the node's id, type
    /// and role, the ARIA role and label, disabled and hidden marks, the interactions the node
    /// accepts (`data-interactions`, names sorted and space-separated, so `[data-interactions~=tap]`
    /// selects what a tap reaches), the covering presentation (`data-covered-by`; `inert` and
    /// `aria-hidden` where everything in the element is covered, as nothing under a presentation can
    /// be reached on a device), then the inline style.
    func attributes(
        _ node: TreeNode,
        classes: [String],
        ariaRole: String? = nil,
        style: CSSDeclarations = CSSDeclarations(),
        extra: [(String, String?)] = []
    ) -> [(String, String?)] {
        var style = style
        if node.isHidden { style.set("visibility", "hidden") }
        var list: [(String, String?)] = [
            ("class", classes.joined(separator: " ")),
            ("data-node-id", node.id),
            ("data-type", node.type),
            ("data-role", node.role),
            ("role", ariaRole ?? Self.ariaRole(for: node.role)),
            ("aria-label", node.label),
            ("aria-disabled", node.isEnabled ? nil : "true"),
            ("data-tappable", node.isTappable && node.isEnabled ? "true" : nil),
            ("data-hidden", node.isHidden ? "true" : nil),
            ("data-interactions", node.interactionNames.isEmpty ? nil : node.interactionNames.joined(separator: " ")),
            ("data-covered-by", node.coveredBy),
        ]
        if node.isEntirelyCovered {
            list += [("inert", ""), ("aria-hidden", "true")]
        }
        list += extra
        list.append(("style", style.attribute))
        return list
    }

    /// The ARIA role for a tree role, where ARIA has one.
    static func ariaRole(for role: String) -> String? {
        switch role {
        case "group": "group"
        case "image": "img"
        case "button": "button"
        case "textField": "textbox"
        case "toggle": "switch"
        case "list": "list"
        case "grid": "grid"
        case "separator": "separator"
        case "status": "status"
        case "alert": "alertdialog"
        case "dialog": "dialog"
        case "toolbar": "toolbar"
        case "screen": "main"
        default: nil
        }
    }

    /// How a child fills the parent's flow: stretched across a column, growing along a row.
    static func fill(_ node: TreeNode, in flow: Flow, into style: inout CSSDeclarations) {
        switch flow {
        case .column, .screen:
            if node.fillsWidth { style.set("align-self", "stretch") }
            if node.fillsHeight { style.set("flex-grow", "1") }
        case .row:
            if node.fillsWidth { style.set("flex", "1 1 0") }
            if node.fillsHeight { style.set("align-self", "stretch") }
        case .layered, .grid, .list:
            break
        }
    }

    // MARK: - Fonts and colours

    /// `font-size` and `font-weight` from a node's `font` property (its size is already scaled
    /// for the dynamic type size); a token name alone is scaled here with the same table.
    func font(_ value: JSONValue?, default token: Font, into style: inout CSSDeclarations) {
        let token = value?["name"]?.stringValue.flatMap(Font.named) ?? token
        let size = value?["size"]?.doubleValue ?? Double(token.size(at: environment.dynamicTypeSize))
        let weight = value?["weight"]?.stringValue.flatMap(Font.Weight.init(rawValue:)) ?? token.weight
        style.set("font-size", px: size)
        style.set("font-weight", Self.cssWeight(weight))
    }

    static func cssWeight(_ weight: Font.Weight) -> String {
        switch weight {
        case .regular: "400"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        }
    }

    /// The `navigationTitle` a node carries, drawn in the bar of the screen around it.
    mutating func navigationTitle(of node: TreeNode) {
        guard let title = node.string("navigationTitle") else { return }
        writer.element("h1", [("class", "nav-title")], text: title)
    }
}
