/// The `Encoder` behind `JSONValueEncoder`: one per encoded value that is not a primitive.
///
/// It doubles as its own single-value container. The coding path is not stored: each encoder
/// knows its parent and its step from it, and the path is walked only when asked for.
final class BridgeEncoder: Encoder, CodingPathNode {
    let userInfo: [CodingUserInfoKey: Any]
    let parent: BridgeEncoder?
    let component: CodingPathComponent
    /// What this encoder produced so far; nil when nothing was encoded.
    /// Unchecked exclusivity, as `ObjectBuilder.members`: set and read by this encoder's own
    /// containers, never while another access is open.
    @exclusivity(unchecked) var node: EncodingNode?
    /// Encodings of large arrays from an earlier pass, reused when the storage is the same
    /// (`JSONEncodingCache`); nil for an ordinary encode.
    let cache: JSONEncodingCache?
    /// The pointer tokens still to follow below this encoder when only one subtree is wanted
    /// (`JSONValueEncoder.encode(_:at:)`); nil when everything below is encoded.
    let scope: ArraySlice<String>?

    init(
        userInfo: [CodingUserInfoKey: Any], parent: BridgeEncoder?, component: CodingPathComponent,
        cache: JSONEncodingCache? = nil, scope: ArraySlice<String>? = nil
    ) {
        self.userInfo = userInfo
        self.parent = parent
        self.component = component
        self.cache = cache
        self.scope = scope
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
        _ value: T, parent: BridgeEncoder?, component: CodingPathComponent, userInfo: [CodingUserInfoKey: Any],
        cache: JSONEncodingCache? = nil, scope: ArraySlice<String>? = nil
    ) throws -> JSONValue {
        if let primitive = try PrimitiveEncoding.json(for: value, path: { pointer(parent, component) }) {
            return primitive
        }
        // Only array members and single values are looked up: an element of an array is almost
        // never an array itself, and the cast would cost every element of a large list.
        var identity: JSONEncodingCache.Key?
        if let cache, !component.isIndex, let identified = value as? any StorageIdentifiable,
            let key = identified.storageKey
        {
            if let json = cache.json(for: key) { return json }
            identity = key
        }
        let shape = CodableTypeShape.of(value)
        // Sets and dictionaries are sorted and enums re-tagged after encoding, which moves
        // positions and keys: below them everything is encoded, so the pointer reads the same.
        let encoder = BridgeEncoder(
            userInfo: userInfo, parent: parent, component: component, cache: cache,
            scope: shape == .plain ? scope : nil
        )
        try value.encode(to: encoder)
        let json = encoder.finished()
        let result: JSONValue
        switch shape {
        case .plain: result = json
        case .enumeration: result = ExternalTagging.tagged(json, of: value)
        case .set: result = CanonicalOrder.sortedSet(json)
        case .dictionary: result = CanonicalOrder.sortedDictionary(json)
        }
        if let cache, let identity { cache.store(result, for: identity, keeping: value) }
        return result
    }

    /// Encodes a child value of this encoder; outside the wanted subtree (`scope`), a `null`
    /// stands in for it without encoding it.
    func encodeChild<T: Encodable>(_ value: T, at component: CodingPathComponent) throws -> JSONValue {
        guard let scope else {
            return try Self.encode(value, parent: self, component: component, userInfo: userInfo, cache: cache)
        }
        guard let token = component.token else {
            return try Self.encode(value, parent: self, component: component, userInfo: userInfo, scope: scope)
        }
        // This encoder's value is the one asked for: all of it below.
        guard let next = scope.first else {
            return try Self.encode(value, parent: self, component: component, userInfo: userInfo)
        }
        guard next == token else { return .null }
        return try Self.encode(value, parent: self, component: component, userInfo: userInfo, scope: scope.dropFirst())
    }

    private static func pointer(_ parent: BridgeEncoder?, _ component: CodingPathComponent) -> String {
        guard let parent else { return CodingPointer.pointer(component.token.map { [$0] } ?? []) }
        return parent.pointer(appending: component)
    }
}
