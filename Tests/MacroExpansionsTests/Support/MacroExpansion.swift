import JSON
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing
import MacroExpansions

/// Expands `source` with uistate's macros, as the compiler would, and checks the result.
///
/// The expected source is compared line by line after both sides are formatted the same way;
/// a mismatch prints a `- expected / + actual` diff. `diagnostics` are the messages the
/// expansion reports, each as `line:column: message`.
func expectExpansion(
    _ source: String,
    expandsTo expected: String,
    diagnostics expectedDiagnostics: [String] = [],
    macros: [String: MacroSpec] = uistateMacros,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let (expanded, diagnostics) = expand(source, macros: macros)
    if normalized(expanded) != normalized(expected) {
        let diff = LineDiff.render(expected: normalized(expected), actual: normalized(expanded))
        Issue.record("the expansion differs (- expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
    }
    if diagnostics != expectedDiagnostics {
        let diff = LineDiff.render(expected: expectedDiagnostics.joined(separator: "\n"), actual: diagnostics.joined(separator: "\n"))
        Issue.record("the diagnostics differ (- expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
    }
}

/// The macros under the names their declarations in UIStateTCA and UIStateSwiftUI give them,
/// with the conformances each declares (which the compiler passes to an extension macro when the
/// type does not conform yet).
var uistateMacros: [String: MacroSpec] {
    [
        "CasePathable": MacroSpec(type: CasePathableMacro.self, conformances: ["CasePathable"]),
        "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
        "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
        "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
        "ObservableState": MacroSpec(type: ObservableStateMacro.self, conformances: ["ObservableState"]),
        "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
        "Preview": MacroSpec(type: PreviewMacro.self),
        "ViewAction": MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"]),
        "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
        "_SendableAction": MacroSpec(type: SendableActionMacro.self, conformances: ["Sendable"]),
        "_SendableNested": MacroSpec(type: SendableNestedMacro.self, conformances: ["Sendable"]),
        "_SendableState": MacroSpec(type: SendableStateMacro.self, conformances: ["Sendable"]),
    ]
}

/// `source` with every macro in `macros` expanded, and the diagnostics the expansion reported.
func expand(_ source: String, macros: [String: MacroSpec]) -> (source: String, diagnostics: [String]) {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
    let expanded = file.expand(macroSpecs: macros, contextGenerator: { _ in context }, indentationWidth: .spaces(4))
    let converter = SourceLocationConverter(fileName: "Test.swift", tree: file)
    let diagnostics = context.diagnostics.map { diagnostic in
        let location = diagnostic.location(converter: converter)
        return "\(location.line):\(location.column): \(diagnostic.message)"
    }
    return (expanded.description, diagnostics)
}

/// The text with trailing spaces and blank lines dropped, so formatting noise never fails a test.
private func normalized(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
        .filter { !$0.isEmpty }
        .joined(separator: "\n")
}
