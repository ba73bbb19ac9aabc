import Foundation

/// Reports a view of a store used where it cannot work (a `CaseLet` outside a `SwitchStore`, a
/// `NavigationLink(state:)` of another stack's screens), as TCA's runtime warnings do: through
/// `Dependencies.reportIssue` when a test set it, else as a line on the host's stderr. The view
/// then draws nothing for it, so a misuse never stops a render.
enum ViewMisuse {
    static func report(_ message: String) {
        if let reportIssue = Dependencies.current.reportIssue {
            reportIssue(message)
        } else {
            FileHandle.standardError.write(Data("uistate: \(message)\n".utf8))
        }
    }

    /// A type's name as its author writes it, with its enclosing types (`Contacts.Path.State`)
    /// but not its module or the file-private context Swift prints for a private type.
    static func name(of type: Any.Type) -> String {
        let parts = String(reflecting: type).split(separator: ".").filter { !$0.hasPrefix("(unknown context") }
        return parts.dropFirst().joined(separator: ".")
    }
}
