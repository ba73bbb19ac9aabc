package import Components
import JSON

// MARK: - ProgressView

/// How far a task has come, as SwiftUI's: `ProgressView()` (a spinner), `ProgressView("Loading…")`,
/// `ProgressView(value: 3, total: 10)`, with an optional label and current-value label.
///
/// The node is a `progressView` with its `title` (the label's text), and either
/// `"indeterminate": true` (no value, or a `nil` one) or `value`, `total` and `fraction` (the
/// value over the total, clamped to 0…1 as the bar draws it); `currentValueLabel` holds that
/// label's text, and `style` the `.progressViewStyle`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let progress: (value: Double, total: Double)?

    init(label: Label, currentValueLabel: CurrentValueLabel?, progress: (value: Double, total: Double)?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.progress = progress
    }

    public init<V: BinaryFloatingPoint>(
        value: V?,
        total: V = 1.0,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), progress: Self.progress(value, total))
    }

    static func progress<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> (value: Double, total: Double)? {
        value.map { (Double($0), Double(total)) }
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        if let styleBody = context.environment[ProgressViewStyleBodyKey.self] {
            // The app's own style draws this progress; a `ProgressView(configuration)` in it
            // draws the default.
            var styled = context
            styled.environment[ProgressViewStyleBodyKey.self] = nil
            styled.render(styleBody(configuration), into: &sink)
            return
        }
        var node = context.makeControl("progressView", role: .progressIndicator, label: label, into: &sink)
        if let progress {
            let fraction = progress.total > 0 ? min(max(progress.value / progress.total, 0), 1) : 0
            node.set("value", .points(progress.value), outline: true)
            node.set("total", .points(progress.total), outline: true)
            node.set("fraction", .points(fraction))
        } else {
            node.set("indeterminate", true, outline: true)
        }
        if let currentValueLabel {
            node.set("currentValueLabel", .optionalString(context.title(of: currentValueLabel, parentID: node.id)), outline: true)
        }
        let style = context.environment[ProgressViewStyleKey.self]
        node.set("style", .string(style), outline: style != "automatic")
        sink.append(node)
    }
}

extension ProgressView {
    /// This progress as a style sees it.
    var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: progress.map { $0.total > 0 ? min(max($0.value / $0.total, 0), 1) : 0 },
            label: Label.self == EmptyView.self ? nil : .init(view: label),
            currentValueLabel: currentValueLabel.map { .init(view: $0) }
        )
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress a style was given, drawn in the default style: what an app's own style
    /// puts inside its body.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label ?? .init(view: EmptyView()),
            currentValueLabel: configuration.currentValueLabel,
            progress: configuration.fractionCompleted.map { ($0, 1) }
        )
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: progress of no known extent.
    public init() {
        self.init(label: EmptyView(), currentValueLabel: nil, progress: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), currentValueLabel: nil, progress: Self.progress(value, total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, progress: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, progress: Self.progress(value, total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: Text(titleKey), currentValueLabel: nil, progress: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: nil, progress: nil)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: nil, progress: Self.progress(value, total))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, progress: Self.progress(value, total))
    }
}
