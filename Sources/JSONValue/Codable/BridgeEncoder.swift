/// The `Encoder` behind `JSONValueEncoder`: one per encoded value that is not a primitive.
///
/// It doubles as its own single-value container. The coding path is not stored: each encoder
/// knows its parent and its step from it, and the path is walked only when asked for.
final class BridgeEncoder: Encoder {
    let userInfo: [CodingUserInfoKey: Any]
    private let parent: BridgeEncoder?
    private let component: CodingPathComponent
    /// What this encoder produced so far; nil when nothing was encoded.
    /// Unchecked exclusivity, as `ObjectBuilder.members`: set and read by this encoder's own
    /// containers, never while another access is open.
    @exclusivity(unchecked) var node: EncodingNode?

    init(userInfo: [CodingUserInfoKey: Any], parent: BridgeEncoder?, component: CodingPathComponent) {
        self.userInfo = userInfo
        self.parent = parent
        self.component = component
    }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var encoder: BridgeEncoder? = self
        while let current = encoder {
            if let key = current.component.codingKey { keys.append(key) }
            encoder = current.parent
        }
        return keys.reversed()
    }

    /// The JSON Pointer of this encoder's value, extended by `component`.
    func pointer(appending component: CodingPathComponent = .same) -> String {
        var tokens: [String] = component.token.map { [$0] } ?? []
        var encoder: BridgeEncoder? = self
        while let current = encoder {
            if let token = current.component.token { tokens.append(token) }
            encoder = current.parent
        }
        return CodingPointer.pointer(tokens.reversed())
    }

    /// The finished value; a type that encoded nothing becomes an empty object, as an empty
    /// struct's synthesized encoding does.
    func finished() -> JSONValue {
        node?.finished() ?? .object(JSONObject())
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let builder: ObjectBuilder
        if case .object(let existing) = node {
            builder = existing
            builder.written(by: Key.self)
        } else {
            builder = ObjectBuilder(keyType: Key.self)
            node = .object(builder)
        }
        return KeyedEncodingContainer(BridgeKeyedEncodingContainer<Key>(encoder: self, builder: builder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let builder: ArrayBuilder
        if case .array(let existing) = node {
            builder = existing
        } else {
            builder = ArrayBuilder()
            node = .array(builder)
        }
        return BridgeUnkeyedEncodingContainer(encoder: self, builder: builder)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }
}

// MARK: - Encoding any value

extension BridgeEncoder {
    /// Encodes `value` found at `component` below `parent` (nil for the root) into a finished
    /// JSON value, applying the wire format's rules for enums, sets and dictionaries.
    static func encode<T: Encodable>(
        _ value: T, parent: BridgeEncoder?, component: CodingPathComponent, userInfo: [CodingUserInfoKey: Any]
    ) throws -> JSONValue {
        if let primitive = try PrimitiveEncoding.json(for: value, path: { pointer(parent, component) }) {
            return primitive
        }
        let encoder = BridgeEncoder(userInfo: userInfo, parent: parent, component: component)
        try value.encode(to: encoder)
        let json = encoder.finished()
        switch CodableTypeShape.of(value) {
        case .plain: return json
        case .enumeration: return ExternalTagging.tagged(json, of: value)
        case .set: return CanonicalOrder.sortedSet(json)
        case .dictionary: return CanonicalOrder.sortedDictionary(json)
        }
    }

    /// Encodes a child value of this encoder.
    func encodeChild<T: Encodable>(_ value: T, at component: CodingPathComponent) throws -> JSONValue {
        try Self.encode(value, parent: self, component: component, userInfo: userInfo)
    }

    private static func pointer(_ parent: BridgeEncoder?, _ component: CodingPathComponent) -> String {
        guard let parent else { return CodingPointer.pointer(component.token.map { [$0] } ?? []) }
        return parent.pointer(appending: component)
    }
}
