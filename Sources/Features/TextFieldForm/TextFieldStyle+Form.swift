package import Components

/// The form's three style objects, built on the design system's named styles.
///
/// Each is a value of `Components.TextFieldStyle`; the form only adds what is content (title and
/// placeholder) and the seed's gray border for the default style.
extension TextFieldStyle {
    /// Corner radius 8, padding 12, title "기본 입력", placeholder "텍스트를 입력하세요",
    /// `labelNormal` (primary) text, `gray` border.
    package static let formDefault = TextFieldStyle.standard
        .named("default")
        .title("기본 입력")
        .placeholder("텍스트를 입력하세요")
        .borderColor(.gray)

    /// The warning style (red text and border) with title "경고", placeholder "주의해서 입력하세요".
    package static let formWarning = TextFieldStyle.warning
        .title("경고")
        .placeholder("주의해서 입력하세요")

    /// The disabled style as it is (seed 001's `DisabledTextFieldStyle`): `gray100` background,
    /// 0.8-point `gray400` border, gray text, `.disabled(true)`.
    package static let formDisabled = TextFieldStyle.disabled
}
