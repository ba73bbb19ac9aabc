// MARK: - DigestSink

/// The lanes a `DigestEncoder` feeds, and the ids it gives encoders and containers.
///
/// Every call is fed as a tag word carrying the id of the encoder or container it was made on,
/// then its key (a keyed container's), then what it writes. Ids are numbered in the order things
/// are made, so they follow from the calls before; they tell apart containers written in turn
/// (two nested containers open at once), which the order of the calls alone would not.
final class DigestSink {
    enum Tag: UInt64 {
        case root = 1, keyed, unkeyed, single, nested, null, nestedKeyed, nestedUnkeyed, superEncoder
        case bool, string, double, float, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    }

    /// Unchecked exclusivity, as `CanonicalSink.writer`: no access overlaps another (feeding a
    /// word runs no user code) and the sink is confined to the thread encoding the value.
    @exclusivity(unchecked) private var lanes = DigestLanes()
    private var lastID: UInt64 = 0
    /// Set when the encoding read its coding path, which this encoder does not keep.
    var unusable = false

    func newID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// The tag above an id: below 2^61 − 1 (`DigestLanes.add(small:)`) while ids stay below 2^56.
    func add(_ tag: Tag, _ id: UInt64) {
        lanes.add(small: tag.rawValue << 56 | id)
    }

    func add(_ tag: Tag, _ id: UInt64, _ word: UInt64) {
        lanes.add(small: tag.rawValue << 56 | id)
        lanes.add(word)
    }

    func add(word: UInt64) {
        lanes.add(word)
    }

    /// A type by its metadata's address: one per type in a process.
    func add(type: Any.Type) {
        lanes.add(UInt64(UInt(bitPattern: ObjectIdentifier(type))))
    }

    func add(key: some CodingKey) {
        lanes.add(string: key.stringValue)
    }

    func add(string: String) {
        lanes.add(string: string)
    }

    var digest: ValueDigest { lanes.digest }

    /// The coding path asked for: the digest no longer stands for the bytes.
    var unknownPath: [any CodingKey] {
        unusable = true
        return []
    }
}

// MARK: - DigestEncoder

/// Feeds a value's encoding calls to a `DigestSink` (`ValueDigest.of`).
final class DigestEncoder: Encoder {
    let sink: DigestSink
    let id: UInt64
    var codingPath: [any CodingKey] { sink.unknownPath }
    // As `JSONValueEncoder()` and `CanonicalEncoder` give it.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(sink: DigestSink, id: UInt64) {
        self.sink = sink
        self.id = id
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.add(.keyed, id)
        sink.add(type: Key.self)
        return KeyedEncodingContainer(DigestKeyedContainer<Key>(sink: sink, id: sink.newID()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.add(.unkeyed, id)
        return DigestUnkeyedContainer(sink: sink, id: sink.newID())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        sink.add(.single, id)
        return DigestSingleValueContainer(sink: sink, id: sink.newID())
    }

    /// Feeds `value`, just announced (its container, its key), as its type and its own calls.
    /// The commonest primitives are fed as words, with no encoder of their own: after their type,
    /// which says so, the feed is as unambiguous.
    static func feed<T: Encodable>(_ value: T, into sink: DigestSink) throws {
        sink.add(type: T.self)
        if T.self == String.self { return sink.add(string: unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return sink.add(word: UInt64(bitPattern: Int64(unsafeBitCast(value, to: Int.self)))) }
        if T.self == Bool.self { return sink.add(word: unsafeBitCast(value, to: Bool.self) ? 1 : 0) }
        if T.self == Double.self { return sink.add(word: unsafeBitCast(value, to: Double.self).bitPattern) }
        try value.encode(to: DigestEncoder(sink: sink, id: sink.newID()))
    }
}

// MARK: - Primitive words

extension DigestSink {
    func add(_ id: UInt64, _ value: Bool) { add(.bool, id, value ? 1 : 0) }
    func add(_ id: UInt64, _ value: Double) { add(.double, id, value.bitPattern) }
    func add(_ id: UInt64, _ value: Float) { add(.float, id, UInt64(value.bitPattern)) }
    func add(_ id: UInt64, _ value: Int) { add(.int, id, UInt64(bitPattern: Int64(value))) }
    func add(_ id: UInt64, _ value: Int8) { add(.int8, id, UInt64(bitPattern: Int64(value))) }
    func add(_ id: UInt64, _ value: Int16) { add(.int16, id, UInt64(bitPattern: Int64(value))) }
    func add(_ id: UInt64, _ value: Int32) { add(.int32, id, UInt64(bitPattern: Int64(value))) }
    func add(_ id: UInt64, _ value: Int64) { add(.int64, id, UInt64(bitPattern: value)) }
    func add(_ id: UInt64, _ value: UInt) { add(.uint, id, UInt64(value)) }
    func add(_ id: UInt64, _ value: UInt8) { add(.uint8, id, UInt64(value)) }
    func add(_ id: UInt64, _ value: UInt16) { add(.uint16, id, UInt64(value)) }
    func add(_ id: UInt64, _ value: UInt32) { add(.uint32, id, UInt64(value)) }
    func add(_ id: UInt64, _ value: UInt64) { add(.uint64, id, value) }
}
