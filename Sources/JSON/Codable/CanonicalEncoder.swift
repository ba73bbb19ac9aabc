// MARK: - Canonical bytes

extension JSONValueEncoder {
    /// `try encode(value).serialized(.canonical)`, the same bytes, written straight from the
    /// value: no `JSONValue` tree is built for its structs and arrays (`CanonicalEncoder`). What
    /// a state's identity is hashed from, many times a second in exploration.
    ///
    /// - Throws: what `encode(_:)` throws.
    package func canonicalBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        if userInfo.isEmpty, let bytes = CanonicalEncoder.bytes(of: value) { return bytes }
        // Anything the direct writer does not take (see `CanonicalEncoder`), and every error
        // with its path, the tree's way.
        return try encode(value).serialized(.canonical)
    }
}

// MARK: - CanonicalEncoder

/// Writes a value's canonical JSON as `JSONValueEncoder` then `serialized(.canonical)` would,
/// straight into one buffer: a struct's members are written as they come and, if its keys were
/// not written in ascending byte order, moved into that order when it is finished; an array's
/// elements in order; primitives as `PrimitiveEncoding` turns them into JSON.
///
/// What the wire format reshapes after encoding — an enum (external tagging), a set, a
/// dictionary — is encoded by `BridgeEncoder` (under the same coding path) and written from its
/// tree. Anything else unusual (a nested or second container, a super encoder, a value encoded
/// twice in one single-value container, a key written twice or one that is not plain ASCII)
/// marks the encoding unsupported: `bytes(of:)` returns nil and the caller takes the tree's way,
/// so the bytes never differ from it. So does any error.
final class CanonicalEncoder: Encoder, CodingPathNode {
    let sink: CanonicalSink
    let parent: CanonicalEncoder?
    let component: CodingPathComponent
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What this value became so far.
    enum Form {
        case nothing
        /// An object; its members are `sink.members` from `firstMember` on.
        case keyed(firstMember: Int)
        case unkeyed
        case single(written: Bool)
    }

    private(set) var form = Form.nothing

    init(sink: CanonicalSink, parent: CanonicalEncoder?, component: CodingPathComponent) {
        self.sink = sink
        self.parent = parent
        self.component = component
    }

    /// `value`'s canonical bytes, or nil when it takes a way this writer does not (see above) or
    /// throws.
    static func bytes<T: Encodable>(of value: T) -> [UInt8]? {
        let sink = CanonicalSink()
        do {
            try write(value, into: sink, parent: nil, component: .same)
        } catch {
            return nil
        }
        return sink.unsupported ? nil : sink.writer.bytes
    }

    /// Appends `value`, found at `component` below `parent`, to `sink`.
    static func write<T: Encodable>(
        _ value: T, into sink: CanonicalSink, parent: CanonicalEncoder?, component: CodingPathComponent
    ) throws {
        if let primitive = try PrimitiveEncoding.json(for: value, path: { "" }) {
            sink.writer.write(primitive, indent: 0)
            return
        }
        guard CodableTypeShape.of(value) == .plain else {
            let json = try BridgeEncoder.encode(value, parent: parent?.bridged(), component: component, userInfo: [:])
            sink.writer.write(json, indent: 0)
            return
        }
        let encoder = CanonicalEncoder(sink: sink, parent: parent, component: component)
        try value.encode(to: encoder)
        encoder.finish()
    }

    /// This encoder's place as a `BridgeEncoder` chain, for a value `BridgeEncoder` encodes:
    /// its coding path reads the same.
    private func bridged() -> BridgeEncoder {
        BridgeEncoder(userInfo: [:], parent: parent?.bridged(), component: component)
    }

    /// Closes what `encode(to:)` opened; a value that encoded nothing is an empty object, as in
    /// `BridgeEncoder.finished()`.
    private func finish() {
        guard !sink.unsupported else { return }
        switch form {
        case .nothing, .single(written: false): sink.append("{}")
        case .single(written: true): break
        case .unkeyed: sink.append("]")
        case .keyed(let firstMember): sink.closeObject(membersFrom: firstMember)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        guard case .nothing = form else { return Self.unsupported(sink).container(keyedBy: type) }
        sink.append("{")
        form = .keyed(firstMember: sink.members.count)
        return KeyedEncodingContainer(CanonicalKeyedContainer<Key>(encoder: self, firstMember: sink.members.count))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        guard case .nothing = form else { return Self.unsupported(sink).unkeyedContainer() }
        sink.append("[")
        form = .unkeyed
        return CanonicalUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        switch form {
        case .nothing: form = .single(written: false)
        case .single(written: false): break
        case .single(written: true), .keyed, .unkeyed: sink.unsupported = true
        }
        return self
    }

    /// Marks `sink`'s encoding unsupported and returns an encoder whose writes go nowhere it is
    /// read: Swift's container requests cannot throw.
    static func unsupported(_ sink: CanonicalSink) -> CanonicalEncoder {
        sink.unsupported = true
        return CanonicalEncoder(sink: CanonicalSink(), parent: nil, component: .same)
    }
}

// MARK: - Single value

extension CanonicalEncoder: SingleValueEncodingContainer {
    /// Writes the one value; a second one would replace the first in the tree: unsupported.
    private func set(_ write: () throws -> Void) rethrows {
        guard case .single(written: false) = form else {
            sink.unsupported = true
            return
        }
        form = .single(written: true)
        try write()
    }

    func encodeNil() throws { set { sink.append("null") } }
    func encode(_ value: Bool) throws { set { sink.write(.bool(value)) } }
    func encode(_ value: String) throws { set { sink.write(.string(value)) } }
    func encode(_ value: Double) throws { try set { sink.write(try PrimitiveEncoding.double(value, path: { "" })) } }
    func encode(_ value: Float) throws { try set { sink.write(try PrimitiveEncoding.float(value, path: { "" })) } }
    func encode(_ value: Int) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: Int8) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: Int16) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: Int32) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: Int64) throws { set { sink.write(value) } }
    func encode(_ value: UInt) throws { try set { sink.write(try PrimitiveEncoding.unsigned(value, path: { "" })) } }
    func encode(_ value: UInt8) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: UInt16) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: UInt32) throws { set { sink.write(Int64(value)) } }
    func encode(_ value: UInt64) throws { try set { sink.write(try PrimitiveEncoding.unsigned(value, path: { "" })) } }

    func encode<T: Encodable>(_ value: T) throws {
        try set { try Self.write(value, into: sink, parent: self, component: .same) }
    }
}

// MARK: - Keyed

/// Writes an object's members as they come: `"key":value`, each recorded in `sink.members` so
/// that the object can be put in key order when it is finished.
struct CanonicalKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: CanonicalEncoder
    /// Where this object's members start in `sink.members`.
    let firstMember: Int

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// Writes `key` (after a comma when a member came before) and opens its member.
    private func open(_ key: Key) {
        encoder.sink.openMember(key.stringValue, first: encoder.sink.members.count == firstMember)
    }

    private func member(_ key: Key, _ write: () throws -> Void) rethrows {
        open(key)
        try write()
        encoder.sink.closeMember()
    }

    mutating func encodeNil(forKey key: Key) throws { member(key) { encoder.sink.append("null") } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { member(key) { encoder.sink.write(.bool(value)) } }
    mutating func encode(_ value: String, forKey key: Key) throws { member(key) { encoder.sink.write(.string(value)) } }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try member(key) { encoder.sink.write(try PrimitiveEncoding.double(value, path: { "" })) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try member(key) { encoder.sink.write(try PrimitiveEncoding.float(value, path: { "" })) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { member(key) { encoder.sink.write(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try member(key) { encoder.sink.write(try PrimitiveEncoding.unsigned(value, path: { "" })) }
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { member(key) { encoder.sink.write(Int64(value)) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try member(key) { encoder.sink.write(try PrimitiveEncoding.unsigned(value, path: { "" })) }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try member(key) { try CanonicalEncoder.write(value, into: encoder.sink, parent: encoder, component: .key(key)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        CanonicalEncoder.unsupported(encoder.sink).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CanonicalEncoder.unsupported(encoder.sink).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { CanonicalEncoder.unsupported(encoder.sink) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CanonicalEncoder.unsupported(encoder.sink) }
}

// MARK: - Unkeyed

/// Writes an array's elements in order.
struct CanonicalUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: CanonicalEncoder
    private(set) var count = 0

    init(encoder: CanonicalEncoder) {
        self.encoder = encoder
    }

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// Opens the next element (after a comma when one came before) and returns the sink to
    /// write it into.
    private mutating func next() -> CanonicalSink {
        if count > 0 { encoder.sink.append(",") }
        count += 1
        return encoder.sink
    }

    mutating func encodeNil() throws { next().append("null") }
    mutating func encode(_ value: Bool) throws { next().write(.bool(value)) }
    mutating func encode(_ value: String) throws { next().write(.string(value)) }
    mutating func encode(_ value: Double) throws { next().write(try PrimitiveEncoding.double(value, path: { "" })) }
    mutating func encode(_ value: Float) throws { next().write(try PrimitiveEncoding.float(value, path: { "" })) }
    mutating func encode(_ value: Int) throws { next().write(Int64(value)) }
    mutating func encode(_ value: Int8) throws { next().write(Int64(value)) }
    mutating func encode(_ value: Int16) throws { next().write(Int64(value)) }
    mutating func encode(_ value: Int32) throws { next().write(Int64(value)) }
    mutating func encode(_ value: Int64) throws { next().write(value) }
    mutating func encode(_ value: UInt) throws { next().write(try PrimitiveEncoding.unsigned(value, path: { "" })) }
    mutating func encode(_ value: UInt8) throws { next().write(Int64(value)) }
    mutating func encode(_ value: UInt16) throws { next().write(Int64(value)) }
    mutating func encode(_ value: UInt32) throws { next().write(Int64(value)) }
    mutating func encode(_ value: UInt64) throws { next().write(try PrimitiveEncoding.unsigned(value, path: { "" })) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        try CanonicalEncoder.write(value, into: next(), parent: encoder, component: .index(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        CanonicalEncoder.unsupported(encoder.sink).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalEncoder.unsupported(encoder.sink).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { CanonicalEncoder.unsupported(encoder.sink) }
}
