import JSON
import Testing

/// An object past the index threshold built without its index (a rendered node's properties)
/// answers lookups, edits and comparisons as one built with it.
@Suite struct JSONObjectIndexTests {
    private static let members: [JSONObject.Member] = (0..<20).map { ("key\($0)", .integer(Int64($0))) }

    @Test func anUnindexedObjectFindsWhatAnIndexedOneFinds() {
        let indexed = JSONObject(uniqueMembers: Self.members)
        let unindexed = JSONObject(uniqueMembers: Self.members, indexed: false)
        for key in Self.members.map(\.key) + ["missing", ""] {
            #expect(unindexed[key] == indexed[key], "\(key)")
        }
        #expect(unindexed == indexed)
        #expect(unindexed.hashValue == indexed.hashValue)
    }

    @Test func anUnindexedObjectIsEditedAsAnIndexedOneIs() {
        func edited(_ object: JSONObject) -> JSONObject {
            var object = object
            object["key3"] = .string("three")
            object["key19"] = nil
            object["added"] = .bool(true)
            object["key0"] = nil
            object["added2"] = .null
            return object
        }
        let indexed = edited(JSONObject(uniqueMembers: Self.members))
        let unindexed = edited(JSONObject(uniqueMembers: Self.members, indexed: false))
        #expect(unindexed.keys == indexed.keys)
        for key in indexed.keys + ["key0", "key19", "missing"] {
            #expect(unindexed[key] == indexed[key], "\(key)")
        }
        #expect(unindexed == indexed)
    }
}
