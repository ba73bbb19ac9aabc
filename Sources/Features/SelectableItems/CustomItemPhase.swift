// MARK: - CustomItemPhase

/// Where the custom item ("직접 입력") stands.
///
/// - `empty`: only the "직접 입력" button is shown.
/// - `editing`: a text field with a clear (✕) button and a save button.
/// - `saved`: the saved title as a selectable chip, with an edit button and a ✕ button.
package enum CustomItemPhase: String, Codable, Equatable, Sendable, CaseIterable {
    case empty
    case editing
    case saved
}
