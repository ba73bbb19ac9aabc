public import JSON

/// Why a selector or an interaction failed. The host picks the wire error for each `kind`
/// (this module knows no protocol).
public struct ViewError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Nothing matched ; `candidates` are nodes that nearly match.
        case noMatch
        /// Several matched and no `index` was given; `candidates` are all of them.
        case ambiguous
        /// `index` is past the last match ; `candidates` are the matches.
        case indexOutOfRange
        /// The node is disabled, hidden, covered by a presentation, or does not accept the
        /// interaction.
        case notInteractive
        /// The selector itself is malformed.
        case invalidSelector
    }

    public var kind: Kind
    public var message: String
    /// The nodes the error is about, in document order.
    public var candidates: [NodeSummary] = []
    /// For `notInteractive`: `disabled`, `hidden`, `covered` or `unsupported`.
    public var reason: String?
    /// For reason `covered`: the presentation in front of the node (sheet, overlay, alert …).
    public var presentation: NodeSummary?
    /// For `invalidSelector`: a JSON Pointer into the selector.
    public var path: String?

    /// The error's `data`: kind, and the candidates, reason or path that apply.
    public var data: JSONValue {
        var object: JSONObject = ["kind": .string(kind.rawValue)]
        if !candidates.isEmpty { object["candidates"] = .array(candidates.map(\.json)) }
        if let reason { object["reason"] = .string(reason) }
        if let presentation { object["presentation"] = presentation.json }
        if let path { object["path"] = .string(path) }
        return .object(object)
    }

    public var description: String {
        guard !candidates.isEmpty else { return message }
        return message + "\n" + candidates.map { "  " + $0.description }.joined(separator: "\n")
    }

    static func invalidSelector(path: String, message: String) -> ViewError {
        ViewError(kind: .invalidSelector, message: "invalid selector: \(message)", path: path)
    }
}
