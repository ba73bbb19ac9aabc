package import Components
public import Foundation
import JSON

// MARK: - Text

/// A run of text, as SwiftUI's: `Text("Title")` (a ``LocalizedStringKey``), `Text(verbatim:)`,
/// `Text(string)`, joined with `+`, styled with `.font`, `.bold()`, `.foregroundColor` ….
///
/// The node is a `text` like uistate's own (`text`, `font`, `foreground`), so selectors, the
/// outline and the HTML renderer read it alike. Without a font of its own or from the
/// environment it is `.body`; without a color, the environment's foreground, else `labelNormal`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    struct Run: Equatable {
        var string: String
        var font: Font?
        var color: Color?
        var isBold = false
        var isItalic = false
        var isStrikethrough = false
        var isUnderline = false
    }

    var runs: [Run]

    public init(_ key: LocalizedStringKey) {
        runs = [Run(string: key.key)]
    }

    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// A date or number formatted with `formatter`.
    public init(_ subject: Any, formatter: Formatter) {
        runs = [Run(string: formatter.string(for: subject) ?? "")]
    }

    /// A date in `style`.
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = style == .date ? .medium : .none
        formatter.timeStyle = style == .time ? .short : .none
        runs = [Run(string: formatter.string(from: date))]
    }

    /// How ``Text/init(_:style:)`` shows a date.
    public enum DateStyle: Sendable {
        case date, time
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }

    /// The text itself, runs joined.
    var string: String { runs.map(\.string).joined() }

    private func withRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    public func font(_ font: Font?) -> Text { withRuns { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        withRuns { if let weight { $0.font = ($0.font ?? .body).weight(weight) } }
    }
    public func bold(_ isActive: Bool = true) -> Text { withRuns { $0.isBold = $0.isBold || isActive } }
    public func italic(_ isActive: Bool = true) -> Text { withRuns { $0.isItalic = $0.isItalic || isActive } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        withRuns { $0.isStrikethrough = $0.isStrikethrough || isActive }
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        withRuns { $0.isUnderline = $0.isUnderline || isActive }
    }
    public func foregroundColor(_ color: Color?) -> Text { withRuns { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func monospacedDigit() -> Text { withRuns { $0.font = ($0.font ?? .body).monospacedDigit() } }
    public func kerning(_ kerning: Double) -> Text { self }
    public func tracking(_ tracking: Double) -> Text { self }
    public func baselineOffset(_ offset: Double) -> Text { self }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "text", role: .text, context: context.base)
        let first = runs.first ?? Run(string: "")
        let environment = context.environment
        var font = first.font ?? environment.font ?? .body
        if first.isBold { font = font.bold() }
        if first.isItalic { font = font.italic() }
        let string = string
        node.text = string
        node.accessibilityLabel = string
        node.set("text", .string(string))
        node.set("font", font.component.json(at: environment.dynamicTypeSize.componentSize), outline: true)
        let color = first.color ?? environment.foregroundColor
        node.set("foreground", color?.treeValue(in: environment.colorScheme) ?? "labelNormal", outline: color != nil)
        node.set("lineLimit", context.lineLimit.map { .integer(Int64($0)) } ?? .null, outline: context.lineLimit != nil)
        node.set("alignment", .string(context.multilineTextAlignment.rawValue))
        if font.isItalic { node.set("italic", true, outline: true) }
        if font.isMonospacedDigit { node.set("monospacedDigit", true) }
        if first.isStrikethrough { node.set("strikethrough", true, outline: true) }
        if first.isUnderline { node.set("underline", true, outline: true) }
        if runs.count > 1 { node.set("runs", .array(runs.map { .string($0.string) })) }
        sink.append(node)
    }
}

extension ViewContext {
    /// The line limit `.lineLimit(_:)` set around the view.
    var lineLimit: Int? { environment[LineLimitKey.self] }
    /// The alignment `.multilineTextAlignment(_:)` set around the view.
    var multilineTextAlignment: TextAlignment { environment[TextAlignmentKey.self] }
}

enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
enum TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }

/// How lines of a multi-line text line up, as SwiftUI's.
public enum TextAlignment: String, Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
