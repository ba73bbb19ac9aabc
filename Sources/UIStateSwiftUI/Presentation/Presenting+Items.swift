// MARK: - Presenting an item: pushed, or in a popover

extension View {
    /// Pushes `destination(item)` while `item` is not `nil`, as SwiftUI's
    /// `navigationDestination(item:destination:)`; popping sets it `nil`. TCA 1.7 drives it with
    /// `$store.scope(state: \.destination?.detail, action: \.destination.detail)`.
    public func navigationDestination<Item, Destination: View>(
        item: Binding<Item?>,
        @ViewBuilder destination: @escaping (Item) -> Destination
    ) -> some View {
        let shown = item.wrappedValue
        return navigationDestination(
            isPresented: Binding(get: { shown != nil }, set: { isPresented in if !isPresented { item.wrappedValue = nil } }),
            destination: { shown.map(destination) })
    }

    /// Presents `content(item)` in a popover while `item` is not `nil`, which a phone shows as a
    /// sheet; dismissing sets it `nil`.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(kind: "sheet", item: item, onDismiss: nil, content: content))
    }
}
