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
