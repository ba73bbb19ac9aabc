import JSON

extension TreeNode {
    /// Whether a button is somewhere in the label, which a `<button>` element cannot hold.
    var labelHoldsButton: Bool {
        children.contains { !NodeRenderer.isAttachment($0) && ($0.type == "button" || $0.labelHoldsButton) }
    }
}

extension NodeRenderer {
    /// A SwiftUI button (`style` plain or navigationLink): its label is its children, drawn
    /// inside it. In a list row it spans the row, and a navigation link there shows its label in
    /// the primary colour with a chevron at the trailing edge. `buttonStyle` bordered puts the
    /// label on a light wash of its tint, borderedProminent on the tint itself in white; `role`
    /// destructive is red (the layer already tints the label so).
    mutating func renderPlainButton(_ node: TreeNode, in flow: Flow) {
        let isLink = node.string("style") == "navigationLink"
        // A disclosure group's header: its label in the label colour across the row, a chevron
        // at its end (pointing down while the group is expanded: `renderColumnContainer`).
        let isDisclosureHeader = node.string("style") == "disclosureHeader"
        let buttonStyle = node.string("buttonStyle")
        let inRow = flow == .list || flow == .listRow
        let tint = node.firstText?.string("foreground") ?? "primaryNormal"
        var classes = ["plainButton"]
        if isLink { classes.append("navigationLink") }
        if let buttonStyle, buttonStyle == "bordered" || buttonStyle == "borderedProminent" { classes.append(buttonStyle) }
        if let role = node.string("role") { classes.append(role) }
        if inRow { classes.append("in-row") }
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        var restyle = labelRestyle
        switch buttonStyle {
        case "bordered":
            style.set("background-color", "color-mix(in srgb," + labelRestyle.css(tint) + " 15%,transparent)")
        case "borderedProminent":
            style.set("background-color", labelRestyle.css(tint))
            restyle.colors[tint] = "#FFFFFF"
        case "plain":
            // SwiftUI's plain style leaves the label untinted.
            restyle.colors["primaryNormal"] = "var(--color-labelNormal)"
        default:
            break
        }
        if isLink, inRow { restyle.colors["primaryNormal"] = "var(--color-labelNormal)" }
        if isDisclosureHeader {
            classes.append("disclosureHeader")
            restyle.colors["primaryNormal"] = "var(--color-labelNormal)"
        }
        if node.string("style") == "tabItem" {
            // A tab bar's item: its icon over a 10-point title, the selected tab in the tint and
            // the others grey, as iOS draws them.
            classes.append("tabItem")
            let color = node.bool("selected") == true ? labelRestyle.css("primaryNormal") : "var(--page-secondaryLabel)"
            restyle.colors["primaryNormal"] = color
            restyle.colors["labelNormal"] = color
            restyle.bodyFont = (10, .medium)
        }
        // A button inside the label would end a `<button>` element early, so such a label is
        // drawn in an element that only says it is a button.
        let element = node.labelHoldsButton ? "div" : "button"
        var extra: [(String, String?)] = element == "button" ? [("type", "button")] : []
        if !node.isEnabled {
            if element == "button" { extra.append(("disabled", "")) } else { classes.append("disabled") }
        }
        writer.open(element, attributes(node, classes: classes, style: style, extra: extra))
        restyling(restyle) { renderer in
            for child in node.children where !Self.isAttachment(child) {
                renderer.render(child, in: .row)
            }
        }
        if isLink && inRow || isDisclosureHeader {
            writer.open("span", [("class", "chevron"), ("aria-hidden", "true")])
            writer.raw(SymbolIcons.svg("chevron.right") ?? SymbolIcons.fallback)
            writer.close("span")
        }
        writer.close(element)
    }

    /// A list row's delete or move button: a small icon at the row's trailing edge (its title
    /// stays the label), red for delete.
    mutating func renderRowAction(_ node: TreeNode) {
        let title = node.string("title") ?? node.label ?? ""
        let symbol = ["Delete": "trash", "Move Up": "chevron.up", "Move Down": "chevron.down"][title]
        var extra: [(String, String?)] = [("type", "button")]
        if !node.isEnabled { extra.append(("disabled", "")) }
        writer.open("button", attributes(node, classes: title == "Delete" ? ["rowAction", "destructive"] : ["rowAction"], extra: extra))
        if let symbol {
            icon(symbol, width: 18, height: 18)
        } else {
            writer.element("span", [("class", "title")], text: title)
        }
        writer.close("button")
    }

    /// A shape in its `fill` (or only outlined, in its `stroke` or `strokeBorder`, `lineWidth`
    /// wide): a circle as large as fits, centred; a capsule with round ends; a rounded rectangle
    /// with its `cornerRadius`. Like SwiftUI's shapes it fills the space offered unless framed.
    mutating func renderShape(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let kind = node.string("shape") ?? "rectangle"
        // `strokeBorder(lineWidth:)` without a style is `{"lineWidth": n}`, in the foreground.
        let border = node.properties["strokeBorder"]
        let stroke = node.string("stroke") ?? border.map { $0.stringValue ?? node.string("foreground") ?? "labelNormal" }
        let lineWidth = node.number("lineWidth") ?? border?["lineWidth"]?.doubleValue ?? 1
        let color = labelRestyle.css(stroke ?? node.string("fill") ?? "labelNormal")
        if kind == "path" {
            // An app's own shape or a `Path`: its outline is drawn inside (``pathSVG``), never a
            // box in its place (a clock's hand drawn as a frame).
        } else if stroke == nil, let gradient = gradientCSS(node.properties["fill"]) {
            style.set("background-image", gradient)
            if kind == "circle" {
                // The circle as large as fits, centred, cut from the gradient.
                style.set("mask-image", "radial-gradient(circle closest-side,#000 calc(100% - 1px),transparent 100%)")
            }
            if kind == "capsule" { style.set("border-radius", "9999px") }
            if kind == "roundedRectangle" { style.set("border-radius", px: node.number("cornerRadius") ?? 0) }
        } else if kind == "circle" {
            let ring = "transparent calc(100% - \(HTMLText.px(lineWidth + 1)))," + color + " calc(100% - \(HTMLText.px(lineWidth + 0.5)))," + color
                + " calc(100% - .5px)"
            let disc = color + " calc(100% - 1px)"
            style.set("background-image", "radial-gradient(circle closest-side," + (stroke == nil ? disc : ring) + ",transparent 100%)")
        } else {
            if stroke == nil {
                style.set("background-image", "linear-gradient(" + color + "," + color + ")")
            } else {
                style.set("box-shadow", "inset 0 0 0 " + HTMLText.px(lineWidth) + " " + color)
            }
            if kind == "capsule" { style.set("border-radius", "9999px") }
            if kind == "roundedRectangle" { style.set("border-radius", px: node.number("cornerRadius") ?? 0) }
        }
        writer.open("div", attributes(node, classes: ["shape", kind], style: style, consumes: ["cornerRadius"]))
        if kind == "path" { pathSVG(node, color: color, stroked: stroke != nil) }
        writer.close("div")
    }

    /// A gradient fill (`{"gradient": "linear"|"radial"|"angular", "colors": […]}`) as CSS. The
    /// tree keeps no start and end points, so a linear one runs top to bottom and a radial one
    /// from the centre; an angular one starts at the trailing edge and turns clockwise, as
    /// SwiftUI's (CSS's conic gradient starts at the top).
    private func gradientCSS(_ fill: JSONValue?) -> String? {
        guard let kind = fill?["gradient"]?.stringValue, let colors = fill?["colors"]?.arrayValue, !colors.isEmpty else {
            return nil
        }
        let stops = colors.map { labelRestyle.css($0.stringValue ?? "labelNormal") }.joined(separator: ",")
        switch kind {
        case "angular": return "conic-gradient(from 90deg," + stops + ")"
        case "radial": return "radial-gradient(circle closest-side," + stops + ")"
        default: return "linear-gradient(" + stops + ")"
        }
    }
}
