package import Components
import JSON

// MARK: - Navigation containers

/// A stack of screens, as SwiftUI's `NavigationStack` (and the older `NavigationView`): a
/// `navigationStack` node around its root screen.
///
/// Where no view above sets `\.editMode`, the stack keeps an edit mode of its own as view state
/// (inactive at first), as a navigation container does on iOS, so an ``EditButton`` in its
/// toolbar turns editing on and off for the screens in it.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    var path: PathAccess?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// The root screen, then each pushed value as a `navigationDestination` node over the one
    /// before, drawn by the destination its type registered; dismissing one pops back to it.
    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var inner = context
        let destinations = NavigationDestinations()
        destinations.push = path?.push
        inner.environment[NavigationDestinationsKey.self] = destinations
        inner.environment.isInNavigationStack = true
        var node = sink.makeNode(type: "navigationStack", role: .group, context: inner.base)
        if inner.environment.editMode == nil {
            let location = StateLocation<EditMode>(initial: .inactive)
            location.attach(to: context.storage, key: node.id + ".editMode")
            inner.environment.editMode = location.binding
        }
        node.children = inner.renderChildren(of: node.id, root)
        if let path {
            for (depth, value) in path.values().enumerated() {
                guard let draw = destinations.byType[ObjectIdentifier(type(of: value.base))], let screen = draw(value) else {
                    continue
                }
                Presenting.attach(
                    "navigationDestination", to: &node, context: inner, content: screen,
                    dismiss: { path.popTo(depth) })
            }
        }
        sink.append(node)
    }
}

/// The older spelling of ``NavigationStack``.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { NavigationStack { content } }
}

extension View {
    /// The navigation view's style; a headless host draws one stack of screens.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A style of ``NavigationView``, as SwiftUI's: `.navigationViewStyle(.stack)`.
public protocol NavigationViewStyle {}

/// The navigation view style SwiftUI names `.stack`.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The navigation view style SwiftUI names `.columns`; a headless host shows one column.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// The navigation view style SwiftUI names `.automatic`.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

/// A button that pushes a screen, as SwiftUI's `NavigationLink(destination:label:)`.
///
/// The node is a `button` with `"style": "navigationLink"`; a tap pushes the destination, kept
/// as view state of the link (as SwiftUI keeps it), and the destination is then shown as a
/// `navigationDestination` node attached to the link, with a `dismiss` that pops it.
public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: Destination
    let label: Label
    var value: AnyHashable?
    /// True for `NavigationLink(value:)`: the link pushes its value onto the stack's path, and
    /// cannot be tapped while the value is `nil`, as in SwiftUI.
    var isValueLink = false
    /// The binding that pushes the destination, when the app drives it; else the link's own state.
    var isActive: Binding<Bool>?
    /// True for a link whose push a store's stack around it gives (TCA's `NavigationLink(state:)`):
    /// it has no destination of its own to push, so outside such a stack a tap does nothing, as
    /// SwiftUI's link to a value no destination takes.
    package var pushesThroughStore = false
    @State private var isPushed = false
    @Environment(\.isInNavigationStack) private var isInNavigationStack

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        if isValueLink {
            Button(action: {}, label: { label })
                .modifier(PropertySetter(key: "style", value: "navigationLink"))
                .modifier(PushValue(value: value))
                .disabled(value == nil)
        } else if pushesThroughStore || !isInNavigationStack {
            // Outside a navigation stack SwiftUI draws a link dimmed and a tap pushes nothing.
            Button(action: {}, label: { label })
                .modifier(PropertySetter(key: "style", value: "navigationLink"))
                .modifier(NoOwnPush())
                .disabled(!isInNavigationStack)
        } else {
            let pushed = isActive ?? $isPushed
            Button(action: { pushed.wrappedValue = true }, label: { label })
                .modifier(PropertySetter(key: "style", value: "navigationLink"))
                .modifier(PushedDestination(isPresented: pushed, destination: destination))
        }
    }
}

extension NavigationLink {
    /// A link pushed while `isActive` is true (TCA 1.x case studies drive it from state); a tap
    /// sets it true, popping sets it false.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }

    /// A link pushed while `selection` is `tag`; a tap sets it, popping sets it `nil`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        isActive = Binding(
            get: { selection.wrappedValue == tag },
            set: { selection.wrappedValue = $0 ? tag : nil })
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A titled link pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A titled link pushed while `selection` is `tag`:
    /// `NavigationLink("Row \(row.id)", tag: row.id, selection: $selection) { Detail() }`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

/// A link that pushes nothing itself: its tap is what a stack around it gives (or none).
struct NoOwnPush: NodeModifier {
    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.interactions.tap = nil
    }
}

enum InNavigationStackKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a navigation stack is around the view (its root or a screen pushed onto it), where
    /// a `NavigationLink` can push.
    package var isInNavigationStack: Bool {
        get { self[InNavigationStackKey.self] }
        set { self[InNavigationStackKey.self] = newValue }
    }
}

/// A pushed screen, attached to the node that pushed it while `isPresented` is true.
struct PushedDestination<Destination: View>: NodeModifier {
    let isPresented: Binding<Bool>
    let destination: Destination

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard isPresented.wrappedValue else { return }
        let binding = isPresented
        Presenting.attach(
            "navigationDestination", to: &node, context: context, content: destination,
            dismiss: { binding.wrappedValue = false })
    }
}
