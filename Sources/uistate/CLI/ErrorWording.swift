import JSON
import UIStateProtocol

/// Errors from the host as a person reads them at the command line: the message in words,
/// the valid names and the closest one, and no JSON-RPC code (those are for programs).
enum ErrorWording {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? ResponseError else { return "\(error)" }
        var text = error.message
        if let expected = error.data?["expected"]?.arrayValue?.compactMap(\.stringValue), !expected.isEmpty,
           !expected.allSatisfy({ text.contains($0) }) {
            text += " (expected one of: \(expected.joined(separator: ", ")))"
        }
        if let suggestion = error.data?["suggestion"]?.stringValue {
            text += "; did you mean '\(suggestion)'?"
        }
        return text
    }

    /// Whether the error is about what the command line asked for (an unknown feature or
    /// preset, params that do not fit), so the exit code is 2, bad usage.
    static func isUsage(_ error: any Error) -> Bool {
        guard let error = error as? ResponseError else { return false }
        return [ErrorCode.invalidParams, .unknownFeature, .unknownPreset].contains(error.code)
    }
}
