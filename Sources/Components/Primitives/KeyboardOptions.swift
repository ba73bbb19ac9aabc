/// The keyboard a text field asks for.
public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
    case `default`, numberPad, phonePad, decimalPad, emailAddress, url
}

/// The label of the keyboard's return key.
public enum ReturnKeyType: String, Sendable, Hashable, CaseIterable {
    case `default`, done, go, next, search, send
}
