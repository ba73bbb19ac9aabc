// MARK: - LocalizedStringKey

/// A key into a table of localized strings, as SwiftUI's `Text("Title")` and TCA features use
/// it (an enum of filters with `LocalizedStringKey` raw values, a `TextState`).
///
/// A headless host shows the key's own text: it has no bundle of translations, and the text a
/// test or a scenario sees is the one the code spells.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text the key spells, interpolations filled in.
    public let key: String

    public init(_ key: String) {
        self.key = key
    }

    public init(stringLiteral value: String) {
        self.key = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.key = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { key }
}
