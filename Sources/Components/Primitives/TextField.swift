/// An editable line of text whose every change is an action.
///
/// Required: the current text (from state) and the action for new text. Everything else is a
/// chained modifier:
///
/// ```swift
/// TextField(text: state.phone, onChange: { .phoneChanged($0) })
///     .title(state.isPhoneFocused ? "휴대폰 번호" : "휴대폰 번호를 입력하세요")
///     .sideButton(image: "xmark.circle.fill", label: "지우기", action: .clearButtonTapped)
///     .error("올바른 번호가 아니에요", isError: state.showsPhoneError)
///     .keyboardType(.phonePad)
///     .returnKeyType(.done)
///     .onSubmit(.phoneSubmitted)
///     .focused(state.isPhoneFocused, onChange: { .phoneFocusChanged($0) })
/// ```
///
/// Defaults: no title, empty placeholder, no side view or side button, no error, enabled, default keyboard and
/// return key, the ``TextFieldStyle/standard`` style. While `isError` is true the border is
/// ``Color/red`` whatever the style says. Without `.focused(_:onChange:)` the field is focused when
/// the environment's `focusedField` is its id.
public struct TextField<Action>: Component, ChainedModifying {
    let text: String
    /// What typing does: the action built from the text, or (for a SwiftUI field bound to a
    /// `Binding`) whatever the binding's setter does.
    let input: @Sendable (String) -> [InteractionStep<Action>]
    private(set) var title: String?
    private(set) var placeholder: String?
    private(set) var sideButton: SideButton?
    private(set) var sideView: ComponentGroup<Action>?
    private(set) var errorMessage: String?
    private(set) var isError = false
    private(set) var isDisabled = false
    private(set) var submitAction: Action?
    private(set) var returnKeyType: ReturnKeyType = .default
    private(set) var keyboardType: KeyboardType = .default
    private(set) var isFocused: Bool?
    private(set) var onFocusChange: (@Sendable (Bool) -> Action)?
    private(set) var style: TextFieldStyle = .standard

    /// A trailing button inside the field, such as one that clears it: a system image, or any
    /// content (seed 001's `sideButton(content:action:)` takes a view).
    struct SideButton {
        enum Label {
            case image(String, accessibilityLabel: String)
            case content(ComponentGroup<Action>)
        }
        var label: Label
        var action: Action
    }

    public init(text: String, onChange: @escaping @Sendable (String) -> Action) {
        self.text = text
        self.input = { text in [.action(onChange(text))] }
    }

    /// A field whose typing does `input`'s steps.
    package init(text: String, input: @escaping @Sendable (String) -> [InteractionStep<Action>]) {
        self.text = text
        self.input = input
    }

    /// The label above the text.
    public consuming func title(_ title: String?) -> Self { copy { $0.title = title } }
    /// Shown while the text is empty.
    public consuming func placeholder(_ placeholder: String?) -> Self { copy { $0.placeholder = placeholder } }
    /// A button inside the field's trailing edge showing the system image `image`.
    public consuming func sideButton(image: String, label: String? = nil, action: Action) -> Self {
        copy { $0.sideButton = SideButton(label: .image(image, accessibilityLabel: label ?? image), action: action) }
    }
    /// A button inside the field's trailing edge showing any `content` (seed 001's
    /// `sideButton(content:action:)`); a tap sends `action`, with no haptic.
    ///
    /// ```swift
    /// TextField(text: state.phone, onChange: { .phoneChanged($0) })
    ///     .sideButton(content: { Image(systemName: "xmark.circle.fill").size(16) }, action: .clearTapped)
    /// ```
    public consuming func sideButton(
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>,
        action: Action
    ) -> Self {
        let content = content()
        return copy { $0.sideButton = SideButton(label: .content(content), action: action) }
    }
    /// Content shown inside the field's trailing edge, before the side button, that a tap does
    /// not act on (seed 001's `sideView(content:)`): a unit, a counter, a status icon.
    public consuming func sideView(@ComponentBuilder<Action> content: () -> ComponentGroup<Action>) -> Self {
        let content = content()
        return copy { $0.sideView = content }
    }
    /// An error message, shown (and the border turned red) while `isError` is true.
    public consuming func error(_ message: String?, isError: Bool) -> Self {
        copy {
            $0.errorMessage = message
            $0.isError = isError
        }
    }
    /// Refuses input and focus; keeps the chain on `TextField`.
    public consuming func disabled(_ isDisabled: Bool = true) -> Self { copy { $0.isDisabled = isDisabled } }
    /// The action the return key sends.
    public consuming func onSubmit(_ action: Action) -> Self { copy { $0.submitAction = action } }
    public consuming func returnKeyType(_ type: ReturnKeyType) -> Self { copy { $0.returnKeyType = type } }
    public consuming func keyboardType(_ type: KeyboardType) -> Self { copy { $0.keyboardType = type } }
    /// Binds focus to state: `isFocused` is shown, `onChange(true)` is sent when the field gains
    /// focus (by `view/focus`, or by `view/input` before the text) and `onChange(false)` when it
    /// loses it.
    public consuming func focused(_ isFocused: Bool, onChange: @escaping @Sendable (Bool) -> Action) -> Self {
        copy {
            $0.isFocused = isFocused
            $0.onFocusChange = onChange
        }
    }
    /// Looks from a named style; modifiers above still win.
    public consuming func style(_ style: TextFieldStyle) -> Self { copy { $0.style = style } }
}
