// MARK: - Modifiers

/// The styling modifiers of SwiftUI's `Text` that take no SwiftUI type. Those that do (`font`,
/// `fontWeight`, `fontDesign`, `fontWidth`, `foregroundColor`, the `color:` and `pattern:` of
/// `strikethrough` and `underline`, `accessibilityHeading`, `accessibilityTextContentType`) have no
/// counterpart here.
///
/// A headless host draws nothing, so modifiers are recorded, compared, printed and encoded, never
/// rendered. Each returns a copy with the modifier appended; order is kept, as SwiftUI applies them
/// in order.
extension TextState {
    enum Modifier: Hashable, Sendable {
        case accessibilityLabel(TextState)
        case baselineOffset(Double)
        case bold(isActive: Bool)
        case italic(isActive: Bool)
        case kerning(Double)
        case monospacedDigit
        case speechAdjustedPitch(Double)
        case speechAlwaysIncludesPunctuation(Bool)
        case speechAnnouncementsQueued(Bool)
        case speechSpellsOutCharacters(Bool)
        case strikethrough(isActive: Bool)
        case tracking(Double)
        case underline(isActive: Bool)
    }

    private func adding(_ modifier: Modifier) -> TextState {
        var text = self
        text.modifiers.append(modifier)
        return text
    }

    /// The text shifted up (positive) or down by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> TextState {
        adding(.baselineOffset(Double(baselineOffset)))
    }

    /// The text in bold.
    public func bold() -> TextState { adding(.bold(isActive: true)) }

    /// The text in bold when `isActive`.
    public func bold(isActive: Bool) -> TextState { adding(.bold(isActive: isActive)) }

    /// The text in italics.
    public func italic() -> TextState { adding(.italic(isActive: true)) }

    /// The text in italics when `isActive`.
    public func italic(isActive: Bool) -> TextState { adding(.italic(isActive: isActive)) }

    /// The text with `kerning` points between characters, ligatures kept.
    public func kerning(_ kerning: CGFloat) -> TextState { adding(.kerning(Double(kerning))) }

    /// The text with digits of one width.
    public func monospacedDigit() -> TextState { adding(.monospacedDigit) }

    /// The text struck through when `isActive`.
    public func strikethrough(_ isActive: Bool = true) -> TextState { adding(.strikethrough(isActive: isActive)) }

    /// The text with `tracking` points between characters, ligatures broken.
    public func tracking(_ tracking: CGFloat) -> TextState { adding(.tracking(Double(tracking))) }

    /// The text underlined when `isActive`.
    public func underline(_ isActive: Bool = true) -> TextState { adding(.underline(isActive: isActive)) }

    // MARK: Accessibility

    /// The text VoiceOver reads in place of this one.
    public func accessibilityLabel(_ label: TextState) -> TextState { adding(.accessibilityLabel(label)) }

    /// The string VoiceOver reads in place of this text.
    public func accessibilityLabel(_ label: String) -> TextState { adding(.accessibilityLabel(TextState(label))) }

    /// The text spoken at a pitch raised (up to 1) or lowered (down to -1).
    public func speechAdjustedPitch(_ value: Double) -> TextState { adding(.speechAdjustedPitch(value)) }

    /// Whether VoiceOver speaks every punctuation mark.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> TextState {
        adding(.speechAlwaysIncludesPunctuation(value))
    }

    /// Whether VoiceOver queues this text behind what it is speaking instead of interrupting.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> TextState {
        adding(.speechAnnouncementsQueued(value))
    }

    /// Whether VoiceOver spells the text out letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> TextState {
        adding(.speechSpellsOutCharacters(value))
    }
}
