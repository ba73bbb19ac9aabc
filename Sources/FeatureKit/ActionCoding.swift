package import JSON

// MARK: - ActionCoding

/// Encodes actions and events for replies; never fails a reply over one odd value.
package enum ActionCoding {
    /// The action's wire form; its description as a string in the (unreachable for `Codable`
    /// features without non-finite doubles) case that the bridge refuses it.
    package static func encode<A: Encodable>(_ action: A) -> JSONValue {
        (try? JSONValueEncoder().encode(action)) ?? .string(String(describing: action))
    }
}
