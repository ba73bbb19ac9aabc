import SwiftDiagnostics
package import SwiftSyntax
import SwiftSyntaxBuilder
package import SwiftSyntaxMacros

/// `@CasePathable enum Action { … }`: a case path for every case, reached by key path
/// (`\Action.Cases.child`, or `\.child` where an action path is expected), and the enum's
/// `CasePathable` conformance.
///
/// Adds `struct AllCasePaths` with one `AnyCasePath` property per case and
/// `static var allCasePaths`; the extension declares the conformance, whose members
/// (`is(_:)`, `[case:]`, `modify(_:yield:)`, payload lookup by member) come from the protocol.
package enum CasePathableMacro: MemberMacro, ConformingMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let enumDeclaration = declaration.as(EnumDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MacroError("notAnEnum", "'@CasePathable' applies to an enum")))
            return []
        }
        let access = declaration.accessPrefix
        let enumName = enumDeclaration.name.text
        let paths = enumDeclaration.caseShapes.map { shape in
            // A `Never` payload's embedding has no body: there is nothing it could execute (even
            // `switch never {}` is code the compiler warns will never be executed).
            let embed = shape.isUninhabited ? "(_: \(shape.valueType)) -> \(enumName) in" : "\(enumName)\(shape.embedExpression(of: "$0"))"
            return """
                \(access)var \(shape.escapedName): UIStateTCA.AnyCasePath<\(enumName), \(shape.valueType)> {
                    UIStateTCA.AnyCasePath<\(enumName), \(shape.valueType)>(
                        embed: { \(embed) },
                        extract: { root in
                            guard case \(shape.bindingPattern) = root else { return nil }
                            return \(shape.boundValue)
                        }
                    )
                }
            """
        }
        return [
            """
            \(raw: access)struct AllCasePaths: Sendable {
            \(raw: paths.joined(separator: "\n"))
            }
            """,
            "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
        ]
    }

    package static var conformance: String { "UIStateTCA.CasePathable" }

    package static func conforms(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(EnumDeclSyntax.self)
    }
}
