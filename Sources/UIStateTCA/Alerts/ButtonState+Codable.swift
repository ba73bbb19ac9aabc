// MARK: - Wire form

private enum ButtonCodingKeys: String, CodingKey {
    case role, action, label
}

/// A button travels as `{"role": "destructive", "action": …, "label": "Delete"}`: `role` is left
/// out for an ordinary button and `action` for one that only dismisses; the action is in the
/// feature's own wire form, and the label is a `TextState`. The id is not sent (a decoded button
/// gets a new one), nor is the animation, which a headless host ignores.
extension ButtonState: Encodable where Action: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ButtonCodingKeys.self)
        try container.encodeIfPresent(role, forKey: .role)
        try container.encodeIfPresent(action.action, forKey: .action)
        try container.encode(label, forKey: .label)
    }
}

extension ButtonState: Decodable where Action: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ButtonCodingKeys.self)
        self.init(
            role: try container.decodeIfPresent(ButtonStateRole.self, forKey: .role),
            action: .send(try container.decodeIfPresent(Action.self, forKey: .action)),
            label: try container.decode(TextState.self, forKey: .label)
        )
    }
}
