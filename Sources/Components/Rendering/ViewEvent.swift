public import JSON

/// Something a view does besides sending an action, such as haptic feedback.
///
/// Written like an action, externally tagged: `{"haptic": {"style": "medium"}}`.
public struct ViewEvent: Sendable, Hashable, CustomStringConvertible {
    /// The event's name, e.g. `haptic`.
    public var name: String
    /// Its details.
    public var payload: JSONObject

    public init(name: String, payload: JSONObject = [:]) {
        self.name = name
        self.payload = payload
    }

    /// Haptic feedback of a given style (`light`, `medium`, `heavy`, `success`, …).
    public static func haptic(_ style: String) -> ViewEvent {
        ViewEvent(name: "haptic", payload: ["style": .string(style)])
    }

    public var json: JSONValue {
        .object([name: .object(payload)])
    }

    public var description: String { json.serializedString(.canonical) }
}
