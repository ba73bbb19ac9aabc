/// The `Decoder` behind `JSONValueDecoder`: one per decoded value that is not a primitive.
///
/// It doubles as its own single-value container. As in `BridgeEncoder`, the path is the chain of
/// parents and steps, turned into a JSON Pointer only when an error needs it.
final class BridgeDecoder: Decoder, CodingPathNode {
    let value: JSONValue
    let userInfo: [CodingUserInfoKey: Any]
    let parent: BridgeDecoder?
    let component: CodingPathComponent
    /// The key type of the last keyed container asked for: names the valid cases of an unknown
    /// enum case when the type is `CaseIterable`.
    private(set) var requestedKeyType: (any CodingKey.Type)?

    init(value: JSONValue, userInfo: [CodingUserInfoKey: Any], parent: BridgeDecoder?, component: CodingPathComponent) {
        self.value = value
        self.userInfo = userInfo
        self.parent = parent
        self.component = component
    }

    func mismatch(expected: String) -> JSONDecodingError {
        PrimitiveDecoding.mismatch(expected: expected, found: value, path: { pointer() })
    }

    /// A keyed container over an object, or over a bare string read as an enum case tag.
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        requestedKeyType = Key.self
        switch value {
        case .object(let object):
            return KeyedDecodingContainer(BridgeKeyedDecodingContainer<Key>(decoder: self, storage: .object(object)))
        case .string(let tag):
            return KeyedDecodingContainer(BridgeKeyedDecodingContainer<Key>(decoder: self, storage: .tag(tag)))
        case .array(let elements) where elements.isEmpty && readsEmptyArrayAsObject:
            return KeyedDecodingContainer(BridgeKeyedDecodingContainer<Key>(decoder: self, storage: .object([:])))
        default:
            throw mismatch(expected: "object")
        }
    }

    /// Where `JSONValueDecoder.readsEmptyArrayAsObject` travels: `userInfo` reaches every nested
    /// decoder already, and is only looked at when an empty array meets a keyed container.
    static let emptyArrayAsObjectKey = CodingUserInfoKey(rawValue: "uistate.readsEmptyArrayAsObject")

    private var readsEmptyArrayAsObject: Bool {
        guard let key = Self.emptyArrayAsObjectKey else { return false }
        return userInfo[key] as? Bool == true
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch(expected: "array") }
        return BridgeUnkeyedDecodingContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        self
    }
}

// MARK: - Decoding any value

extension BridgeDecoder {
    /// Decodes `T` from `value`, found at `component` below `parent` (nil for the root).
    ///
    /// A `DecodingError` thrown inside `T.init(from:)` becomes a `JSONDecodingError` here, at the
    /// innermost level, where the value is known: that is how an unknown enum case gets its name.
    static func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, parent: BridgeDecoder?, component: CodingPathComponent,
        userInfo: [CodingUserInfoKey: Any]
    ) throws -> T {
        if let fast = PrimitiveDecoding.fastValue(type, from: value) { return fast }
        let primitive = try PrimitiveDecoding.value(type, from: value) {
            parent?.pointer(appending: component) ?? CodingPointer.pointer(component.token.map { [$0] } ?? [])
        }
        if let primitive { return primitive }
        let decoder = BridgeDecoder(value: value, userInfo: userInfo, parent: parent, component: component)
        do {
            return try T(from: decoder)
        } catch let error as DecodingError {
            throw DecodingErrorTranslation.translated(error, decoding: T.self, with: decoder)
        }
    }

    /// Decodes a child value of this decoder.
    func decodeChild<T: Decodable>(_ type: T.Type, from value: JSONValue, at component: CodingPathComponent) throws -> T {
        try Self.decode(type, from: value, parent: self, component: component, userInfo: userInfo)
    }
}
