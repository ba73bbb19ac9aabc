import JSON
import Testing

/// Every bad input over pipes: its code and data, and every store's state and version unchanged.
@Suite("Host errors over pipes")
struct HostPipeErrorTests {
    /// One bad request: method, params, expected code, and a check of the error's data.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let method: String
        let params: JSONValue
        let code: Int64
        let path: String?
        var expected: [String]? = nil
        var suggestion: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown store", method: "store/dispatch", params: ["storeId": "counter-99", "action": "incrementButtonTapped"], code: -33001, path: nil),
        Case(name: "unknown feature", method: "store/create", params: ["feature": "countr"], code: -33002, path: nil),
        Case(name: "unknown preset", method: "store/create", params: ["feature": "counter", "dependencies": ["presets": ["numberFact": "slw"]]],
             code: -33010, path: "/dependencies/presets/numberFact", expected: ["succeeds", "fails", "never", "slow"], suggestion: "slow"),
        Case(name: "unknown dependency", method: "store/create", params: ["feature": "counter", "dependencies": ["presets": ["numberFacts": "slow"]]],
             code: -32602, path: "/dependencies/presets/numberFacts", expected: ["numberFact"], suggestion: "numberFact"),
        Case(name: "unknown clock", method: "store/create", params: ["feature": "counter", "dependencies": ["clock": "wall"]],
             code: -32602, path: "/dependencies/clock", expected: ["test", "live"]),
        Case(name: "initial state of the wrong shape", method: "store/create", params: ["feature": "counter", "initialState": ["count": "one"]],
             code: -32602, path: "/initialState/count"),
        Case(name: "unknown node", method: "view/tap", params: ["storeId": "counter-1", "selector": ["id": "counter.nothing"]], code: -33003, path: nil),
        Case(name: "ambiguous selector", method: "view/tap", params: ["storeId": "counter-1", "selector": ["type": "button"]], code: -33009, path: nil),
        Case(name: "tap on a disabled node", method: "view/tap", params: ["storeId": "counter-1", "selector": ["id": "counter.reset"]], code: -33004, path: nil),
        Case(name: "malformed selector", method: "view/tap", params: ["storeId": "counter-1", "selector": ["colour": "red"]], code: -32602, path: "/selector/colour"),
        Case(name: "input into a button", method: "view/input", params: ["storeId": "counter-1", "selector": ["id": "counter.reset"], "text": "x"], code: -33004, path: nil),
        Case(name: "clock/advance on a live clock", method: "clock/advance", params: ["storeId": "counter-2", "ms": 10], code: -33005, path: nil),
        Case(name: "negative advance", method: "clock/advance", params: ["storeId": "counter-1", "ms": -1], code: -32602, path: "/ms"),
        Case(name: "misspelt action", method: "store/dispatch", params: ["storeId": "counter-1", "action": "incrementButonTapped"],
             code: -32602, path: "/action", suggestion: "incrementButtonTapped"),
        Case(name: "action of another feature", method: "store/dispatch", params: ["storeId": "counter-1", "action": ["tabSelected": "home"]],
             code: -32602, path: "/action"),
        Case(name: "malformed payload", method: "store/dispatch", params: ["storeId": "counter-1", "action": ["countTextChanged": 3]],
             code: -32602, path: "/action/countTextChanged"),
        Case(name: "missing action", method: "store/dispatch", params: ["storeId": "counter-1"], code: -32602, path: ""),
        Case(name: "pointer that does not resolve", method: "store/state", params: ["storeId": "counter-1", "pointer": "/nothing/here"], code: -32602, path: "/pointer"),
        Case(name: "malformed pointer", method: "store/state", params: ["storeId": "counter-1", "pointer": "count"], code: -32602, path: "/pointer"),
        Case(name: "bad environment member", method: "environment/set", params: ["storeId": "counter-1", "environment": ["dynamicTypeSize": "huge"]],
             code: -32602, path: "/environment/dynamicTypeSize"),
        Case(name: "bad render format", method: "view/render", params: ["storeId": "counter-1", "format": "svg"], code: -32602, path: "/format"),
        Case(name: "unknown component", method: "component/render", params: ["name": "buton"], code: -32602, path: "/name", suggestion: "button"),
    ]

    @Test(arguments: cases)
    func badInputIsAPreciseErrorAndChangesNoStore(_ bad: Case) async throws {
        let client = try await PipeClient()
        #expect(try await client.create(["feature": "counter"]) == "counter-1")
        #expect(try await client.create(["feature": "counter", "dependencies": ["clock": "live"]]) == "counter-2")
        _ = try await client.result("store/dispatch", ["storeId": "counter-1", "action": "incrementButtonTapped"])
        _ = try await client.result("store/dispatch", ["storeId": "counter-1", "action": "decrementButtonTapped"])
        let before = try await client.snapshot()

        let error = try await client.error(bad.method, bad.params)
        #expect(error["code"] == .integer(bad.code), "\(error)")
        #expect(error["message"]?.stringValue?.isEmpty == false)
        if let path = bad.path { #expect(error["data"]?["path"] == .string(path), "\(error)") }
        if let expected = bad.expected { #expect(error["data"]?["expected"] == .array(expected.map(JSONValue.string)), "\(error)") }
        if let suggestion = bad.suggestion { #expect(error["data"]?["suggestion"] == .string(suggestion), "\(error)") }

        #expect(try await client.snapshot() == before)
        #expect(try await client.result("store/list", [:])["stores"]?.arrayValue?.count == 2)
    }

    @Test func unknownActionListsTheFeaturesCaseNames() async throws {
        let client = try await PipeClient()
        let id = try await client.create(["feature": "bookmarks"])
        let error = try await client.error("store/dispatch", ["storeId": .string(id), "action": ["home": "retryTaped"]])
        #expect(error["data"]?["path"] == "/action/home")
        #expect(error["data"]?["expected"] == ["bookmarkTapped", "lastRowAppeared", "retryTapped"])
        #expect(error["data"]?["suggestion"] == "retryTapped")
    }

    @Test func destroyingTwiceIsUnknownStore() async throws {
        let client = try await PipeClient()
        let id: JSONValue = .string(try await client.create(["feature": "counter"]))
        _ = try await client.result("store/destroy", ["storeId": id])
        let error = try await client.error("store/destroy", ["storeId": id])
        #expect(error["code"] == -33001)
        #expect(error["data"]?["storeId"] == id)
        #expect(try await client.error("store/state", ["storeId": id])["code"] == -33001)
    }

    @Test func ambiguousSelectorListsTheCandidates() async throws {
        let client = try await PipeClient()
        let id: JSONValue = .string(try await client.create(["feature": "counter"]))
        let error = try await client.error("view/tap", ["storeId": id, "selector": ["type": "button"]])
        #expect(error["data"]?["candidates"]?.arrayValue?.count == 3)
        // With an index it is no longer ambiguous.
        #expect(try await client.result("view/tap", ["storeId": id, "selector": ["type": "button", "index": 1]])["version"] == 1)
    }

    /// The timeout is the behaviour under test; the effect never finishes (preset `never`), so no
    /// machine, however slow, can settle it first.
    @Test func settleTimesOutOnAnEffectThatKeepsRunning() async throws {
        let client = try await PipeClient()
        let id: JSONValue = .string(try await client.create(["feature": "counter", "dependencies": ["clock": "live", "presets": ["numberFact": "never"]]]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        let error = try await client.error("store/settle", ["storeId": id, "timeoutMs": 100])
        #expect(error["code"] == -33011)
        #expect(error["data"]?["timeoutMs"] == 100)
    }
}
