extension TreeNode {
    /// The screen's bottom call to action: a design-system button that ends the screen's column
    /// right after a spacer, the way a SwiftUI screen pushes its main button to the bottom. The
    /// column may be the root's last child or nested in it as its last child. A simplification:
    /// SwiftUI would draw it full width only with `frame(maxWidth: .infinity)` or in a
    /// `safeAreaInset(edge: .bottom)`; a screen laid out so means it as the call to action.
    var bottomAction: TreeNode? {
        let inFlow = children.filter { !NodeRenderer.isAttachment($0) }
        guard let last = inFlow.last else { return nil }
        if last.type == "vstack" { return last.bottomAction }
        guard type == "vstack", last.type == "button", !last.isPlainButton, !last.isRowAction,
              inFlow.count >= 2, inFlow[inFlow.count - 2].type == "spacer"
        else { return nil }
        return last
    }
}
