import JSON

// MARK: - SmallCaseProbe

/// An encoder that reads a synthesized enum encoding of the small shape `ActionEncoder` writes:
/// one top-level keyed container, one key in it (the case) opening a nested keyed container (the
/// payload), and in that at most one primitive value. Anything else — a second container or key,
/// a value written at the top, a nested value that is not a primitive, a number the bridge
/// refuses — declines, and the bridge encodes the action.
///
/// The wire form is what `ExternalTagging` makes of the bridge's object for that shape: no payload
/// is the case's name, a lone `_0` its value, a lone label an object of it.
///
/// Made for one action's encoding and read once it returns, on one thread: its fields go
/// unchecked for exclusivity (the checks were a tenth of a probe).
final class SmallCaseProbe: Encoder {
    @exclusivity(unchecked) private var stage = Stage.start
    @exclusivity(unchecked) private var tag = ""
    @exclusivity(unchecked) private var payloadKey = ""
    @exclusivity(unchecked) private var payload = JSONValue.null

    private enum Stage {
        case start
        /// The top-level container is open; no key written.
        case opened
        /// The case's payload container is open; nothing written in it.
        case tagged
        /// One payload value written.
        case written
        /// Not the small shape: the bridge answers.
        case declined
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The wire form read, or nil when the encoding was not the small shape.
    var wireForm: JSONValue? {
        switch stage {
        case .tagged:
            return .string(tag)
        case .written where payloadKey == "_0":
            return .object(JSONObject(uniqueMembers: [(tag, payload)]))
        case .written where !payloadKey.utf8.isEmpty && payloadKey.utf8.first != UInt8(ascii: "_"):
            // A label; one spelled like a position (`_1`) the bridge reads as one: declined.
            let members = JSONObject(uniqueMembers: [(payloadKey, payload)])
            return .object(JSONObject(uniqueMembers: [(tag, .object(members))]))
        default:
            return nil
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        guard stage == .start else { return declining() }
        stage = .opened
        return KeyedEncodingContainer(CaseContainer<Key>(probe: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        stage = .declined
        return IgnoringUnkeyed()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        stage = .declined
        return IgnoringSingleValue()
    }

    /// Marks the encoding as not the small shape; what is written from here is ignored.
    func declining<Key: CodingKey>() -> KeyedEncodingContainer<Key> {
        stage = .declined
        return KeyedEncodingContainer(IgnoringKeyed<Key>())
    }

    func decline() {
        stage = .declined
    }

    /// The case named by `key`: its payload container, the first key written at the top.
    fileprivate func openCase<NestedKey: CodingKey>(_ key: String) -> KeyedEncodingContainer<NestedKey> {
        guard stage == .opened else { return declining() }
        stage = .tagged
        tag = key
        return KeyedEncodingContainer(PayloadContainer<NestedKey>(probe: self))
    }

    /// A payload value: the first one written in the case's container.
    fileprivate func write(_ value: JSONValue, forKey key: String) {
        guard stage == .tagged else { return decline() }
        stage = .written
        payloadKey = key
        payload = value
    }
}

// MARK: - The probe's containers

/// What both of the probe's containers decline: a null, an unkeyed container, a superclass's
/// encoder (none of them in the small shape).
private protocol ProbeContainer: KeyedEncodingContainerProtocol {
    var probe: SmallCaseProbe { get }
}

extension ProbeContainer {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { probe.decline() }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        probe.decline()
        return IgnoringUnkeyed()
    }

    mutating func superEncoder() -> any Encoder {
        probe.decline()
        return IgnoringEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        probe.decline()
        return IgnoringEncoder()
    }
}

/// The top-level container: accepts one nested keyed container, the case's payload.
private struct CaseContainer<Key: CodingKey>: ProbeContainer {
    let probe: SmallCaseProbe

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { probe.decline() }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        probe.openCase(key.stringValue)
    }
}

/// The case's payload container: one primitive value, as the bridge's `PrimitiveEncoding` writes
/// it; a `Float` (converted through its description by the bridge), a non-finite double or an
/// unsigned integer past `Int64.max` (refused by the bridge) declines.
private struct PayloadContainer<Key: CodingKey>: ProbeContainer {
    let probe: SmallCaseProbe

    private func write(_ value: JSONValue, _ key: Key) { probe.write(value, forKey: key.stringValue) }

    mutating func encode(_ value: Bool, forKey key: Key) throws { write(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { write(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        guard value.isFinite else { return probe.decline() }
        write(.double(value), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws { probe.decline() }
    mutating func encode(_ value: Int, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { write(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { unsigned(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { write(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { unsigned(value, key) }

    /// A value of a generic payload type: the common primitives by their metatypes, compared as
    /// the bridge's `PrimitiveEncoding` compares them (the casts sound once the types are found
    /// identical); anything else declines.
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if T.self == String.self { return write(.string(unsafeBitCast(value, to: String.self)), key) }
        if T.self == Int.self { return write(.integer(Int64(unsafeBitCast(value, to: Int.self))), key) }
        if T.self == Bool.self { return write(.bool(unsafeBitCast(value, to: Bool.self)), key) }
        if T.self == Double.self { return try encode(unsafeBitCast(value, to: Double.self), forKey: key) }
        probe.decline()
    }

    private func unsigned<U: FixedWidthInteger & UnsignedInteger>(_ value: U, _ key: Key) {
        guard let exact = Int64(exactly: value) else { return probe.decline() }
        write(.integer(exact), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        probe.declining()
    }
}
