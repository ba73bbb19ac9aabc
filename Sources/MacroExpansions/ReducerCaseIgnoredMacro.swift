package import SwiftSyntax
package import SwiftSyntaxMacros

/// `@ReducerCaseIgnored case meeting(Meeting, syncUp: SyncUp)` in an `@Reducer` enum: the case is
/// state only, with no actions and no reducer. The attribute is a marker `@Reducer` reads; it adds
/// nothing itself.
package enum ReducerCaseIgnoredMacro: PeerMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@ReducerCaseEphemeral case toast(ToastState<Toast>)` in an `@Reducer` enum: the case holds
/// state with no reducer of its own (an alert, a dialog, or a type of the user's that conforms
/// to `EphemeralState`), which a presentation clears after any of its actions. Its action is the
/// state's `Action`. A marker `@Reducer` reads, like `@ReducerCaseIgnored`; `AlertState` and
/// `ConfirmationDialogState` cases are ephemeral without it.
package enum ReducerCaseEphemeralMacro: PeerMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
