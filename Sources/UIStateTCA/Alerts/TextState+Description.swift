// MARK: - Printing

/// A `TextState` prints as the Swift that builds it, `TextState("Delete").bold()`, so a test's
/// failure diff shows the title and labels the way the test wrote them.
///
/// The mirror has no children: `Mirror`-based printers (the test store's state dumps, `dump`)
/// then show the text as this one line, not its storage.
extension TextState: CustomDebugStringConvertible, CustomReflectable {
    public var debugDescription: String {
        let base: String
        switch storage {
        case .verbatim(let string):
            base = "TextState(\(string.debugDescription))"
        case .concatenation(let pieces):
            let joined = pieces.map(\.debugDescription).joined(separator: " + ")
            base = modifiers.isEmpty ? joined : "(\(joined))"
        }
        return base + modifiers.map { "." + $0.call }.joined()
    }

    public var customMirror: Mirror {
        Mirror(self, children: [:], displayStyle: .struct)
    }
}

extension TextState.Modifier {
    /// The modifier as the method call that adds it.
    fileprivate var call: String {
        switch self {
        case .accessibilityLabel(let label): "accessibilityLabel(\(label.debugDescription))"
        case .baselineOffset(let offset): "baselineOffset(\(offset))"
        case .bold(let isActive): isActive ? "bold()" : "bold(isActive: false)"
        case .italic(let isActive): isActive ? "italic()" : "italic(isActive: false)"
        case .kerning(let kerning): "kerning(\(kerning))"
        case .monospacedDigit: "monospacedDigit()"
        case .speechAdjustedPitch(let pitch): "speechAdjustedPitch(\(pitch))"
        case .speechAlwaysIncludesPunctuation(let value): "speechAlwaysIncludesPunctuation(\(value))"
        case .speechAnnouncementsQueued(let value): "speechAnnouncementsQueued(\(value))"
        case .speechSpellsOutCharacters(let value): "speechSpellsOutCharacters(\(value))"
        case .strikethrough(let isActive): isActive ? "strikethrough()" : "strikethrough(false)"
        case .tracking(let tracking): "tracking(\(tracking))"
        case .underline(let isActive): isActive ? "underline()" : "underline(false)"
        }
    }
}
