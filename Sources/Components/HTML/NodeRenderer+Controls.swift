
extension NodeRenderer {
    /// A text, in its font and colour as the label restyle around it changes them; SwiftUI's
    /// `italic`, `strikethrough`, `underline` and `monospacedDigit` as CSS says them.
    mutating func renderText(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        textFont(node.properties["font"], into: &style)
        style.set("color", labelRestyle.css(node.string("foreground") ?? "labelNormal"))
        let alignment = node.string("alignment") ?? "leading"
        if alignment != "leading" { style.set("text-align", alignment == "center" ? "center" : "right") }
        if node.bool("italic") == true { style.set("font-style", "italic") }
        let lines = [(node.bool("underline"), "underline"), (node.bool("strikethrough"), "line-through")]
            .filter { $0.0 == true }.map(\.1)
        if !lines.isEmpty { style.set("text-decoration", lines.joined(separator: " ")) }
        if node.bool("monospacedDigit") == true { style.set("font-variant-numeric", "tabular-nums") }
        if labelRestyle.uppercase { style.set("text-transform", "uppercase") }
        var classes = ["text"]
        if let lines = node.integer("lineLimit"), lines > 0 {
            classes.append("clamped")
            style.set("-webkit-line-clamp", String(lines))
        }
        writer.element("div", attributes(node, classes: classes, style: style), text: node.string("text") ?? "")
    }

    /// A symbol by its `systemName`; an asset image (`name`) draws the placeholder with its name.
    mutating func renderImage(_ node: TreeNode, in flow: Flow) {
        let name = node.string("systemName") ?? node.string("name") ?? ""
        let size = node.number("size") ?? 24
        var style = CSSDeclarations()
        style.set("width", px: size)
        style.set("height", px: size)
        style.set("color", labelRestyle.css(node.string("foreground") ?? "labelNeutral"))
        let icon = SymbolIcons.svg(name)
        writer.open(
            "span",
            attributes(
                node,
                classes: icon == nil ? ["image", "missing"] : ["image"],
                style: style,
                extra: [("data-symbol", name), ("data-missing-symbol", icon == nil ? name : nil)]
            )
        )
        writer.raw(icon ?? SymbolIcons.fallback)
        writer.close("span")
    }

    /// A button in its layout: `size` is an icon-only button's diameter and the others' least
    /// height; the icon is `iconWidth` × `iconHeight`; the background is `glassTint` (the
    /// background, or the tint a button without the interactive effect shows).
    mutating func renderButton(_ node: TreeNode, in flow: Flow, classes extraClasses: [String] = []) {
        let layout = node.string("layout") ?? "titleOnly"
        let isSideButton = node.properties["size"] == nil && layout == "iconOnly"
        let size = node.number("size") ?? (isSideButton ? 24 : 44)
        var style = CSSDeclarations()
        if layout == "iconOnly" {
            style.set("width", px: size)
            style.set("height", px: size)
        } else {
            style.set("min-height", px: size)
            style.set("min-width", px: size)
        }
        if let foreground = node.string("foreground") { style.set("color", Palette.css(foreground)) }
        var classes = [layout] + extraClasses
        if let background = node.string("glassTint") ?? node.string("background"), background != "clear" {
            style.set("background", Palette.css(background))
        } else {
            classes.append("clear")
        }
        if node.id == bottomActionID { classes.append("bottom-action") }
        if node.properties["font"] != nil { font(node.properties["font"], default: .bodyMedium16, into: &style) }
        var extra: [(String, String?)] = [("type", "button")]
        if !node.isEnabled { extra.append(("disabled", "")) }
        if let image = node.string("image") { extra.append(("data-symbol", image)) }
        writer.open("button", attributes(node, classes: classes, style: style, consumes: ["background"], extra: extra))
        let image = node.string("image")
        let title = node.string("title")
        if layout == "iconTrailing", let title { writer.element("span", [("class", "title")], text: title) }
        if let image {
            let iconSize = node.number("iconSize") ?? (isSideButton ? 20 : 18)
            icon(image, width: node.number("iconWidth") ?? iconSize, height: node.number("iconHeight") ?? iconSize)
        }
        if layout != "iconTrailing", layout != "iconOnly", let title {
            writer.element("span", [("class", "title")], text: title)
        }
        writer.close("button")
    }

    /// A decorative icon inside a control; the control carries the label.
    mutating func icon(_ name: String, width: Double, height: Double) {
        var style = CSSDeclarations()
        style.set("width", px: width)
        style.set("height", px: height)
        let svg = SymbolIcons.svg(name)
        writer.open(
            "span",
            [
                ("class", svg == nil ? "icon missing" : "icon"), ("aria-hidden", "true"),
                ("data-missing-symbol", svg == nil ? name : nil), ("style", style.attribute),
            ]
        )
        writer.raw(svg ?? SymbolIcons.fallback)
        writer.close("span")
    }

    /// Title above, the bordered box with the text (or placeholder) and the side button, the error
    /// message below.
    ///
    /// In a list row a field of the standard style has no box, as iOS draws a list's fields.
    mutating func renderTextField(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let text = node.string("text") ?? ""
        let placeholder = node.string("placeholder") ?? ""
        let boxless = listRowDepth > 0 && (node.string("style") ?? "standard") == "standard"
        writer.open(
            "div",
            attributes(
                node, classes: ["textField"], style: style, consumes: ["padding", "cornerRadius", "background"],
                extra: [
                    ("data-focused", node.bool("focused") == true ? "true" : nil),
                    ("data-error", node.bool("isError") == true ? "true" : nil),
                ]
            )
        )
        if let title = node.string("title") { writer.element("label", [("class", "field-title")], text: title) }
        var box = CSSDeclarations()
        box.set("border-width", px: boxless ? 0 : node.number("borderWidth") ?? 1)
        box.set("border-color", Palette.css(node.string("borderColor") ?? "gray400"))
        box.set("border-radius", px: node.number("cornerRadius") ?? 8)
        box.set("padding", px: boxless ? 0 : node.number("padding") ?? 12)
        box.set("background", Palette.css(node.string("background") ?? "clear"))
        let focused = node.bool("focused") == true && node.bool("isError") != true
        writer.open("div", [("class", focused ? "field-box focused" : "field-box"), ("style", box.attribute)])
        var input = CSSDeclarations()
        font(node.properties["font"], default: .bodyRegular16, into: &input)
        if !text.isEmpty { input.set("color", Palette.css(node.string("textColor") ?? "labelNormal")) }
        writer.element(
            "span",
            [("class", text.isEmpty ? "field-input placeholder" : "field-input"), ("style", input.attribute)],
            // A secure field (SwiftUI's SecureField) shows a dot for each character.
            text: text.isEmpty ? placeholder : node.bool("secure") == true ? String(repeating: "•", count: text.count) : text
        )
        // Its side button; a row action (`onDelete`) is drawn beside the row, not in the field.
        for child in node.children where child.type == "button" && !child.isRowAction {
            render(child, in: .row)
        }
        writer.close("div")
        if node.bool("isError") == true, let message = node.string("errorMessage") {
            writer.element("p", [("class", "field-error")], text: message)
        }
        writer.close("div")
    }

    mutating func renderToggle(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let isOn = node.bool("isOn") == true
        writer.open(
            "div",
            attributes(node, classes: isOn ? ["toggle", "on"] : ["toggle"], style: style, extra: [("aria-checked", isOn ? "true" : "false")])
        )
        var title = CSSDeclarations()
        font(nil, default: .bodyRegular16, into: &title)
        writer.element("span", [("class", "toggle-title"), ("style", title.attribute)], text: node.string("title") ?? "")
        var track = CSSDeclarations()
        if isOn { track.set("background", Palette.css(node.string("tint") ?? "primaryNormal")) }
        writer.open("span", [("class", "track"), ("aria-hidden", "true"), ("style", track.attribute)])
        writer.raw(#"<span class="knob"></span>"#)
        writer.close("span")
        writer.close("div")
    }
}
