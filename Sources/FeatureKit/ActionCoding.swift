// Public imports, never `package`: a module imported `package` anywhere in FeatureKit keeps the
// release build from serialising the bodies that touch its types, which features specialise
// (docs/decisions.md, "Host and stores"). `@usableFromInline` below makes them public uses.
public import JSON

// MARK: - ActionCoding

/// Encodes actions and events for replies; never fails a reply over one odd value.
@usableFromInline
package enum ActionCoding {
    /// The action's wire form; its description as a string in the (unreachable for `Codable`
    /// features without non-finite doubles) case that the bridge refuses it.
    @usableFromInline
    package static func encode<A: Encodable>(_ action: A) -> JSONValue {
        (try? JSONValueEncoder().encode(action)) ?? .string(String(describing: action))
    }
}
