/// Turns the `DecodingError`s that `init(from:)` implementations throw into `JSONDecodingError`s.
///
/// Synthesized enum decoding cannot name an unknown case: it finds no key it knows and throws
/// "Invalid number of keys found, expected one." Caught where the value is at hand, that becomes
/// `unknown case "foo"`. Likewise a raw-value enum's "Cannot initialize … from invalid … value".
enum DecodingErrorTranslation {
    /// The compiler's text for an enum whose object holds no single known case key.
    static let invalidKeyCount = "Invalid number of keys found, expected one."

    static func translated<T>(_ error: DecodingError, decoding type: T.Type, with decoder: BridgeDecoder) -> JSONDecodingError {
        switch error {
        case .typeMismatch(_, let context)
        where context.debugDescription == invalidKeyCount && isAt(decoder, context):
            return unknownCase(of: type, in: decoder)
        case .dataCorrupted(let context)
        where type is any RawRepresentable.Type && context.debugDescription.hasPrefix("Cannot initialize")
            && isAt(decoder, context):
            return JSONDecodingError(
                path: decoder.pointer(), message: "unknown case \(decoder.value.serializedString())",
                expected: caseNames(of: type, keyType: nil), kind: .unknownCase)
        case .keyNotFound(let key, let context):
            return JSONDecodingError(
                path: CodingPointer.pointer(codingPath: context.codingPath), message: "missing key \(quoted(key.stringValue))")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return JSONDecodingError(path: CodingPointer.pointer(codingPath: context.codingPath), message: context.debugDescription)
        @unknown default:
            return JSONDecodingError(path: decoder.pointer(), message: String(describing: error))
        }
    }

    private static func isAt(_ decoder: BridgeDecoder, _ context: DecodingError.Context) -> Bool {
        context.codingPath.count == decoder.codingPath.count
    }

    private static func unknownCase<T>(of type: T.Type, in decoder: BridgeDecoder) -> JSONDecodingError {
        let expected = caseNames(of: type, keyType: decoder.requestedKeyType)
        let message: String
        switch decoder.value {
        case .string(let tag):
            message = "unknown case \(quoted(tag))"
        case .object(let object) where object.count == 1:
            message = "unknown case \(quoted(object.keys[0]))"
        case .object(let object) where object.isEmpty:
            message = "expected one case, found an empty object"
        case .object(let object):
            message = "expected one case, found \(object.count) keys: \(object.keys.map(quoted).joined(separator: ", "))"
        default:
            message = "expected a case, found \(PrimitiveDecoding.described(decoder.value))"
        }
        return JSONDecodingError(path: decoder.pointer(), message: message, expected: expected, kind: .unknownCase)
    }

    // MARK: - Valid case names

    /// The case names of `type`, when its coding keys or the type itself are `CaseIterable`;
    /// synthesized `CodingKeys` are not, so usually nil (the host lists declared schemas instead).
    static func caseNames<T>(of type: T.Type, keyType: (any CodingKey.Type)?) -> [String]? {
        if let keys = keyType as? any (CodingKey & CaseIterable).Type { return keyNames(keys) }
        if let cases = type as? any (CaseIterable & Encodable).Type { return tagNames(cases) }
        return nil
    }

    private static func keyNames<K: CodingKey & CaseIterable>(_ type: K.Type) -> [String] {
        K.allCases.map(\.stringValue)
    }

    /// The tags the cases encode to: a bare string, a one-key object's key, or a raw value.
    private static func tagNames<C: CaseIterable & Encodable>(_ type: C.Type) -> [String]? {
        var names: [String] = []
        for value in C.allCases {
            switch try? JSONValueEncoder().encode(value) {
            case .string(let tag)?: names.append(tag)
            case .integer(let raw)?: names.append(String(raw))
            case .object(let object)? where object.count == 1: names.append(object.keys[0])
            default: return nil
            }
        }
        return names
    }

    private static func quoted(_ text: String) -> String {
        JSONValue.string(text).serializedString()
    }
}
