// MARK: - JSONValue: Codable

/// Lets typed params and results hold free JSON (`var action: JSONValue`).
///
/// Through `JSONValueEncoder`/`JSONValueDecoder` the value passes through unchanged (the bridge
/// recognises the type before looking at its shape, so the enum-tagging rules never touch it).
/// Through other coders it maps onto the containers: scalars on a single-value container, objects
/// on a keyed container with the object's own keys, arrays on an unkeyed container.
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        if let bridge = decoder as? BridgeDecoder {
            self = bridge.value
            return
        }
        if let keyed = try? decoder.container(keyedBy: StringCodingKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Int64.self) {
            self = .integer(number)
        } else if let number = try? single.decode(Double.self) {
            self = .double(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let object):
            var keyed = encoder.container(keyedBy: StringCodingKey.self)
            for (key, value) in object {
                try keyed.encode(value, forKey: StringCodingKey(key))
            }
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements {
                try unkeyed.encode(element)
            }
        case .null, .bool, .integer, .double, .string:
            var single = encoder.singleValueContainer()
            switch self {
            case .bool(let flag): try single.encode(flag)
            case .integer(let number): try single.encode(number)
            case .double(let number): try single.encode(number)
            case .string(let text): try single.encode(text)
            default: try single.encodeNil()
            }
        }
    }
}
