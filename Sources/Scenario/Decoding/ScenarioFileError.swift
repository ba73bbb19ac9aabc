import JSON

/// Why a scenario file could not be used, and where: file, JSON Pointer, line and column.
///
/// ```
/// examples/scenarios/bad/typo.scenario.json:7:6: /steps/1: unknown step kind "tapp";
///   expected one of send, receive, tap, …; did you mean "tap"?
/// ```
package struct ScenarioFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var location: SourceLocation
    package var message: String
    /// Valid names, for an unknown name.
    package var expected: [String]?
    /// The closest valid name, for a misspelt one.
    package var suggestion: String?

    package init(location: SourceLocation, message: String, expected: [String]? = nil, suggestion: String? = nil) {
        self.location = location
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
    }

    /// The message with the valid names and the suggestion, without the location.
    package var detail: String {
        var text = message
        if let expected, !expected.isEmpty { text += "; expected one of " + expected.joined(separator: ", ") }
        if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
        return text
    }

    package var description: String {
        let pointer = location.pointer.isRoot ? "" : " \(location.pointer):"
        return "\(location):\(pointer) \(detail)"
    }
}
