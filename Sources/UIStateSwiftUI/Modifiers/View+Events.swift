import Components
import JSON

// MARK: - Changes, submits and gestures

extension View {
    /// Runs `action` with the new value when `value` changes, as SwiftUI's. **Recorded, not
    /// run**: SwiftUI runs it between two renders, when a value one render read differs from the
    /// last; a host renders each state on its own (a render is a function of the state, and
    /// taps replay what it recorded), so no change is ever seen happening and no user action
    /// leads to the closure. The node shows what it watches as `onChange` (the values'
    /// descriptions, one per modifier); a feature that must react to a change does it in its
    /// reducer, where TCA puts it (`onChange(of:)` on a reducer).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(ChangeWatch(value: value))
    }

    /// The two-value spelling: `action` gets the old and the new value. Recorded, not run, as
    /// ``onChange(of:perform:)``.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(ChangeWatch(value: value))
    }

    /// The spelling without values. Recorded, not run, as ``onChange(of:perform:)``.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeWatch(value: value))
    }

    /// Runs `action` when a text field in this subtree is submitted with the return key (for
    /// `.search`, the `.searchable` field): the field's `submit` interaction (`view/submit`) is the
    /// one action the closure sends. A field runs the innermost submit actions first, then those
    /// around them up to a `.submitScope()`.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentWriter { $0[SubmitKey.self].insert(SubmitAction(triggers: triggers, run: action), at: 0) })
    }

    /// Keeps the submit actions around this subtree from its fields.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isBlocking { $0[SubmitKey.self] = [] } })
    }

    /// Adds a gesture: a ``TapGesture``'s `onEnded` is the node's tap; any other gesture is
    /// shown as the node's `gesture` (its name), since no protocol verb performs it.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(GestureHandler(gesture: gesture, key: "gesture"))
    }

    /// As ``gesture(_:)``; a headless tap has no other gesture to run beside.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(GestureHandler(gesture: gesture, key: "simultaneousGesture"))
    }

    /// As ``gesture(_:)``; a headless tap has no other gesture to win over.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
        modifier(GestureHandler(gesture: gesture, key: "highPriorityGesture"))
    }
}

/// The values `.onChange` watches, shown on the node.
struct ChangeWatch: NodeModifier {
    let value: Any

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        let watched = node.properties["onChange"]?.arrayValue ?? []
        node.set("onChange", .array(watched + [.string(String(describing: value))]))
    }
}

/// Which submissions an `.onSubmit` answers, as SwiftUI's.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a ``TextField`` or ``SecureField``.
    public static let text = SubmitTriggers(rawValue: 1)
    /// The return key in a `.searchable` field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// What an `.onSubmit` runs, read by the fields below it.
struct SubmitAction {
    let triggers: SubmitTriggers
    let run: () -> Void
}

/// The submit actions around a view, innermost first.
enum SubmitKey: EnvironmentKey { static var defaultValue: [SubmitAction] { [] } }

extension ViewContext {
    /// What submitting a field of `trigger` does here: the one action the submit actions around
    /// it send, innermost first.
    func submitAction(for trigger: SubmitTriggers) -> Action? {
        let actions = environment[SubmitKey.self].filter { $0.triggers.contains(trigger) }
        guard !actions.isEmpty else { return nil }
        return InteractionRecorder.singleAction { for action in actions { action.run() } }
    }
}

// MARK: - Gestures

/// A gesture, as SwiftUI's: a ``TapGesture`` a host performs as a tap, others shown by name.
public protocol Gesture {
    /// The gesture's name as the tree shows it (`tap`, `longPress`, `drag` …).
    var name: String { get }
    /// What the gesture's end runs when it is a tap; `nil` for a gesture a host cannot perform.
    var tapAction: (() -> Void)? { get }
}

/// A tap, as SwiftUI's `TapGesture(count:)`; `.onEnded { }` is what a tap on the node does.
public struct TapGesture: Gesture {
    public let count: Int
    public var name: String { "tap" }
    public var tapAction: (() -> Void)? { nil }

    public init(count: Int = 1) {
        self.count = count
    }

    public func onEnded(_ action: @escaping () -> Void) -> EndedGesture<TapGesture> {
        EndedGesture(base: self, tapAction: action)
    }
}

/// A press held for a while, as SwiftUI's; shown as `longPress`, performed by no protocol verb.
public struct LongPressGesture: Gesture {
    public var minimumDuration: Double
    public var name: String { "longPress" }
    public var tapAction: (() -> Void)? { nil }

    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
    }

    public func onEnded(_ action: @escaping (Bool) -> Void) -> EndedGesture<LongPressGesture> {
        EndedGesture(base: self, tapAction: nil)
    }
}

/// A gesture with what its end runs, as SwiftUI's `.onEnded`.
public struct EndedGesture<Base: Gesture>: Gesture {
    let base: Base
    public let tapAction: (() -> Void)?
    public var name: String { base.name }
}

/// Performs a tap gesture as the node's tap, and shows any gesture by name.
struct GestureHandler: NodeModifier {
    let gesture: any Gesture
    let key: String

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.set(key, .string(gesture.name))
        if let tap = gesture.tapAction { TapHandler(run: tap).finish(&node, context) }
    }
}
