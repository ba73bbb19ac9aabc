import Components
import JSON

// MARK: - Rows: badges, swipe actions, context menus, backgrounds

extension View {
    /// A count on a row or tab, shown as the node's `badge`.
    public func badge(_ count: Int) -> some View {
        modifier(PropertySetter(key: "badge", value: .integer(Int64(count))))
    }

    /// A text on a row or tab, shown as the node's `badge`; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(PropertySetter(key: "badge", value: .optionalString(label?.string)))
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(PropertySetter(key: "badge", value: .optionalString(key?.key)))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(PropertySetter(key: "badge", value: .optionalString(label.map { String($0) })))
    }

    /// Buttons a swipe on the row reveals, as SwiftUI's: a `swipeActions` node attached to the
    /// row with its `edge` and `allowsFullSwipe`, holding the buttons, each tappable as it is
    /// (a swipe and then a tap on a device).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing,
        allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(MenuAttachment(
            type: "swipeActions",
            properties: [("edge", .string(edge.rawValue)), ("allowsFullSwipe", .bool(allowsFullSwipe))],
            content: content()))
    }

    /// Buttons a long press on the view shows, as SwiftUI's: a `contextMenu` node attached to the
    /// view holding the items, each tappable as it is (a press and then a tap on a device).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(MenuAttachment(type: "contextMenu", properties: [], content: menuItems()))
    }

    /// A context menu with a preview; the preview is shown as the menu's `preview: "view"`.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems,
        @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(MenuAttachment(type: "contextMenu", properties: [("preview", "view")], content: menuItems()))
    }

    /// The background of the row, shown as the node's `listRowBackground` (a color's value, or
    /// `"view"` for any other view).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ViewPropertySetter(key: "listRowBackground", view: view))
    }

    /// Whether the row's separators show, as the node's `listRowSeparator`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(PropertySetter(key: "listRowSeparator", value: .string(String(describing: visibility))))
    }

    /// How scrolling dismisses the keyboard, shown as the node's `scrollDismissesKeyboard`.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(PropertySetter(key: "scrollDismissesKeyboard", value: .string(mode.name)))
    }
}

/// Attaches a node of `type` holding `content`'s nodes (a row's swipe actions, a context menu).
struct MenuAttachment: NodeModifier {
    let type: String
    let properties: [(String, JSONValue)]
    let content: any View

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.attach(type: type, role: .group, context: context.base.forChildren) { menu in
            for (key, value) in properties { menu.set(key, value, outline: true) }
            menu.children = context.renderChildren(of: menu.id, content)
        }
    }
}

/// Shows a view given to a modifier as a property: a color as its value, any other view as `"view"`.
struct ViewPropertySetter: NodeModifier {
    let key: String
    let view: (any View)?

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard let view else { return }
        if let color = view as? Color {
            StylePropertySetter(key: key, style: color).finish(&node, context)
        } else {
            node.set(key, "view", outline: true)
        }
    }
}

/// The leading or trailing edge, as SwiftUI's.
public enum HorizontalEdge: String, Hashable, Sendable {
    case leading, trailing
}

/// The top or bottom edge, as SwiftUI's.
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// How scrolling dismisses the keyboard, as SwiftUI's.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
