public import JSONValue
public import RPCProtocol
import UIStateProtocol

/// A session call refused, with the JSON-RPC error a host replies with (`docs/decisions.md`, "Errors").
public struct SessionError: Error, Sendable, CustomStringConvertible {
    public var code: Int
    public var message: String
    /// `path` (a JSON Pointer into what was sent), `expected`, `suggestion`, `candidates`, `reason`.
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// An error with one of the codes the protocol defines.
    public init(_ code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.init(code: code.rawValue, message: message, data: data)
    }

    /// `code` as the protocol's type, to compare with the codes `ErrorCode` names.
    public var errorCode: ErrorCode { ErrorCode(code) }

    /// Whether the error means the scenario names something the feature does not have (a
    /// feature, preset, or an action or value it cannot decode): the file cannot be used
    /// (exit code 2), rather than the app misbehaving (a failure, exit code 1).
    public var isBadInput: Bool {
        [.invalidParams, .unknownFeature, .unknownPreset].contains(errorCode)
    }

    /// The error with `data.path` made relative to the params member `member` (`/action/x` →
    /// `/x`), for errors about something a step wrote (an action, environment values).
    public func relative(to member: String) -> SessionError {
        guard let path, path.tokens.first == member, case .object(var object)? = data else { return self }
        var copy = self
        object["path"] = .string(JSONPointer(tokens: Array(path.tokens.dropFirst())).description)
        copy.data = .object(object)
        return copy
    }

    /// `data.path` as a pointer, when given.
    public var path: JSONPointer? {
        guard let text = data?["path"]?.stringValue else { return nil }
        return try? JSONPointer(parsing: text)
    }

    /// `message`, then `expected`, `suggestion` and the candidates a selector error lists.
    public var description: String {
        var text = message
        // Some messages list the valid names themselves (`available: a, b`); say them once.
        if let expected = data?["expected"]?.arrayValue?.compactMap(\.stringValue), !expected.isEmpty,
           !message.contains(expected.joined(separator: ", ")) {
            text += "; expected one of " + expected.joined(separator: ", ")
        }
        if let suggestion = data?["suggestion"]?.stringValue { text += "; did you mean \"\(suggestion)\"?" }
        if let candidates = data?["candidates"]?.arrayValue, !candidates.isEmpty {
            text += "\n" + candidates.map { "  " + $0.serializedString(.canonical) }.joined(separator: "\n")
        }
        return text
    }
}
