package import Components
import JSON

// MARK: - Stepper

/// A control that steps a value up and down, as SwiftUI's:
/// `Stepper("Count: \(count)", value: $count, in: 0...10, step: 1)`, or with your own
/// `onIncrement:`/`onDecrement:` closures.
///
/// The node is a `stepper` with its `title`, and for a bound value its `value`, `minimum`,
/// `maximum` and `step`; its children are the buttons `−` (`<id>/decrement`) and `+`
/// (`<id>/increment`), each disabled where it can go no further (a bound at its end, or a
/// closure that is `nil`). A tap writes the stepped value through the binding, clamped to the
/// range as SwiftUI does, between `onEditingChanged(true)` and `onEditingChanged(false)`.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    var shown: [(key: String, value: JSONValue)] = []

    public init(
        @ViewBuilder label: () -> Label,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    public init<V: Strideable>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    public init<V: Strideable>(
        value: Binding<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper of a bound value, within `bounds` when there are any.
    init<V: Strideable>(
        value: Binding<V>,
        bounds: ClosedRange<V>?,
        step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void,
        label: () -> Label
    ) {
        let current = value.wrappedValue
        // A step past what the type holds (a count at `Int.max` in a client's state) is a button
        // that can go no further, not a trap.
        let up = Stepping.advanced(current, by: step).map { next in bounds.map { min(next, $0.upperBound) } ?? next }
        let down = Stepping.advanced(current, by: -step).map { next in bounds.map { max(next, $0.lowerBound) } ?? next }
        let canIncrement = bounds.map { current < $0.upperBound } ?? true
        let canDecrement = bounds.map { current > $0.lowerBound } ?? true
        self.init(
            label: label,
            onIncrement: up.flatMap { up in canIncrement ? { value.wrappedValue = up } : nil },
            onDecrement: down.flatMap { down in canDecrement ? { value.wrappedValue = down } : nil },
            onEditingChanged: onEditingChanged)
        shown = [("value", .controlValue(current))]
        if let bounds { shown += [("minimum", .controlValue(bounds.lowerBound)), ("maximum", .controlValue(bounds.upperBound))] }
        shown.append(("step", .controlValue(step)))
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = context.makeControl("stepper", role: .adjustable, label: label, into: &sink)
        for (key, value) in shown { node.set(key, value, outline: key == "value") }
        node.children = [
            context.controlButton(
                id: node.id + "/decrement", text: "−", label: "Decrement", style: "stepperButton",
                tap: editing(onDecrement).map { InteractionRecorder.dryRun($0) }),
            context.controlButton(
                id: node.id + "/increment", text: "+", label: "Increment", style: "stepperButton",
                tap: editing(onIncrement).map { InteractionRecorder.dryRun($0) }),
        ]
        sink.append(node)
    }

    /// `change` between the editing callbacks, as a press on the button runs it.
    private func editing(_ change: (() -> Void)?) -> (() -> Void)? {
        guard let change else { return nil }
        let onEditingChanged = onEditingChanged
        return {
            onEditingChanged(true)
            change()
            onEditingChanged(false)
        }
    }
}

extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey,
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S,
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey,
        value: Binding<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S,
        value: Binding<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// Steps a stepper's value without trapping.
enum Stepping {
    /// `value` advanced by `step`, or nil when an integer type cannot hold the result.
    static func advanced<V: Strideable>(_ value: V, by step: V.Stride) -> V? {
        guard let integer = value as? any BinaryInteger, let stride = step as? any BinaryInteger else {
            return value.advanced(by: step)
        }
        return exactSum(integer, stride) as? V
    }

    private static func exactSum<I: BinaryInteger>(_ value: I, _ step: any BinaryInteger) -> I? {
        guard let wideValue = Int128(exactly: value), let wideStep = Int128(exactly: step) else { return nil }
        let (sum, overflow) = wideValue.addingReportingOverflow(wideStep)
        return overflow ? nil : I(exactly: sum)
    }
}
