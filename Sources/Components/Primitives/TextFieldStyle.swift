/// A named bundle of a text field's looks, for designs settled enough to name.
///
/// Chained modifiers on ``TextField`` still win over the style, so a style is a starting point.
/// `title` and `placeholder` here are used only when the field sets none of its own.
///
/// ```swift
/// extension TextFieldStyle {
///     static let warning = TextFieldStyle.standard
///         .title("경고").textColor(.red).borderColor(.red)
/// }
/// TextField(text: state.name, onChange: { .nameChanged($0) }).style(.warning)
/// ```
public struct TextFieldStyle: Sendable, Hashable, ChainedModifying {
    /// The style's name, shown in the tree as `style`.
    public private(set) var name: String
    public private(set) var title: String?
    public private(set) var placeholder: String?
    public private(set) var textColor: Color = .labelNormal
    public private(set) var borderColor: Color = .gray400
    public private(set) var borderWidth: Double = 1
    public private(set) var background: Color = .clear
    public private(set) var cornerRadius: Double = 8
    public private(set) var padding: Double = 12
    public private(set) var font: Font = .bodyRegular16
    /// False for read-only styles: the field stays enabled but refuses input (reason
    /// `unsupported`). No seed has such a style; it is kept for fields shown for reading.
    public private(set) var isEditable = true
    /// True for disabled styles: the field renders disabled and refuses every interaction
    /// (reason `disabled`), as seed 001's `DisabledTextFieldStyle` ends with `.disabled(true)`.
    public private(set) var isDisabled = false

    /// A style named `name` with the standard values.
    public init(name: String) {
        self.name = name
    }

    /// Corner radius 8, padding 12, ``Color/labelNormal`` text, 1-point ``Color/gray400`` border.
    public static let standard = TextFieldStyle(name: "standard")
    /// Red text and border.
    public static let warning = TextFieldStyle(name: "warning").textColor(.red).borderColor(.red)
    /// Seed 001's `DisabledTextFieldStyle`: ``Color/gray100`` background, 0.8-point
    /// ``Color/gray400`` border, gray text, and `.disabled(true)`: the field renders disabled.
    public static let disabled = TextFieldStyle(name: "disabled")
        .textColor(.gray).background(.gray100).borderColor(.gray400).borderWidth(0.8).disabled(true)
    /// A field shown for reading: enabled, but refusing input (reason `unsupported`). Not in the
    /// seeds; what ``disabled`` was before it followed seed 001.
    public static let readOnly = TextFieldStyle(name: "readOnly")
        .textColor(.gray).background(.gray100).borderColor(.gray400).borderWidth(0.8).editable(false)

    public consuming func named(_ name: String) -> Self { copy { $0.name = name } }
    public consuming func title(_ title: String?) -> Self { copy { $0.title = title } }
    public consuming func placeholder(_ placeholder: String?) -> Self { copy { $0.placeholder = placeholder } }
    public consuming func textColor(_ color: Color) -> Self { copy { $0.textColor = color } }
    public consuming func borderColor(_ color: Color) -> Self { copy { $0.borderColor = color } }
    public consuming func borderWidth(_ width: Double) -> Self { copy { $0.borderWidth = width } }
    public consuming func background(_ color: Color) -> Self { copy { $0.background = color } }
    public consuming func cornerRadius(_ radius: Double) -> Self { copy { $0.cornerRadius = radius } }
    public consuming func padding(_ padding: Double) -> Self { copy { $0.padding = padding } }
    public consuming func font(_ font: Font) -> Self { copy { $0.font = font } }
    public consuming func editable(_ isEditable: Bool) -> Self { copy { $0.isEditable = isEditable } }
    /// Renders the field disabled (SwiftUI's `.disabled(true)` inside a style).
    public consuming func disabled(_ isDisabled: Bool = true) -> Self { copy { $0.isDisabled = isDisabled } }
}
