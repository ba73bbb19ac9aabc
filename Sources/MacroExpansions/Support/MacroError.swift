import SwiftDiagnostics
import SwiftSyntax

/// A misuse the compiler reports at the macro's attribute, as a TCA user would read it.
struct MacroError: Error, DiagnosticMessage {
    let message: String
    let id: String

    init(_ id: String, _ message: String) {
        self.id = id
        self.message = message
    }

    var diagnosticID: MessageID { MessageID(domain: "UIStateMacros", id: id) }
    var severity: DiagnosticSeverity { .error }
}
