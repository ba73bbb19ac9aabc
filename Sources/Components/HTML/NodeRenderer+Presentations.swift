
extension NodeRenderer {
    /// Floats over the screen (or the presentation it is in), at the bottom unless `top`.
    mutating func renderToast(_ node: TreeNode) {
        var style = CSSDeclarations()
        style.set("background", Palette.css(node.string("background") ?? "labelNeutral"))
        style.set("color", Palette.css(node.string("foreground") ?? "white"))
        font(node.properties["font"], default: .bodyMedium14, into: &style)
        let position = node.string("position") ?? "bottom"
        writer.open("div", attributes(node, classes: ["toast", position], style: style, consumes: ["background"]))
        if let icon = node.string("icon") { self.icon(icon, width: 18, height: 18) }
        writer.element("span", [("class", "toast-message")], text: node.string("message") ?? "")
        renderChildren(node, in: .row)
        writer.close("div")
    }

    /// A card over the dimmed screen: title, message, then the buttons side by side when there
    /// are two, stacked otherwise, as the platform lays them out.
    mutating func renderAlert(_ node: TreeNode) {
        if node.string("style") == "confirmationDialog" {
            renderConfirmationDialog(node)
            return
        }
        writer.open("div", attributes(node, classes: ["alert"], extra: [("aria-modal", "true")]))
        writer.open("div", [("class", "alert-card")])
        writer.open("div", [("class", "alert-text")])
        var title = CSSDeclarations()
        font(nil, default: .headlineSemibold17, into: &title)
        writer.element("h2", [("class", "alert-title"), ("style", title.attribute)], text: node.string("title") ?? "")
        if let message = node.string("message") {
            var body = CSSDeclarations()
            font(nil, default: .bodyRegular14, into: &body)
            writer.element("p", [("class", "alert-message"), ("style", body.attribute)], text: message)
        }
        writer.close("div")
        let buttons = node.children.filter { $0.type == "button" }
        writer.open("div", [("class", buttons.count == 2 ? "alert-buttons" : "alert-buttons stacked")])
        renderDialogButtons(of: node) { LabelRestyle(weight: $0 ? .semibold : nil) }
        writer.close("div")
        writer.close("div")
        writer.close("div")
    }

    /// The overlay node is the dimmed screen; its content sits in a centred card.
    mutating func renderOverlay(_ node: TreeNode) {
        var style = CSSDeclarations()
        style.set("background", Palette.css(node.string("dimColor") ?? "dim"))
        writer.open(
            "div",
            attributes(
                node, classes: ["overlay"], style: style, consumes: ["cornerRadius"],
                extra: [("aria-modal", "true"), ("data-dismiss-on-background-tap", node.bool("dismissOnBackgroundTap") == false ? "false" : "true")]
            )
        )
        var card = CSSDeclarations()
        card.set("border-radius", px: node.number("cornerRadius") ?? 16)
        let needsBar = node.children.contains(where: \.needsNavigationBar)
        writer.open("div", [("class", needsBar ? "card has-bar" : "card"), ("style", card.attribute)])
        renderChildren(node, in: .column)
        writer.close("div")
        writer.close("div")
    }

    /// A sheet rises from the bottom over a lightly dimmed screen, as high as its detent takes it
    /// (`large` to below the status bar, `medium` to half the screen, `fraction(f)` to that share
    /// of it, `height(h)` h points); a full-screen cover replaces the screen.
    mutating func renderCover(_ node: TreeNode) {
        var classes = [node.type]
        if node.children.contains(where: \.needsNavigationBar) { classes.append("has-bar") }
        if node.holdsNavigationStack { classes.append("has-stack") }
        if node.type == "sheet", node.bool("dragIndicator") != false { classes.append("drag-indicator") }
        var style = CSSDeclarations()
        if node.type == "sheet", let top = Self.top(ofDetent: node.string("detent")) { style.set("top", top) }
        writer.open(
            "div",
            attributes(node, classes: classes, style: style, extra: [("aria-modal", "true"), ("data-detent", node.string("detent"))])
        )
        // A presentation has a bar of its own: the screen's title behind it does not count there.
        let screenTitle = barTitle
        barTitle = nil
        renderChildren(node, in: .column)
        barTitle = screenTitle
        writer.close("div")
    }

    /// Where a sheet at `detent` starts, from the screen's top; nil for `large` (the stylesheet's
    /// top, below the status bar) and for a detent not known.
    static func top(ofDetent detent: String?) -> String? {
        guard let detent else { return nil }
        if detent == "medium" { return "50%" }
        func number(in prefix: String) -> Double? {
            guard detent.hasPrefix(prefix + "("), detent.hasSuffix(")") else { return nil }
            return Double(detent.dropFirst(prefix.count + 1).dropLast())
        }
        if let share = number(in: "fraction"), share > 0, share <= 1 { return HTMLText.number((1 - share) * 100) + "%" }
        if let height = number(in: "height"), height > 0 { return "calc(100% - " + HTMLText.px(height) + ")" }
        return nil
    }

    /// Placed in the navigation bar of the screen or presentation around it (or along the bottom).
    mutating func renderToolbar(_ node: TreeNode) {
        if node.hasPlacedItems {
            renderPlacedToolbar(node)
            return
        }
        let placement = node.string("placement") ?? "topBarTrailing"
        var classes = ["toolbar", placement]
        // The label gives way to its icon only: a button with no image keeps its text.
        let buttons = node.children.filter { $0.type == "button" }
        if placement == "topBarLeading", let barTitle, !buttons.isEmpty, buttons.allSatisfy({ $0.string("image") != nil }),
           !BarTitleFit.fits(barTitle, environment: environment, screenWidth: screenWidth) {
            classes.append("gives-way")
        }
        writer.open("div", attributes(node, classes: classes))
        renderChildren(node, in: .row)
        writer.close("div")
    }
}
