public import JSON

extension EnvironmentValues {
    /// The wire form, as the root node's properties and `environment/set` show it.
    ///
    /// `dismiss`, `accentColor`, `isEnabled` and `isHidden` are set by the view itself, so they are
    /// not part of it.
    public var json: JSONValue {
        // Distinct keys in one write: every render makes it (the root's properties), and a
        // literal hashed each key against those before it.
        .object(JSONObject(uniqueMembers: [
            ("dynamicTypeSize", .string(dynamicTypeSize.rawValue)),
            ("colorScheme", .string(colorScheme.rawValue)),
            ("locale", .string(locale)),
            ("focusedField", focusedField.map(JSONValue.string) ?? .null),
        ]))
    }

    /// Applies the members of `json` that are present, keeping the others.
    ///
    /// - Throws: ``EnvironmentError`` naming the member and what it expected.
    public mutating func update(from json: JSONValue) throws(EnvironmentError) {
        // `[]` is Neovim's empty table: an empty object, as everywhere on the wire.
        guard let object = json.objectValue ?? (json == .array([]) ? [:] : nil) else {
            throw EnvironmentError(member: "", message: "expected an object, got \(json.typeName)")
        }
        for (key, value) in object {
            switch key {
            case "dynamicTypeSize":
                guard let name = value.stringValue, let size = DynamicTypeSize(rawValue: name) else {
                    throw EnvironmentError(
                        member: key,
                        message: "expected one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                dynamicTypeSize = size
            case "colorScheme":
                guard let name = value.stringValue, let scheme = ColorScheme(rawValue: name) else {
                    throw EnvironmentError(member: key, message: "expected light or dark")
                }
                colorScheme = scheme
            case "locale":
                guard let tag = value.stringValue else {
                    throw EnvironmentError(member: key, message: "expected a string")
                }
                locale = tag
            case "focusedField":
                if value.isNull {
                    focusedField = nil
                } else if let id = value.stringValue {
                    focusedField = id
                } else {
                    throw EnvironmentError(member: key, message: "expected a node id or null")
                }
            default:
                throw EnvironmentError(
                    member: key,
                    message: "unknown member; expected dynamicTypeSize, colorScheme, locale or focusedField"
                )
            }
        }
    }
}

/// A malformed environment document.
public struct EnvironmentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The offending member's name; empty for the document itself.
    public var member: String
    public var message: String

    public var description: String {
        member.isEmpty ? "environment: \(message)" : "environment.\(member): \(message)"
    }
}
