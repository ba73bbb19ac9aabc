import FeatureKit
import JSON
import Testing

/// A search reads only the top-level case of the actions effects send back, so it asks for the
/// case's name without encoding the payload; the name must be what the encoded action shows.
@Suite("An action's case name is the top level of its encoding")
struct ActionCaseNameTests {
    enum Inner: Codable, Equatable { case on, off(reason: String) }
    enum Raw: String, Codable { case first, second }
    enum Action: Codable {
        case tapped
        case item(Int)
        case move(Int, Int?)
        case response(id: Int, ok: Bool)
        case nested(Inner)
        case raw(Raw)
        case optional(String?)
    }

    /// Encodes as an object of two members: no single case.
    struct TwoMembers: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: .a)
            try container.encode(2, forKey: .b)
        }
        enum Key: CodingKey { case a, b }
    }

    /// Encodes as a bare number.
    struct Number: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(7)
        }
    }

    static let actions: [Action] = [
        .tapped, .item(3), .move(1, nil), .response(id: 2, ok: true), .nested(.off(reason: "why")), .raw(.second), .optional(nil),
    ]

    static func topLevel(_ json: JSONValue) -> String? {
        if let name = json.stringValue { return name }
        if let object = json.objectValue, object.count == 1 { return object.keys.first }
        return nil
    }

    @Test(arguments: actions)
    func aCaseNameIsTheEncodedActionsTopLevelCase(_ action: Action) {
        let name = ActionCoding.caseName(action)
        #expect(name != nil)
        #expect(name == Self.topLevel(ActionCoding.encode(action)))
    }

    @Test func valuesThatNameNoSingleCaseGiveNone() {
        #expect(ActionCoding.caseName(TwoMembers()) == nil)
        #expect(ActionCoding.caseName(Number()) == nil)
        #expect(ActionCoding.caseName([1, 2]) == nil)
    }

    @Test func aRawValueEnumIsNamedByItsValue() {
        #expect(ActionCoding.caseName(Raw.first) == "first")
        #expect(ActionCoding.caseName(["only": 1]) == "only")
    }
}
