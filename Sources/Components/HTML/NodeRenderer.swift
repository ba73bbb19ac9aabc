import JSON

/// Writes the elements for a tree's nodes, one element per node (plus decorative helpers that
/// carry no node id), in the tree's order.
struct NodeRenderer {
    let environment: PageEnvironment
    /// The device whose status bar and home indicator the screen shows, if any.
    var device: Device?
    var writer: HTMLWriter
    /// How the control being drawn restyles the texts and images of its label.
    var labelRestyle = LabelRestyle()
    /// The nodes whose `navigationTitle` a navigation bar already shows, so they draw no title.
    var titlesInBars: Set<String> = []
    /// The screens of the navigation stacks being drawn, innermost last, for a pushed screen's
    /// back button and title mode.
    var navigationScreens: [NavigationScreen] = []
    /// The list row whose row actions are written beside its element rather than inside it.
    var rowWithActionsBeside: String?
    /// How many list rows are being drawn around the current node.
    var listRowDepth = 0
    /// The screen's width in points, for what gives way when the bar is too narrow.
    var screenWidth: Double = 390
    /// The screen's bottom call to action, drawn across the screen on the safe area.
    var bottomActionID: String?
    /// The title the bar of the screen being drawn shows, for its back button.
    var barTitle: String?

    mutating func render(_ node: TreeNode, in flow: Flow) {
        switch node.type {
        case "root": renderScreen(node)
        case "vstack", "hstack", "zstack": renderStack(node, in: flow)
        case "grid": renderGrid(node, in: flow)
        case "list": renderList(node, in: flow)
        case "section": renderSection(node, in: flow)
        case "sectionHeader", "sectionFooter": renderSectionCaption(node)
        case "scrollView": renderScrollView(node, in: flow)
        case "navigationStack": renderNavigationStack(node, in: flow)
        case "navigationDestination": renderNavigationDestination(node)
        case "shape": renderShape(node, in: flow)
        case "text": renderText(node, in: flow)
        case "image": renderImage(node, in: flow)
        case "button" where node.isPlainButton: renderPlainButton(node, in: flow)
        case "button" where node.isRowAction: renderRowAction(node)
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
        case "safeAreaInset": renderSafeAreaInset(node)
        case "disclosureGroup", "tabView": renderColumnContainer(node, in: flow)
        case "picker": renderPicker(node, in: flow)
        case "slider": renderSlider(node, in: flow)
        case "stepper": renderStepper(node, in: flow)
        case "progressView": renderProgressView(node, in: flow)
        default: renderUnknown(node, in: flow)
        }
        if Self.leafTypes.contains(node.type) { renderAttachments(of: node, in: flow) }
    }

    /// Nodes whose element holds no other node's element. What is attached to them (a toolbar,
    /// toast, alert or presentation) is written right after them instead: inside a `<button>` it
    /// would be invalid markup that browsers re-nest, and it is positioned over the screen anyway.
    static let leafTypes: Set<String> = ["text", "image", "button", "textField", "toggle", "spacer", "divider", "shape"]

    /// The children of a leaf node, written after it; a text field's side button is drawn inside
    /// the field and a plain button's label inside the button, so neither is repeated here, and a
    /// list row's actions are written by its row.
    mutating func renderAttachments(of node: TreeNode, in flow: Flow) {
        for child in node.children where !(node.type == "textField" && child.type == "button" && !child.isPresentation) {
            if node.isPlainButton, !Self.isAttachment(child) { continue }
            if isWrittenBesideRow(child, of: node) { continue }
            render(child, in: flow)
        }
    }

    mutating func renderChildren(_ node: TreeNode, in flow: Flow) {
        for child in node.children where !isWrittenBesideRow(child, of: node) {
            render(child, in: flow)
        }
    }

    /// What sits beside a node rather than in its flow: presentations, toolbars and a row's
    /// delete and move buttons.
    static func isAttachment(_ node: TreeNode) -> Bool {
        node.isPresentation || node.type == "toolbar" || node.isRowAction
    }

    /// Whether `child` is a row action of the list row being drawn, written after the row's element.
    private func isWrittenBesideRow(_ child: TreeNode, of node: TreeNode) -> Bool {
        child.isRowAction && node.id == rowWithActionsBeside
    }

    /// Draws with `restyle` applied to labels, then restores the one before.
    mutating func restyling(_ restyle: LabelRestyle, _ draw: (inout NodeRenderer) -> Void) {
        let saved = labelRestyle
        labelRestyle = restyle
        draw(&self)
        labelRestyle = saved
    }

    // MARK: - Common attributes

    /// The attributes every node's element carries, in a fixed order: class, the node's id, type
    /// and role, the ARIA role and label, disabled and hidden marks, the interactions the node
    /// accepts (`data-interactions`, names sorted and space-separated, so `[data-interactions~=tap]`
    /// selects what a tap reaches), the covering presentation (`data-covered-by`; `inert` and
    /// `aria-hidden` where everything in the element is covered, as nothing under a presentation can
    /// be reached on a device), then the inline style.
    ///
    /// The SwiftUI layer's layout modifiers (``modifiers(of:except:into:)``) follow the node's own
    /// style, except the properties in `consumes`, which the node's renderer draws itself. A
    /// toolbar item says where it goes in `data-placement`.
    func attributes(
        _ node: TreeNode,
        classes: [String],
        ariaRole: String? = nil,
        style: CSSDeclarations = CSSDeclarations(),
        consumes: Set<String> = [],
        extra: [(String, String?)] = []
    ) -> [(String, String?)] {
        var style = style
        Self.modifiers(of: node, except: consumes, into: &style)
        // A subtree in another color scheme than the page's (`.environment(\.colorScheme, .dark)`)
        // redefines the palette's custom properties for everything inside it.
        if let scheme = node.string("colorScheme").flatMap(ColorScheme.init(rawValue:)), scheme != environment.colorScheme {
            for declaration in Palette.customProperties(scheme).split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                style.set(String(declaration[..<colon]), String(declaration[declaration.index(after: colon)...]))
            }
            // The text colour inherited from the body was computed from the page's palette.
            style.set("color", "var(--color-labelNormal)")
        }
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
        if node.properties["toolbarPlacement"] != nil { list.append(("data-placement", ToolbarItemPosition(of: node).rawValue)) }
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
        case .column, .screen, .navigationContent:
            if node.fillsWidth { style.set("align-self", "stretch") }
            if node.fillsHeight { style.set("flex-grow", "1") }
        case .row, .listRow:
            if node.fillsWidth { style.set("flex", "1 1 0") }
            if node.fillsHeight { style.set("align-self", "stretch") }
        case .layered:
            if node.fillsWidth { style.set("justify-self", "stretch") }
            if node.fillsHeight { style.set("align-self", "stretch") }
        case .grid, .list:
            break
        }
    }

    // MARK: - Fonts and colours

    /// `font-size` and `font-weight` from a node's `font` property (its size is already scaled
    /// for the dynamic type size); a token name alone is scaled here with the same table.
    func font(_ value: JSONValue?, default token: Font, into style: inout CSSDeclarations) {
        let (size, weight) = resolvedFont(value, default: token)
        style.set("font-size", px: size)
        style.set("font-weight", Self.cssWeight(weight))
    }

    private func resolvedFont(_ value: JSONValue?, default token: Font) -> (size: Double, weight: Font.Weight) {
        let token = value?["name"]?.stringValue.flatMap(Font.named) ?? token
        let size = value?["size"]?.doubleValue ?? Double(token.size(at: environment.dynamicTypeSize))
        let weight = value?["weight"]?.stringValue.flatMap(Font.Weight.init(rawValue:)) ?? token.weight
        return (size, weight)
    }

    /// A text's font, with the label restyle's replacements: SwiftUI's default `body` font by the
    /// restyle's (scaled for the text size), any weight by the restyle's.
    func textFont(_ value: JSONValue?, into style: inout CSSDeclarations) {
        var (size, weight) = resolvedFont(value, default: .bodyRegular16)
        if let replacement = labelRestyle.bodyFont, value?["name"]?.stringValue == "body" {
            size = Double(Font(name: "body", baseSize: replacement.size, weight: replacement.weight).size(at: environment.dynamicTypeSize))
            weight = replacement.weight
        }
        if let override = labelRestyle.weight { weight = override }
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
        guard let title = node.string("navigationTitle"), !titlesInBars.contains(node.id) else { return }
        barTitle = title
        writer.element("h1", [("class", "nav-title")], text: title)
    }
}
