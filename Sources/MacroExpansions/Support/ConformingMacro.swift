package import SwiftSyntax
package import SwiftSyntaxMacros

/// A macro whose extension role declares one conformance of the type it is attached to, when
/// the type is of a kind the macro applies to and does not conform yet (the compiler passes no
/// protocols then).
package protocol ConformingMacro: ExtensionMacro {
    /// The protocol, module-qualified: `UIStateTCA.ObservableState`.
    static var conformance: String { get }

    /// Whether the macro applies to `declaration` (its member role reports the misuse).
    static func conforms(_ declaration: some DeclGroupSyntax) -> Bool
}

extension ConformingMacro {
    package static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard conforms(declaration), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformance) {}")]
    }
}
