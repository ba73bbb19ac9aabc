import JSON
import Testing

@Suite struct JSONPatchApply {
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var document: String
        var patch: String
        var expected: String?  // nil: the patch must fail
        var testDescription: String { name }
    }

    /// RFC 6902, Appendix A, one case per example (A.13 is covered by duplicate-key rejection).
    static let rfcExamples: [Example] = [
        Example(name: "A.1 adding an object member", document: #"{"foo":"bar"}"#,
                patch: #"[{"op":"add","path":"/baz","value":"qux"}]"#, expected: #"{"baz":"qux","foo":"bar"}"#),
        Example(name: "A.2 adding an array element", document: #"{"foo":["bar","baz"]}"#,
                patch: #"[{"op":"add","path":"/foo/1","value":"qux"}]"#, expected: #"{"foo":["bar","qux","baz"]}"#),
        Example(name: "A.3 removing an object member", document: #"{"baz":"qux","foo":"bar"}"#,
                patch: #"[{"op":"remove","path":"/baz"}]"#, expected: #"{"foo":"bar"}"#),
        Example(name: "A.4 removing an array element", document: #"{"foo":["bar","qux","baz"]}"#,
                patch: #"[{"op":"remove","path":"/foo/1"}]"#, expected: #"{"foo":["bar","baz"]}"#),
        Example(name: "A.5 replacing a value", document: #"{"baz":"qux","foo":"bar"}"#,
                patch: #"[{"op":"replace","path":"/baz","value":"boo"}]"#, expected: #"{"baz":"boo","foo":"bar"}"#),
        Example(name: "A.6 moving a value", document: #"{"foo":{"bar":"baz","waldo":"fred"},"qux":{"corge":"grault"}}"#,
                patch: #"[{"op":"move","from":"/foo/waldo","path":"/qux/thud"}]"#,
                expected: #"{"foo":{"bar":"baz"},"qux":{"corge":"grault","thud":"fred"}}"#),
        Example(name: "A.7 moving an array element", document: #"{"foo":["all","grass","cows","eat"]}"#,
                patch: #"[{"op":"move","from":"/foo/1","path":"/foo/3"}]"#, expected: #"{"foo":["all","cows","eat","grass"]}"#),
        Example(name: "A.8 testing a value: success", document: #"{"baz":"qux","foo":["a",2,"c"]}"#,
                patch: #"[{"op":"test","path":"/baz","value":"qux"},{"op":"test","path":"/foo/1","value":2}]"#,
                expected: #"{"baz":"qux","foo":["a",2,"c"]}"#),
        Example(name: "A.9 testing a value: error", document: #"{"baz":"qux"}"#,
                patch: #"[{"op":"test","path":"/baz","value":"bar"}]"#, expected: nil),
        Example(name: "A.10 adding a nested member object", document: #"{"foo":"bar"}"#,
                patch: #"[{"op":"add","path":"/child","value":{"grandchild":{}}}]"#, expected: #"{"foo":"bar","child":{"grandchild":{}}}"#),
        Example(name: "A.11 ignoring unrecognized elements", document: #"{"foo":"bar"}"#,
                patch: #"[{"op":"add","path":"/baz","value":"qux","xyz":123}]"#, expected: #"{"foo":"bar","baz":"qux"}"#),
        Example(name: "A.12 adding to a nonexistent target", document: #"{"foo":"bar"}"#,
                patch: #"[{"op":"add","path":"/baz/bat","value":"qux"}]"#, expected: nil),
        Example(name: "A.14 ~ escape ordering", document: #"{"/":9,"~1":10}"#,
                patch: #"[{"op":"test","path":"/~01","value":10}]"#, expected: #"{"/":9,"~1":10}"#),
        Example(name: "A.15 comparing strings and numbers", document: #"{"/":9,"~1":10}"#,
                patch: #"[{"op":"test","path":"/~01","value":"10"}]"#, expected: nil),
        Example(name: "A.16 adding an array value", document: #"{"foo":["bar"]}"#,
                patch: #"[{"op":"add","path":"/foo/-","value":["abc","def"]}]"#, expected: #"{"foo":["bar",["abc","def"]]}"#),
        // Edge cases from the public json-patch test suite.
        Example(name: "replace on a missing member fails rather than adding", document: #"{"foo":1}"#,
                patch: #"[{"op":"replace","path":"/bar","value":2}]"#, expected: nil),
        Example(name: "remove the last array element", document: #"[1,2,3]"#,
                patch: #"[{"op":"remove","path":"/2"}]"#, expected: "[1,2]"),
        Example(name: "remove past the end fails", document: #"[1,2,3]"#,
                patch: #"[{"op":"remove","path":"/3"}]"#, expected: nil),
        Example(name: "add replaces the whole document at the root", document: #"{"a":1}"#,
                patch: #"[{"op":"add","path":"","value":[1]}]"#, expected: "[1]"),
        Example(name: "test of a missing member fails", document: #"{"a":1}"#,
                patch: #"[{"op":"test","path":"/b","value":null}]"#, expected: nil),
        Example(name: "test compares objects ignoring key order", document: #"{"a":{"x":1,"y":2}}"#,
                patch: #"[{"op":"test","path":"/a","value":{"y":2,"x":1}}]"#, expected: #"{"a":{"x":1,"y":2}}"#),
        Example(name: "copy an array element to the end", document: #"{"a":[1,2]}"#,
                patch: #"[{"op":"copy","from":"/a/0","path":"/a/-"}]"#, expected: #"{"a":[1,2,1]}"#),
        Example(name: "move into its own child fails", document: #"{"a":{"b":1}}"#,
                patch: #"[{"op":"move","from":"/a","path":"/a/b/c"}]"#, expected: nil),
        Example(name: "add at an index past the end fails", document: "[1]",
                patch: #"[{"op":"add","path":"/2","value":3}]"#, expected: nil),
        Example(name: "leading zero index fails", document: "[1,2]",
                patch: #"[{"op":"add","path":"/01","value":3}]"#, expected: nil),
    ]

    @Test(arguments: rfcExamples)
    func appliesAsTheRFCSays(example: Example) throws {
        let document = try JSONValue(parsing: example.document)
        let patch = try JSONPatch(json: JSONValue(parsing: example.patch))
        var written: [UInt8] = []
        patch.write(to: &written)
        #expect(written == patch.json.serialized(), "written directly, the patch is its JSON's bytes")
        if let expected = example.expected {
            #expect(try patch.apply(to: document) == JSONValue(parsing: expected))
        } else {
            #expect(throws: JSONPatchError.self) { try patch.apply(to: document) }
        }
    }

    @Test func aFailingPatchLeavesTheDocumentUntouched() throws {
        var document: JSONValue = ["a": 1, "list": [1, 2]]
        let original = document
        let patch = JSONPatch([
            .add(path: try JSONPointer(parsing: "/b"), value: 2),
            .remove(path: try JSONPointer(parsing: "/list/0")),
            .replace(path: try JSONPointer(parsing: "/missing"), value: 3),
        ])
        #expect(throws: JSONPatchError.self) { try patch.apply(to: &document) }
        #expect(document == original)
    }

    @Test func failuresSayWhichOperationAndWhy() throws {
        let patch = try JSONPatch(json: JSONValue(parsing: #"[{"op":"test","path":"/a","value":2},{"op":"remove","path":"/a"}]"#))
        do {
            _ = try patch.apply(to: ["a": 1])
            Issue.record("the patch should fail")
        } catch {
            #expect(error.description == "operation 0 (test) failed at /a: expected 2, found 1")
        }
        let missing = JSONPatch([.remove(path: try JSONPointer(parsing: "/x"))])
        do {
            _ = try missing.apply(to: ["a": 1])
        } catch {
            #expect(error.description == #"operation 0 (remove) failed: /x: no member "x" to remove"#)
        }
    }

    @Test func rejectsMalformedOperations() throws {
        let cases: [(String, String)] = [
            (#"[{"path":"/a"}]"#, #"malformed patch operation, member "op": expected one of add, remove, replace, move, copy, test"#),
            (#"[{"op":"jump","path":"/a"}]"#, #"malformed patch operation, member "op": unknown operation "jump"; expected one of add, remove, replace, move, copy, test"#),
            (#"[{"op":"add","path":"/a"}]"#, #"malformed patch operation, member "value": missing"#),
            (#"[{"op":"move","path":"/a"}]"#, #"malformed patch operation, member "from": expected a JSON Pointer string"#),
            (#"{"op":"add"}"#, "malformed patch operation: a patch is an array of operations, found object"),
        ]
        for (text, message) in cases {
            do {
                _ = try JSONPatch(json: JSONValue(parsing: text))
                Issue.record("expected \(message)")
            } catch let error as JSONPatchError {
                #expect(error.description == message)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test func serializesOperationsAsTheRFCSpellsThem() throws {
        let patch = JSONPatch([.move(from: try JSONPointer(parsing: "/a"), path: try JSONPointer(parsing: "/b~1c"))])
        #expect(patch.json.serializedString() == #"[{"op":"move","path":"/b~1c","from":"/a"}]"#)
        #expect(try JSONPatch(json: patch.json) == patch)
    }
}

@Suite struct JSONPatchDiff {
    @Test func oneChangedLeafGivesOneReplace() throws {
        var big = JSONObject()
        for index in 0..<2_000 { big["row\(index)"] = ["id": .integer(Int64(index)), "title": .string("Row \(index)"), "tags": ["a", "b"]] }
        let old = JSONValue.object(big)
        var new = old
        try new.replace("changed", at: JSONPointer(parsing: "/row1234/title"))
        let patch = JSONPatch.diff(from: old, to: new)
        #expect(patch.operations == [.replace(path: try JSONPointer(parsing: "/row1234/title"), value: "changed")])
    }

    @Test func insertionInTheMiddleOfAnArrayIsOneAdd() throws {
        let patch = JSONPatch.diff(from: [1, 2, 4, 5], to: [1, 2, 3, 4, 5])
        #expect(patch.operations == [.add(path: try JSONPointer(parsing: "/2"), value: 3)])
    }

    @Test func removalsGoFromTheHighestIndexDown() throws {
        let old: JSONValue = [1, 2, 3, 4, 5]
        let new: JSONValue = [1, 5]
        let patch = JSONPatch.diff(from: old, to: new)
        #expect(try patch.apply(to: old) == new)
        #expect(patch.operations.map(\.path.description) == ["/3", "/2", "/1"])
    }

    @Test func equalDocumentsGiveAnEmptyPatch() {
        let value: JSONValue = ["a": [1, ["b": nil]]]
        #expect(JSONPatch.diff(from: value, to: value).isEmpty)
    }

    @Test func typeChangesReplaceTheWholeValue() throws {
        let patch = JSONPatch.diff(from: ["a": [1]], to: ["a": ["x": 1]])
        #expect(patch.operations == [.replace(path: try JSONPointer(parsing: "/a"), value: ["x": 1])])
    }

    @Test func membersInAnotherOrderAreMatchedByKey() throws {
        let patch = JSONPatch.diff(from: ["a": 1, "b": 2, "c": 3], to: ["b": 2, "a": 5, "d": 4])
        #expect(patch.operations == [
            .replace(path: try JSONPointer(parsing: "/a"), value: 5),
            .remove(path: try JSONPointer(parsing: "/c")),
            .add(path: try JSONPointer(parsing: "/d"), value: 4),
        ])
    }

    @Test func membersInOneOrderGainAndLoseMembersAtTheirEnd() throws {
        #expect(JSONPatch.diff(from: ["a": 1], to: ["a": 1, "b": ["c": 2]]).operations
            == [.add(path: try JSONPointer(parsing: "/b"), value: ["c": 2])])
        #expect(JSONPatch.diff(from: ["a": 1, "b": 2], to: ["a": 0]).operations
            == [.replace(path: try JSONPointer(parsing: "/a"), value: 0), .remove(path: try JSONPointer(parsing: "/b"))])
        #expect(JSONPatch.diff(from: ["a": ["x": [1, 2]]], to: ["a": ["x": [1, 3]]]).operations
            == [.replace(path: try JSONPointer(parsing: "/a/x/1"), value: 3)])
    }
}
