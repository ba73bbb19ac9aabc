import Components
import JSON

// MARK: - Value-driven navigation

/// A stack's path of pushed values of any types, as SwiftUI's.
public struct NavigationPath {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(k, elements.count))
    }
}

extension NavigationStack {
    /// A stack whose pushed screens are `path`'s values, each drawn by the
    /// `.navigationDestination(for:)` of its type inside `root`.
    public init<Data: RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.init(root: root)
        self.path = PathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            popTo: { count in path.wrappedValue = Data(path.wrappedValue.prefix(count)) },
            push: { value in if let element = value.base as? Data.Element { path.wrappedValue.append(element) } })
    }

    /// A stack over a type-erased path.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root)
        self.path = PathAccess(
            values: { path.wrappedValue.elements },
            popTo: { count in path.wrappedValue.elements = Array(path.wrappedValue.elements.prefix(count)) },
            push: { value in path.wrappedValue.elements.append(value) })
    }
}

/// How a stack reads and changes its path, whatever the path's type.
struct PathAccess {
    let values: () -> [AnyHashable]
    let popTo: (Int) -> Void
    let push: (AnyHashable) -> Void
}

/// The destinations the content of a stack declares, by the type of value they draw; filled
/// while the stack's root renders.
final class NavigationDestinations: @unchecked Sendable {
    // Unchecked: filled and read on the thread rendering the stack.
    var byType: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
    var push: ((AnyHashable) -> Void)?
}

enum NavigationDestinationsKey: EnvironmentKey {
    static var defaultValue: NavigationDestinations? { nil }
}

extension View {
    /// Draws the pushed values of type `data` with `destination`, in the enclosing stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(DestinationRegistration(type: ObjectIdentifier(D.self)) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        })
    }

    /// Pushes `destination` while `isPresented` is true; popping sets it false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PushedDestination(isPresented: isPresented, destination: destination()))
    }
}

struct DestinationRegistration: NodeModifier {
    let type: ObjectIdentifier
    let draw: (AnyHashable) -> (any View)?

    func prepare<Action>(_ context: inout ViewContext<Action>) {
        context.environment[NavigationDestinationsKey.self]?.byType[type] = draw
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes `value` onto the enclosing stack's path.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(destination: EmptyView(), label: label)
        self.value = value.map { AnyHashable($0) }
        isValueLink = true
    }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// A link's tap for a value: push it onto the stack's path (in the dry run, the path's binding
/// records what it writes).
struct PushValue: NodeModifier {
    let value: AnyHashable?

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard node.isEnabled, let value, let push = context.environment[NavigationDestinationsKey.self]?.push else {
            // No stack with a path takes the value: the link cannot be activated.
            node.interactions.tap = nil
            return
        }
        node.interactions.tap = InteractionRecorder.dryRun { push(value) }
    }
}
