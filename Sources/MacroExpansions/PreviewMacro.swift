import SwiftDiagnostics
package import SwiftSyntax
import SwiftSyntaxBuilder
package import SwiftSyntaxMacros

/// `#Preview("Name") { CounterView(…) }`: a preview at file scope, as SwiftUI's.
///
/// Expands to a uniquely named enum holding one struct of a fixed name,
/// `__UIStatePreviewDeclaration`, conforming to `UIStateSwiftUI.DeclaredPreview` (a
/// `PreviewProvider` that knows its name and where it was written). Swift lists no conformers at
/// run time, so the fixed name is what the runtime looks for among the program's type metadata
/// records (docs/decisions.md, "Finding `#Preview`s"); the enclosing enum's unique name keeps
/// several previews in one module apart. A `@used` global holds the type, so an optimized build
/// keeps it although nothing names it. The closure's statements become the body of
/// `previews`, built by `ViewBuilder` as the closure would have been.
package enum PreviewMacro: DeclarationMacro {
    /// The name of the struct each expansion declares, which the runtime matches exactly.
    package static let declarationTypeName = "__UIStatePreviewDeclaration"

    package static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = previewBody(of: node, in: context) else { return [] }
        let name = previewName(of: node)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let holder = context.makeUniqueName("Preview")
        let keeper = context.makeUniqueName("keepPreview")
        return [
            """
            enum \(holder) {
                struct \(raw: declarationTypeName): UIStateSwiftUI.DeclaredPreview {
                    static var previewName: String? {
                        \(name)
                    }
                    static var previewFileID: String {
                        \(raw: file)
                    }
                    static var previewLine: Int {
                        \(raw: line)
                    }
                    static var previews: some UIStateSwiftUI.View {
                        Self.preview {
            \(raw: reindented(body.statements, by: 16))
                        }
                    }
                }
            }
            """,
            // Nothing else names the struct, and an optimized build drops a type nothing uses
            // (with its metadata record): `@used` keeps this global, and so the type.
            "@used private let \(keeper): any UIStateSwiftUI.DeclaredPreview.Type = \(holder).\(raw: declarationTypeName).self",
        ]
    }

    /// The closure's statements as written, moved to `indentation` spaces (their common
    /// indentation replaced), so the expansion reads as the source did.
    private static func reindented(_ statements: CodeBlockItemListSyntax, by indentation: Int) -> String {
        let lines = statements.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
        let indentations = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }
        let common = indentations.min() ?? 0
        let prefix = String(repeating: " ", count: indentation)
        return lines.enumerated().map { index, line in
            if line.allSatisfy(\.isWhitespace) { return "" }
            return prefix + (index == 0 ? line : line.dropFirst(min(common, line.prefix(while: { $0 == " " }).count)))
        }.joined(separator: "\n")
    }

    /// The trailing closure (or the argument labelled `body`) that takes no parameters.
    private static func previewBody(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) -> ClosureExprSyntax? {
        let labelled = node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let closure = node.trailingClosure ?? labelled else {
            context.diagnose(Diagnostic(node: node, message: MacroError("missingBody", "'#Preview' needs a closure that returns the view to show")))
            return nil
        }
        if let parameters = closure.signature?.parameterClause, !parameterList(parameters).isEmpty {
            context.diagnose(Diagnostic(node: closure, message: MacroError("bodyTakesParameters", "a '#Preview' closure takes no parameters")))
            return nil
        }
        return closure
    }

    private static func parameterList(_ clause: ClosureSignatureSyntax.ParameterClause) -> [String] {
        switch clause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map(\.firstName.text)
        @unknown default: return []
        }
    }

    /// The name argument as written (`"Counter"`), `nil` for none: it is evaluated when the
    /// preview is listed, so any `String` expression serves, as in SwiftUI. Only an unlabelled
    /// first argument is a name; traits (`traits: .sizeThatFitsLayout, .portrait`) are left out,
    /// a host rendering at the size its client asks for.
    private static func previewName(of node: some FreestandingMacroExpansionSyntax) -> ExprSyntax {
        guard let first = node.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) else {
            return "nil"
        }
        return first.expression.trimmed
    }
}
