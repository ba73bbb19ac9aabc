package import Components
import JSON
import Foundation

// MARK: - Slider

/// A control that picks a number in a range, as SwiftUI's: `Slider(value: $volume, in: 0...10,
/// step: 1)`, with an optional label and minimum and maximum value labels.
///
/// The node is a `slider` with its `title` (the label's text, read by assistive technology
/// even where the slider does not show it: its accessibility label, not its text, which a value
/// shown beside it would share), `value`, `minimum`, `maximum` and `step` (when
/// given), and `minimumLabel`/`maximumLabel`. **A slider is set by typing**: `view/input` with
/// a number as text (`"7.5"`) writes it through the binding, clamped to the range and rounded
/// to the nearest step, as a drag would leave it, between `onEditingChanged(true)` and
/// `onEditingChanged(false)`; an empty text stands for the current value (so the tree's `input`,
/// shown for the node's empty text, is what setting a value does), and a text that is not a
/// number does nothing. Input reaches any value
/// in one interaction, which a scenario wants, where a pair of step buttons would take as many
/// taps as there are steps, and a slider without a step would have none to take.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    let shown: [(key: String, value: JSONValue)]
    let current: Double
    let write: (Double) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride?,
        onEditingChanged: @escaping (Bool) -> Void,
        label: Label,
        minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
        var shown: [(key: String, value: JSONValue)] = [
            ("value", .points(Double(value.wrappedValue))), ("minimum", .points(Double(bounds.lowerBound))),
            ("maximum", .points(Double(bounds.upperBound))),
        ]
        if let step { shown.append(("step", .points(Double(step)))) }
        self.shown = shown
        current = Double(value.wrappedValue)
        write = { typed in
            let lower = Double(bounds.lowerBound)
            var number = Swift.min(Swift.max(typed, lower), Double(bounds.upperBound))
            if let step, step > 0 {
                number = Swift.min(lower + ((number - lower) / Double(step)).rounded() * Double(step), Double(bounds.upperBound))
            }
            value.wrappedValue = V(number)
        }
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = context.makeControl("slider", role: .adjustable, label: label, into: &sink)
        node.text = nil
        for (key, value) in shown { node.set(key, value, outline: key == "value") }
        if let minimumValueLabel {
            node.set("minimumLabel", .optionalString(context.title(of: minimumValueLabel, parentID: node.id)))
        }
        if let maximumValueLabel {
            node.set("maximumLabel", .optionalString(context.title(of: maximumValueLabel, parentID: node.id)))
        }
        if node.isEnabled {
            let move = UncheckedValue((write: write, editing: onEditingChanged))
            let current = current
            node.interactions.input = { text in
                let typed = text.trimmingCharacters(in: .whitespaces)
                guard let number = typed.isEmpty ? current : Double(typed), number.isFinite else { return [] }
                return InteractionRecorder.dryRun {
                    move.value.editing(true)
                    move.value.write(number)
                    move.value.editing(false)
                }
            }
        }
        sink.append(node)
    }
}

// One initializer per label shape: `step` is optional, so `Slider(value:in:)` and
// `Slider(value:in:step:)` are one call.

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
            label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
            label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
