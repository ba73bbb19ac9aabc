import Components
import JSON

// MARK: - Toolbars

/// An item of a toolbar, as SwiftUI's `ToolbarItem(placement:) { … }`.
public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View {
        content.modifier(PropertySetter(key: "toolbarPlacement", value: .string(placement.name)))
    }
}

/// Several toolbar items in one place, as SwiftUI's `ToolbarItemGroup`: each is placed as the
/// group says.
public typealias ToolbarItemGroup = ToolbarItem

/// Where a toolbar item goes, as SwiftUI's.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// Attaches a `toolbar` node with the items as its children.
struct ToolbarModifier: NodeModifier {
    let content: any View

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.attach(type: "toolbar", role: .toolbar, context: context.base.forChildren) { toolbar in
            toolbar.set("placement", "navigationBar", outline: true)
            toolbar.children = context.renderChildren(of: toolbar.id, content)
        }
    }
}

extension View {
    /// Items in the navigation bar or the bottom bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content()))
    }

    /// The older spelling: items at the leading and trailing ends of the navigation bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ToolbarModifier(content: TupleView([
            leading.modifier(PropertySetter(key: "toolbarPlacement", value: "navigationBarLeading")),
            trailing.modifier(PropertySetter(key: "toolbarPlacement", value: "navigationBarTrailing")),
        ])))
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarModifier(content: leading.modifier(PropertySetter(key: "toolbarPlacement", value: "navigationBarLeading"))))
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarModifier(content: trailing.modifier(PropertySetter(key: "toolbarPlacement", value: "navigationBarTrailing"))))
    }
}
