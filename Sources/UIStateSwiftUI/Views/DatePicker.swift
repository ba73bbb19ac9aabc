package import Components
public import Foundation
import JSON

// MARK: - DatePicker

/// A control that picks a date, as SwiftUI's: `DatePicker("Due", selection: $dueDate,
/// displayedComponents: .date)`, optionally limited to a range.
///
/// The node is a `datePicker` with its `title` (its accessibility label, not its text: `input`
/// is shown for the node's text, as a field's is), `selection` (the date in ISO 8601, UTC, as dates
/// are on the wire), `displayedComponents` (`date`, `hourAndMinute`), `minimum`/`maximum` when
/// limited, and `style`. `view/input` with an ISO 8601 text writes that date through the binding:
/// a whole timestamp (`2026-03-05T09:30:00Z`, any offset), or a day alone (`2026-03-05`), which
/// keeps the selection's time of day (UTC) as picking a day does. The date is clamped to the
/// range; an empty text stands for the selection (so the tree's `input`, shown for the node's
/// empty text, is what picking a date does), and a text that is not such a date does nothing.
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let displayedComponents: DatePickerComponents
    let label: Label

    public init(
        selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>,
        in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>,
        in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            displayedComponents: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>,
        in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.displayedComponents = displayedComponents
        self.label = label
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = context.makeControl("datePicker", role: .adjustable, label: label, into: &sink)
        node.text = nil
        let current = selection.wrappedValue
        node.set("selection", .controlValue(current), outline: true)
        node.set("displayedComponents", .array(displayedComponents.names.map(JSONValue.string)), outline: true)
        if let lowerBound { node.set("minimum", .controlValue(lowerBound)) }
        if let upperBound { node.set("maximum", .controlValue(upperBound)) }
        let style = context.environment[DatePickerStyleKey.self]
        node.set("style", .string(style), outline: style != "automatic")
        if node.isEnabled {
            let picking = UncheckedValue((binding: selection, lower: lowerBound, upper: upperBound))
            node.interactions.input = { text in
                guard var date = DateInput.date(from: text, keepingTimeOf: current) else { return [] }
                if let lower = picking.value.lower { date = max(date, lower) }
                if let upper = picking.value.upper { date = min(date, upper) }
                let picked = date
                return InteractionRecorder.dryRun { picking.value.binding.wrappedValue = picked }
            }
        }
        sink.append(node)
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey,
        selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S,
        selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey,
        selection: Binding<Date>,
        in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey,
        selection: Binding<Date>,
        in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey,
        selection: Binding<Date>,
        in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// What a date picker shows and picks: the day, the time of day, or both, as SwiftUI's.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)

    var names: [String] {
        [(DatePickerComponents.date, "date"), (.hourAndMinute, "hourAndMinute")].filter { contains($0.0) }.map(\.1)
    }
}

/// The dates a date picker's input reads.
enum DateInput {
    /// The date `text` names: an ISO 8601 timestamp, or `YYYY-MM-DD` at `current`'s time of day
    /// (UTC), or `current` for an empty text; nil for any other text.
    static func date(from text: String, keepingTimeOf current: Date) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return current }
        if let date = ISO8601Timestamp.date(from: text) { return date }
        guard text.count == 10, let day = ISO8601Timestamp.date(from: text + "T00:00:00Z") else { return nil }
        let secondsPerDay = 86_400.0
        let timeOfDay = current.timeIntervalSince1970 - (current.timeIntervalSince1970 / secondsPerDay).rounded(.down) * secondsPerDay
        return day.addingTimeInterval(timeOfDay)
    }
}
