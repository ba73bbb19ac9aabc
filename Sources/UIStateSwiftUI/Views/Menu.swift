import Components
import JSON

// MARK: - Menu

/// A button that shows a menu of actions, as SwiftUI's `Menu("Current stack") { Button(…) … }`.
///
/// The node is a `button` with `"style": "menu"`; its content is attached as a `menu` node of the
/// buttons it holds. A headless host has no popover to open, so the menu's buttons are always in
/// the tree and each is one tap, as a picker's options are; tapping the menu's own button does
/// nothing.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        Button(action: {}, label: { label })
            .modifier(PropertySetter(key: "style", value: "menu"))
            .modifier(MenuAttachment(type: "menu", properties: [], content: content))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
