import SwiftDiagnostics
package import SwiftSyntax
import SwiftSyntaxBuilder
package import SwiftSyntaxMacros

/// `@ObservableState struct State { … }` or `@ObservableState enum State { … }`: the state a
/// view reads straight from its store (`store.count`), with the `ObservableState` conformance
/// and the identity TCA gives such a state (`_$id`).
///
/// Kept as small as the semantics allow: uistate renders a view from one state at a time, so no
/// property is rewritten to report its reads, and nothing is added that a synthesised
/// `Equatable`, `Hashable` or `Codable` would see (the one stored member, the registrar, compares
/// equal, hashes nothing and is skipped by keyed coding).
///
/// - A struct gets `_$observationRegistrar`, which carries the state's identity, and `_$id`.
/// - An enum gets `_$id`: the case's position, with the payload's own identity when it has one.
/// - Both get `extension State: UIStateTCA.ObservableState {}`; `_$willModify()` comes from the
///   protocol.
package enum ObservableStateMacro: MemberMacro, ConformingMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let access = declaration.accessPrefix
        if declaration.is(StructDeclSyntax.self) {
            return [
                "var _$observationRegistrar = UIStateTCA.ObservationStateRegistrar()",
                "\(raw: access)var _$id: UIStateTCA.ObservableStateID { _$observationRegistrar.id }",
            ]
        }
        if let enumDeclaration = declaration.as(EnumDeclSyntax.self) {
            return [enumIdentity(of: enumDeclaration, access: access)]
        }
        context.diagnose(Diagnostic(node: node, message: MacroError(
            "notAStructOrEnum",
            "'@ObservableState' applies to a struct or an enum; a class is made observable with '@Observable'"
        )))
        return []
    }

    package static var conformance: String { "UIStateTCA.ObservableState" }

    package static func conforms(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    }

    /// `_$id` of an enum: each case tagged by its position, carrying its payload's identity when
    /// the payload is a single value (a child feature's state).
    private static func enumIdentity(of declaration: EnumDeclSyntax, access: String) -> DeclSyntax {
        let cases = declaration.caseShapes.enumerated().map { index, shape in
            let identity = shape.parts.count == 1
                ? "UIStateTCA.ObservableStateID._$id(for: v0)._$tag(\(index))"
                : "UIStateTCA.ObservableStateID._$inert._$tag(\(index))"
            let pattern = shape.parts.count == 1 ? ".\(shape.escapedName)(let v0)" : ".\(shape.escapedName)"
            return """
                case \(pattern):
                    return \(identity)
                """
        }
        guard !cases.isEmpty else {
            return "\(raw: access)var _$id: UIStateTCA.ObservableStateID { UIStateTCA.ObservableStateID._$inert }"
        }
        return """
            \(raw: access)var _$id: UIStateTCA.ObservableStateID {
                switch self {
            \(raw: cases.joined(separator: "\n"))
                }
            }
            """
    }
}

/// `@ObservationStateIgnored var cache = …`: a property `@ObservableState` does not observe, as
/// TCA spells it. uistate observes no property one by one (a view is rendered from one state),
/// so the attribute adds nothing; it is accepted so that TCA code compiles unchanged. (The
/// compiler itself refuses it on a declaration of several variables, as any accessor macro.)
package enum ObservationStateIgnoredMacro: AccessorMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        return []
    }
}
