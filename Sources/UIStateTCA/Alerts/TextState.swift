// MARK: - TextState

/// Text held in state: an alert's title and message, a button's label.
///
/// SwiftUI's `Text` is a view, neither `Equatable` nor `Codable`, so state that must be compared in
/// tests and sent to clients holds a `TextState` instead: the words, plus the styling modifiers that
/// need no SwiftUI type (`bold()`, `kerning(_:)`, …, in `TextState+Modifiers.swift`).
///
/// ```swift
/// TextState("Delete \(item.name)?")
/// TextState("Hello, ") + TextState(name).bold()
/// String(state: alert.title)   // "Delete Milk?"
/// ```
///
/// A headless host has no localization: the string a `TextState` is made from is its text, with or
/// without `tableName`, `bundle` and `comment`. Looking keys up would make a feature's state depend
/// on the locale and files of the machine it runs on, and state must encode the same everywhere.
///
/// Two `TextState`s are equal when they hold the same words in the same pieces with the same
/// modifiers in the same order; how they were made (a literal, `verbatim:`, a `String`) does not
/// matter. Concatenation is flattened as it is built, so `(a + b) + c == a + (b + c)`.
public struct TextState: Hashable, Sendable {
    /// The words: one string, or several texts one after another.
    enum Storage: Hashable, Sendable {
        case verbatim(String)
        case concatenation([TextState])
    }

    var storage: Storage
    /// Applied in order, to the whole of `storage`.
    var modifiers: [Modifier]

    init(storage: Storage, modifiers: [Modifier] = []) {
        self.storage = storage
        self.modifiers = modifiers
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.init(storage: .verbatim(content))
    }

    /// Text showing `content`: a literal, an interpolation or a `String` value.
    ///
    /// `tableName`, `bundle` and `comment` are accepted for source compatibility and ignored; see
    /// the type's documentation for why a headless host does not localize.
    public init(_ content: String, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(storage: .verbatim(content))
    }

    /// Text showing `content`, a `Substring` or any other string.
    public init<Content: StringProtocol>(_ content: Content) {
        self.init(storage: .verbatim(String(content)))
    }

    /// `lhs` followed by `rhs`, each keeping its own modifiers.
    public static func + (lhs: TextState, rhs: TextState) -> TextState {
        TextState(storage: .concatenation(lhs.concatenatedPieces + rhs.concatenatedPieces))
    }

    /// The pieces this text contributes to a concatenation: its own pieces when it is an
    /// unmodified concatenation (so nesting flattens), otherwise itself.
    private var concatenatedPieces: [TextState] {
        if modifiers.isEmpty, case .concatenation(let pieces) = storage { return pieces }
        return [self]
    }

    /// The words without styling.
    var plainText: String {
        switch storage {
        case .verbatim(let string): string
        case .concatenation(let pieces): pieces.map(\.plainText).joined()
        }
    }
}

// MARK: - String(state:)

extension String {
    /// The words of `state`, without its styling.
    ///
    /// `locale` is accepted for source compatibility; text is not localized (see `TextState`).
    public init(state: TextState, locale: Locale? = nil) {
        self = state.plainText
    }
}
