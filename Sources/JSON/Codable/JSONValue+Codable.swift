extension JSONValue {
    /// Encodes `value` with a default `JSONValueEncoder`.
    ///
    /// ```swift
    /// let json = try JSONValue(encoding: Action.itemTapped(3))   // {"itemTapped": 3}
    /// ```
    public init<T: Encodable>(encoding value: T) throws {
        self = try JSONValueEncoder().encode(value)
    }

    /// Decodes this value with a default `JSONValueDecoder`.
    ///
    /// ```swift
    /// let action = try json.decode(Action.self)
    /// ```
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONValueDecoder().decode(type, from: self)
    }
}
