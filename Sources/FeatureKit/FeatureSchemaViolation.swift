public import JSON

// MARK: - FeatureSchemaViolation

/// A place where a feature's declared JSON Schema and its Codable types disagree: a value the
/// types write that the schema refuses, or one that does not read back as itself.
///
/// ```swift
/// for violation in StepperFeature.schemaViolations() { print(violation) }
/// // action {"stepChanged":"5"}: /stepChanged: expected integer, found string
/// ```
public struct FeatureSchemaViolation: Sendable, Equatable, CustomStringConvertible {
    /// Which of the feature's wire forms the value belongs to.
    public enum Subject: String, Sendable {
        case action, state
    }

    /// Action or state.
    public let subject: Subject
    /// The value as the Codable bridge wrote it (`null` when it could not be written).
    public let wire: JSONValue
    /// What is wrong, e.g. `/stepChanged: expected integer, found string`.
    public let message: String

    public var description: String {
        "\(subject.rawValue) \(wire.serializedString(.compact)): \(message)"
    }
}
