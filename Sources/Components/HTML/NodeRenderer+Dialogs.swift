extension NodeRenderer {
    /// A confirmation dialog, as iOS's action sheet: over the dimmed screen, at the bottom, a
    /// card with the title and message in small grey text and the buttons in large text one under
    /// another, and the cancel button in a card of its own below (CSS moves it there, so the page
    /// keeps the tree's order).
    mutating func renderConfirmationDialog(_ node: TreeNode) {
        writer.open("div", attributes(node, classes: ["alert", "confirmationDialog"], extra: [("aria-modal", "true")]))
        writer.open("div", [("class", "dialog")])
        writer.open("div", [("class", "dialog-text")])
        var title = CSSDeclarations()
        font(nil, default: Font(name: "dialogTitle", baseSize: 13, weight: .semibold), into: &title)
        writer.element("h2", [("class", "alert-title"), ("style", title.attribute)], text: node.string("title") ?? "")
        if let message = node.string("message") {
            var body = CSSDeclarations()
            font(nil, default: Font(name: "dialogMessage", baseSize: 13, weight: .regular), into: &body)
            writer.element("p", [("class", "alert-message"), ("style", body.attribute)], text: message)
        }
        writer.close("div")
        renderDialogButtons(of: node) { LabelRestyle(bodyFont: (20, $0 ? .semibold : .regular)) }
        writer.close("div")
        writer.close("div")
    }

    /// An alert's or dialog's buttons: a design-system button by its `buttonRole`, a SwiftUI one
    /// with its label restyled as the platform draws it there (`restyle` is told whether the
    /// button's role is cancel), anything else as it is.
    mutating func renderDialogButtons(of node: TreeNode, restyle: (_ isCancel: Bool) -> LabelRestyle) {
        for child in node.children {
            if child.isPlainButton {
                restyling(restyle(child.string("role") == "cancel")) { $0.render(child, in: .row) }
            } else if child.type == "button" {
                renderButton(child, in: .row, classes: [child.string("buttonRole") ?? "default"])
                renderAttachments(of: child, in: .row)
            } else {
                render(child, in: .row)
            }
        }
    }
}
