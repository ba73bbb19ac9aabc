import SwiftDiagnostics
package import SwiftSyntax
package import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self) struct FeatureView: View { let store: StoreOf<Feature> … }`:
/// declares `ViewActionSending`, whose `send(_:)` wraps a view action in the `view` case.
///
/// The reducer named is for the reader (and for TCA's macro); the conformance's associated types
/// come from the `store` property, which the view must have.
package enum ViewActionMacro: ExtensionMacro {
    package static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard hasStoreProperty(declaration) else {
            context.diagnose(Diagnostic(node: node, message: MacroError(
                "viewActionWithoutStore",
                "'@ViewAction' requires '\(type.trimmedDescription)' to have a 'store' property of type 'Store'"
            )))
            return []
        }
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): UIStateTCA.ViewActionSending {}")]
    }

    /// Whether the declaration has a stored or computed `store` property.
    private static func hasStoreProperty(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store" }
        }
    }
}
