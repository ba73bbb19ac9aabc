import Components
import JSON

// The modifiers uistate applies itself, each a small value: a modifier is generic over the
// action of the tree it renders into only in its methods, so it holds no action itself.

/// Changes SwiftUI's environment (and the component layer's, for the values both read).
struct EnvironmentWriter: NodeModifier {
    let write: (inout EnvironmentValues) -> Void
    /// Whether the write sets the color scheme, which the subtree's top nodes then carry.
    var marksColorScheme = false

    func prepare<Action>(_ context: inout ViewContext<Action>) {
        write(&context.environment)
        context.environment.apply(to: &context.base.environment)
    }

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard marksColorScheme else { return }
        node.set("colorScheme", .string(context.environment.colorScheme == .dark ? "dark" : "light"), outline: true)
    }
}

/// Sets a property on each node of the content: what the tree shows of a modifier uistate does
/// not draw differently (`padding`, `frame`, `rotationEffect` …), so nothing is dropped silently.
struct PropertySetter: NodeModifier {
    let key: String
    let value: JSONValue
    var outline = true

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        if node.properties[key] == nil, outline { node.set(key, value, outline: true) } else { node.set(key, value) }
    }
}

/// Gives the next node an explicit id.
struct ExplicitID: NodeModifier {
    let id: String

    func prepare<Action>(_ context: inout ViewContext<Action>) {
        context.base.explicitID = id
    }
}

/// What a node does on `view/appear`: the closure's one action (`.onAppear`, `.task`).
struct AppearHandler: NodeModifier {
    let run: () -> Void

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        if let action: Action = InteractionRecorder.singleAction(run) { node.interactions.appear = action }
    }
}

/// Makes each node of the content tappable, running the closure.
struct TapHandler: NodeModifier {
    let run: () -> Void

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard node.isEnabled else { return }
        node.interactions.tap = InteractionRecorder.dryRun(run)
    }
}

/// Sets a value of the environment that only the views below read (the component layer has no
/// such value): `\.editMode`, a key of the app's own.
extension EnvironmentValues {
    mutating func set<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        self[keyPath: keyPath] = value
    }
}
