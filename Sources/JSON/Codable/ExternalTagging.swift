/// The encoding half of the action wire format (see `docs/decisions.md`, "Wire format"): turns what
/// Swift's synthesized `Codable` writes for an enum into the externally tagged form.
///
/// | case                        | synthesized                    | wire                       |
/// |-----------------------------|--------------------------------|----------------------------|
/// | `saveButtonTapped`          | `{"saveButtonTapped": {}}`     | `"saveButtonTapped"`       |
/// | `itemTapped(3)`             | `{"itemTapped": {"_0": 3}}`    | `{"itemTapped": 3}`        |
/// | `items([1, 2])`             | `{"items": {"_0": [1, 2]}}`    | `{"items": [1, 2]}`        |
/// | `move(1, 2)`                | `{"move": {"_0": 1, "_1": 2}}` | `{"move": [1, 2]}`         |
/// | `move(nil, 2)`              | `{"move": {"_1": 2}}`          | `{"move": [null, 2]}`      |
/// | `response(id: 3, ok: true)` | `{"response": {"id": 3, …}}`   | unchanged                  |
/// | `mixed(1, label: "a")`      | `{"mixed": {"_0": 1, …}}`      | unchanged                  |
///
/// A payload whose keys are all positional (`_0`, `_1`, …) loses its object. The one exception: a
/// lone `_0` holding an array, in a case that declares several values (`pair([Int], Int?)` with the
/// second `nil`), keeps `{"_0": [...]}`, since `{"pair": [1, 2]}` would read as the two values;
/// that is the only place the encoder reflects on a case, once per type and case.
/// Labels spelled like positions (`case x(_1: Int)`) are read as positions.
///
/// `JSONValueDecoder` reads both forms back (see `BridgeKeyedDecodingContainer`).
enum ExternalTagging {
    /// The wire form of `json`, the synthesized encoding of the enum value `value`.
    ///
    /// Anything not shaped like a synthesized case — a raw-value enum's string or number, a
    /// hand-written encoding — is returned unchanged.
    static func tagged<T>(_ json: JSONValue, of value: T) -> JSONValue {
        guard case .object(let outer) = json, outer.count == 1,
            let member = outer.first(where: { _ in true }),
            case .object(let payload) = member.value
        else { return json }
        let tag = member.key
        if payload.isEmpty { return .string(tag) }

        var highestPosition = -1
        for member in payload {
            guard let position = position(of: member.key) else { return json }
            highestPosition = max(highestPosition, position)
        }
        // Guards against a hand-written label like `_999999` producing a huge array.
        guard highestPosition < payload.count + 16 else { return json }

        if payload.count == 1, highestPosition == 0, let only = payload["_0"] {
            if case .array = only, CodableTypeShape.caseHasSeveralValues(value, tag: tag) { return json }
            return wrapped(tag, only)
        }
        var elements = [JSONValue](repeating: .null, count: highestPosition + 1)
        for member in payload {
            if let position = position(of: member.key) { elements[position] = member.value }
        }
        return wrapped(tag, .array(elements))
    }

    /// The position a synthesized payload key names: `_0` → 0, `_12` → 12; nil for labels
    /// (and for `_012`, which the compiler never writes).
    static func position(of key: String) -> Int? {
        let utf8 = key.utf8
        guard utf8.count >= 2, utf8.count <= 5, utf8.first == UInt8(ascii: "_") else { return nil }
        var position = 0
        for (offset, byte) in utf8.dropFirst().enumerated() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            if offset == 0, byte == UInt8(ascii: "0"), utf8.count > 2 { return nil }
            position = position * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return position
    }

    private static func wrapped(_ tag: String, _ payload: JSONValue) -> JSONValue {
        .object(JSONObject(uniqueMembers: [(tag, payload)]))
    }
}
