/// Reads the members of an object — and the decoding half of the action wire format.
///
/// Synthesized enum decoding asks the enum's container for its only key, then opens the payload
/// with `nestedContainer(keyedBy:forKey:)` (which synthesized struct decoding never calls). So:
///
/// - A bare string `"saveButtonTapped"` reads as `{"saveButtonTapped": {}}` when the requested key
///   type has that key, and its payload as having no members (optional values decode as nil).
/// - Inside `nestedContainer(keyedBy:forKey:)`, with P the payload:
///   - P an object holding `_0` or any key of the payload's key type: read as is (the synthesized
///     form `{"_0": 3}`, labeled values `{"id": 3}`, mixed `{"_0": 1, "label": "a"}`).
///   - P any other object, when the key type has `_0`: `_0` is P itself (`{"relation": {"delegate":
///     …}}`). `{}` is ambiguous between an empty struct and Foundation's `{}` for a nil optional;
///     `decodeIfPresent` tries P and falls back to nil.
///   - P an array: if the key type has `_1`, the case declares several values and `_i` is element
///     i (`{"move": [1, 2]}`; missing trailing elements read as absent). Otherwise `_0` is the
///     whole array (`{"items": [1, 2]}` for `case items([Int])`). Deciding by the key type, not
///     by the data, is what makes both round-trip.
///   - P a scalar or null: `_0` is P (`{"itemTapped": 3}`), other keys absent.
///
/// Every other use (plain structs, `container(keyedBy:)` on objects) is ordinary keyed decoding.
struct BridgeKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    enum Storage {
        /// An object's members.
        case object(JSONObject)
        /// A bare string in place of an object: an enum case tag, valid for `nestedContainer`.
        case tag(String)
        /// The payload of a bare-string case tag: no members at all.
        case absent(tag: String)
        /// A payload whose `_0` is the payload itself.
        case single(JSONValue)
        /// A payload array whose `_i` is element i.
        case positional([JSONValue])
    }

    /// The decoder of the JSON value this container reads (its path is the container's path).
    let decoder: BridgeDecoder
    let storage: Storage

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        switch storage {
        case .object(let object):
            var keys: [Key] = []
            keys.reserveCapacity(object.count)
            for member in object {
                if let key = Key(stringValue: member.key) { keys.append(key) }
            }
            return keys
        case .tag(let tag): return Key(stringValue: tag).map { [$0] } ?? []
        case .absent: return []
        case .single: return Key(stringValue: "_0").map { [$0] } ?? []
        case .positional(let elements):
            return elements.indices.compactMap { Key(stringValue: "_\($0)") }
        }
    }

    func contains(_ key: Key) -> Bool {
        switch storage {
        case .object(let object): return object[key.stringValue] != nil
        case .tag(let tag): return key.stringValue == tag
        default: return (try? entry(key)) != nil
        }
    }

    // MARK: - Finding a key's value

    /// The value for `key` and its step from this container, or nil when absent.
    private func entry(_ key: Key) throws -> (value: JSONValue, component: CodingPathComponent)? {
        switch storage {
        case .object(let object):
            return object[key.stringValue].map { ($0, .key(key)) }
        case .tag:
            throw decoder.mismatch(expected: "object")
        case .absent:
            return nil
        case .single(let payload):
            return key.stringValue == "_0" ? (payload, .same) : nil
        case .positional(let elements):
            guard let position = ExternalTagging.position(of: key.stringValue), position < elements.count else { return nil }
            return (elements[position], .index(position))
        }
    }

    private func required(_ key: Key) throws -> (value: JSONValue, component: CodingPathComponent) {
        if let found = try entry(key) { return found }
        throw missing(key)
    }

    private func missing(_ key: Key) -> JSONDecodingError {
        switch storage {
        case .absent(let tag):
            let what = ExternalTagging.position(of: key.stringValue) == nil ? " with key \(quoted(key.stringValue))" : ""
            return JSONDecodingError(path: decoder.pointer(), message: "case \(quoted(tag)) needs a payload\(what)")
        case .positional(let elements):
            let position = ExternalTagging.position(of: key.stringValue) ?? elements.count
            return JSONDecodingError(
                path: decoder.pointer(), message: "expected at least \(position + 1) elements, found \(elements.count)")
        default:
            return JSONDecodingError(path: decoder.pointer(), message: "missing key \(quoted(key.stringValue))")
        }
    }

    private func quoted(_ text: String) -> String {
        JSONValue.string(text).serializedString()
    }

    /// The member for `key` when this container reads an object (the common case), looked up
    /// without building a path step; nil otherwise, and for a missing key. Primitive decoding
    /// tries it first and falls back to `required(_:)`, which also produces every error.
    @inline(__always)
    private func member(_ key: Key) -> JSONValue? {
        guard case .object(let object) = storage else { return nil }
        return object[key.stringValue]
    }

    // MARK: - Decoding

    func decodeNil(forKey key: Key) throws -> Bool {
        if let value = member(key) { return value.isNull }
        return try required(key).value.isNull
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        if case .bool(let flag)? = member(key) { return flag }
        let found = try required(key)
        return try PrimitiveDecoding.bool(found.value) { decoder.pointer(appending: found.component) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        if case .string(let text)? = member(key) { return text }
        let found = try required(key)
        return try PrimitiveDecoding.string(found.value) { decoder.pointer(appending: found.component) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        switch member(key) {
        case .double(let number)?: return number
        case .integer(let number)?: return Double(number)
        default:
            let found = try required(key)
            return try PrimitiveDecoding.double(found.value) { decoder.pointer(appending: found.component) }
        }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let found = try required(key)
        return try PrimitiveDecoding.float(found.value) { decoder.pointer(appending: found.component) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
        if case .integer(let number)? = member(key), let exact = I(exactly: number) { return exact }
        let found = try required(key)
        return try PrimitiveDecoding.integer(found.value, as: I.self) { decoder.pointer(appending: found.component) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let value = member(key), let fast = PrimitiveDecoding.fastValue(type, from: value) { return fast }
        let found = try required(key)
        return try decoder.decodeChild(type, from: found.value, at: found.component)
    }

    /// One lookup instead of the default's three (`contains`, `decodeNil`, `decode`), and the
    /// fallback for an empty-object payload (see the type's discussion).
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let found = try entry(key), !found.value.isNull else { return nil }
        if case .single(.object(let payload)) = storage, payload.isEmpty {
            return try? decoder.decodeChild(type, from: found.value, at: found.component)
        }
        return try decoder.decodeChild(type, from: found.value, at: found.component)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(key) }

    private func optional<T: Decodable>(_ key: Key) throws -> T? {
        guard let found = try entry(key), !found.value.isNull else { return nil }
        if case .single(.object(let payload)) = storage, payload.isEmpty { return nil }
        guard let value = try PrimitiveDecoding.value(T.self, from: found.value, path: { decoder.pointer(appending: found.component) }) else {
            return try decoder.decodeChild(T.self, from: found.value, at: found.component)
        }
        return value
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        if case .tag(let tag) = storage {
            guard key.stringValue == tag else { throw decoder.mismatch(expected: "object") }
            let payload = BridgeDecoder(value: decoder.value, userInfo: decoder.userInfo, parent: decoder, component: .same)
            return KeyedDecodingContainer(BridgeKeyedDecodingContainer<NestedKey>(decoder: payload, storage: .absent(tag: tag)))
        }
        let found = try required(key)
        let payload = BridgeDecoder(value: found.value, userInfo: decoder.userInfo, parent: decoder, component: found.component)
        let storage = try BridgeKeyedDecodingContainer<NestedKey>.payloadStorage(of: payload)
        return KeyedDecodingContainer(BridgeKeyedDecodingContainer<NestedKey>(decoder: payload, storage: storage))
    }

    /// How an enum payload (or a plain nested object) is read; the rules are in the type's
    /// discussion.
    static func payloadStorage(of payload: BridgeDecoder) throws -> Storage {
        switch payload.value {
        case .object(let object):
            if object["_0"] == nil, Key(stringValue: "_0") != nil,
                !object.contains(where: { Key(stringValue: $0.key) != nil })
            {
                return .single(payload.value)
            }
            return .object(object)
        case .array(let elements):
            if Key(stringValue: "_1") != nil { return .positional(elements) }
            if Key(stringValue: "_0") != nil { return .single(payload.value) }
            throw payload.mismatch(expected: "object")
        default:
            if Key(stringValue: "_0") != nil { return .single(payload.value) }
            throw payload.mismatch(expected: "object")
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let found = try required(key)
        let nested = BridgeDecoder(value: found.value, userInfo: decoder.userInfo, parent: decoder, component: found.component)
        return try nested.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: StringCodingKey("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key)
    }

    private func superDecoder(named key: any CodingKey) throws -> any Decoder {
        let value: JSONValue
        if case .object(let object) = storage {
            value = object[key.stringValue] ?? .null
        } else {
            throw decoder.mismatch(expected: "object")
        }
        return BridgeDecoder(value: value, userInfo: decoder.userInfo, parent: decoder, component: .key(key))
    }
}
