import Components
import JSON

// MARK: - Text input traits, read by the text fields below

extension View {
    /// The label of the return key of the text fields in this subtree, shown as their
    /// `returnKeyType` (the component layer's name for it).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(EnvironmentWriter { $0[TextInputTraitsKey.self].returnKeyType = submitLabel.name })
    }

    /// The keyboard the text fields in this subtree ask for, shown as their `keyboardType`.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(EnvironmentWriter { $0[TextInputTraitsKey.self].keyboardType = type.name })
    }

    /// What the text fields in this subtree hold, for autofill (`.emailAddress`, `.password`),
    /// shown as their `textContentType`.
    public func textContentType(_ type: UITextContentType?) -> some View {
        modifier(EnvironmentWriter { $0[TextInputTraitsKey.self].textContentType = type?.rawValue })
    }

    /// How the text fields in this subtree capitalize, shown as their `autocapitalization`
    /// (`never`, `words`, `sentences`, `characters`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentWriter { $0[TextInputTraitsKey.self].autocapitalization = autocapitalization?.name })
    }

    /// The older spelling of ``textInputAutocapitalization(_:)``.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.modern)
    }

    /// Turns autocorrection off for the text fields in this subtree, shown as their
    /// `autocorrectionDisabled`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentWriter { $0[TextInputTraitsKey.self].autocorrectionDisabled = disable })
    }

    /// The older spelling of ``autocorrectionDisabled(_:)``.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// The style of the text fields in this subtree, shown as their `textFieldStyle`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[TextInputTraitsKey.self].textFieldStyle = style.name })
    }
}

/// What the text input modifiers set for the fields below them, written onto each field's node.
struct TextInputTraits {
    var returnKeyType: String?
    var keyboardType: String?
    var autocapitalization: String?
    var autocorrectionDisabled: Bool?
    var textFieldStyle: String?
    var textContentType: String?

    func apply<Action>(to node: inout RenderedNode<Action>) {
        if let returnKeyType { node.set("returnKeyType", .string(returnKeyType), outline: returnKeyType != "default") }
        if let keyboardType { node.set("keyboardType", .string(keyboardType), outline: keyboardType != "default") }
        if let autocapitalization { node.set("autocapitalization", .string(autocapitalization), outline: true) }
        if let autocorrectionDisabled { node.set("autocorrectionDisabled", .bool(autocorrectionDisabled), outline: autocorrectionDisabled) }
        if let textFieldStyle { node.set("textFieldStyle", .string(textFieldStyle), outline: textFieldStyle != "automatic") }
        if let textContentType { node.set("textContentType", .string(textContentType), outline: true) }
    }
}

enum TextInputTraitsKey: EnvironmentKey { static var defaultValue: TextInputTraits { TextInputTraits() } }

/// The return key's label, as SwiftUI's.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "default")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The keyboard a text field asks for, as UIKit's (which SwiftUI's `.keyboardType` takes).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The tree's name: the component layer's where it has one (`url`), else the case's.
    var name: String { self == .URL ? "url" : String(describing: self) }
}

/// What a text field holds, as UIKit's (which SwiftUI's `.textContentType` takes): autofill
/// reads it on a device; a tree shows it.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

/// How a text field capitalizes what is typed, as SwiftUI's.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The older, UIKit spelling of ``TextInputAutocapitalization``.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters

    var modern: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

/// A style of text field, as SwiftUI's, known by its name as the other styles are.
public protocol TextFieldStyle {
    var name: String { get }
}

/// A text field style by name.
public struct NamedTextFieldStyle: TextFieldStyle {
    public let name: String
}

extension TextFieldStyle where Self == NamedTextFieldStyle {
    public static var automatic: NamedTextFieldStyle { NamedTextFieldStyle(name: "automatic") }
    public static var plain: NamedTextFieldStyle { NamedTextFieldStyle(name: "plain") }
    public static var roundedBorder: NamedTextFieldStyle { NamedTextFieldStyle(name: "roundedBorder") }
}
