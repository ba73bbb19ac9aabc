/// A run of text.
///
/// Defaults: font ``Font/bodyRegular16`` (scaled with dynamic type), foreground
/// ``Color/labelNormal``, no line limit, leading alignment.
///
/// ```swift
/// Text("체크인한 사람").font(.titleBold20).foreground(.primaryNormal)
/// ```
public struct Text<Action>: Component, ChainedModifying {
    let content: String
    private var font: Font = .bodyRegular16
    private var foreground: Color = .labelNormal
    private var lineLimit: Int?
    private var alignment: TextAlignment = .leading

    public init(_ content: String) {
        self.content = content
    }

    public consuming func font(_ font: Font) -> Self { copy { $0.font = font } }
    public consuming func foreground(_ color: Color) -> Self { copy { $0.foreground = color } }
    /// The most lines shown; `nil` (the default) shows all.
    public consuming func lineLimit(_ lines: Int?) -> Self { copy { $0.lineLimit = lines } }
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> Self { copy { $0.alignment = alignment } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "text", role: .text, context: context)
        var properties = NodePropertyList(capacity: 5)
        node.text = content
        node.accessibilityLabel = content
        properties.add("text", .string(content))
        properties.add("font", font.json(at: context.dynamicTypeSize), outline: true)
        properties.add("foreground", foreground.json, outline: foreground != .labelNormal)
        properties.add("lineLimit", lineLimit.map { .integer(Int64($0)) } ?? .null, outline: lineLimit != nil)
        properties.add("alignment", .string(alignment.rawValue))
        node.setProperties(properties)
        sink.append(node)
    }
}

/// How lines of a multi-line text line up.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}
