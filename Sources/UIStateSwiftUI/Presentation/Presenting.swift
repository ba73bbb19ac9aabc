package import Components
import JSON

/// Attaches presented content (a sheet, a pushed screen, a popover) to the node that presents
/// it, as the component layer's presentations do: the presented node covers what is under it,
/// its content sees `\.dismiss` as the presentation's dismissal, and `view/dismiss` on it does
/// what the dismissal does when that is one action.
///
/// `package` for UIStateTCA's store presentations (`.sheet(store:)`, a navigation stack's
/// screens), which attach the same nodes.
package enum Presenting {
    package static func attach<Action>(
        _ kind: String,
        to node: inout RenderedNode<Action>,
        context: ViewContext<Action>,
        content: any View,
        dismiss: @escaping () -> Void
    ) {
        var inner = context.forChildren
        inner.environment.dismiss = DismissAction(dismiss)
        inner.environment.isPresented = true
        let dismissSteps: [InteractionStep<Action>] = InteractionRecorder.dryRun(dismiss)
        let dismissAction = InteractionRecorder.singleAction(of: dismissSteps)
        if let dismissAction { inner.base.environment.dismiss = dismissAction }
        let presentationKind = PresentationKind(rawValue: kind)
        node.attach(type: kind, role: .dialog, context: inner.base) { presented in
            presented.isPresentation = presentationKind != nil || kind == "navigationDestination"
            presentationKind?.setDefaults(on: &presented, dismissOnBackgroundTap: true)
            presented.interactions.dismiss = dismissAction
            if dismissAction == nil { presented.interactions.dismissSteps = dismissSteps }
            presented.children = inner.renderChildren(of: presented.id, content)
            presented.adoptPresentationOptions()
        }
    }
}

/// Presents content while a binding is true (or an item binding not `nil`).
struct PresentationModifier: NodeModifier {
    let kind: String
    let isPresented: Bool
    let content: () -> any View
    let dismiss: () -> Void

    init(kind: String, isPresented: Bool, content: @escaping () -> any View, dismiss: @escaping () -> Void) {
        self.kind = kind
        self.isPresented = isPresented
        self.content = content
        self.dismiss = dismiss
    }

    /// Presents `content(item)` while the item is there; dismissing sets it `nil`.
    init<Item, Content: View>(
        kind: String, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) {
        let value = item.wrappedValue
        self.init(
            kind: kind, isPresented: value != nil,
            content: { value.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
            dismiss: { item.wrappedValue = nil; onDismiss?() })
    }

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard isPresented else { return }
        Presenting.attach(kind, to: &node, context: context, content: content(), dismiss: dismiss)
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true; dismissing sets it false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "sheet", isPresented: isPresented.wrappedValue, content: content,
            dismiss: { isPresented.wrappedValue = false; onDismiss?() }))
    }

    /// Presents `content(item)` in a sheet while `item` is not `nil`; dismissing sets it `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(kind: "sheet", item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "fullScreenCover", isPresented: isPresented.wrappedValue, content: content,
            dismiss: { isPresented.wrappedValue = false; onDismiss?() }))
    }

    /// Presents `content(item)` over the whole screen while `item` is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(kind: "fullScreenCover", item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` in a popover, which a phone shows as a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(
            kind: "sheet", isPresented: isPresented.wrappedValue, content: content,
            dismiss: { isPresented.wrappedValue = false }))
    }
}
