import JSON
import Testing

/// `history/export` over pipes: the scenario's exact text, member for member, so that a change to
/// how the host writes scenarios shows here before it shows in anyone's recorded files.
@Suite("History export over pipes")
struct HistoryExportPipeTests {
    @Test func exportWritesTheHeaderThenEachRequestWithItsAssertionReceivesAndEvents() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create([
            "feature": "counter",
            "initialState": ["count": 5, "countText": "5", "isCountFieldFocused": false, "isLoadingFact": false],
            "environment": ["dynamicTypeSize": "xLarge"],
            "dependencies": ["presets": ["numberFact": "fails"]],
        ]))
        _ = try await client.result("store/dispatch", ["storeId": id, "action": "incrementButtonTapped"])
        _ = try await client.result("clock/advance", ["storeId": id, "ms": 500])
        _ = try await client.result("view/input", ["storeId": id, "selector": ["id": "counter.field"], "text": "42"])
        _ = try await client.result("view/focus", ["storeId": id, "selector": .null])
        _ = try await client.result("view/tap", ["storeId": id, "selector": ["text": "−"]])
        _ = try await client.result("store/settle", ["storeId": id])
        _ = try await client.result("environment/set", ["storeId": id, "environment": ["colorScheme": "dark"]])
        _ = try await client.result("clock/advance", ["storeId": id, "ms": 500])
        let exported = try await client.result("history/export", ["storeId": id, "name": "pinned"])
        #expect(exported["scenario"]?.serializedString(.compact) == Self.expected)
    }

    /// As the host wrote it when it built steps as untyped JSON: typing them changed no byte.
    static let expected = #"""
        {"name":"pinned","feature":"counter","initialState":{"count":5,"countText":"5","isCountFieldFocused":false,"isLoadingFact":false},"environment":{"dynamicTypeSize":"xLarge"},"dependencies":{"numberFact":"fails"},"steps":[\#
        {"send":"incrementButtonTapped","pointers":{"/count":6,"/countText":"6","/isLoadingFact":true}},\#
        {"advance":500},\#
        {"receive":"factFailed","pointers":{"/isLoadingFact":false}},\#
        {"input":{"id":"counter.field"},"text":"42","pointers":{"/count":42,"/countText":"42","/isCountFieldFocused":true,"/isLoadingFact":true}},\#
        {"focus":null,"pointers":{"/isCountFieldFocused":false}},\#
        {"tap":{"text":"−"},"pointers":{"/count":41,"/countText":"41"}},\#
        {"expect":{"events":[{"haptic":{"style":"medium"}}]}},\#
        {"settle":true},\#
        {"set":{"colorScheme":"dark"}},\#
        {"advance":500},\#
        {"receive":"factFailed","pointers":{"/isLoadingFact":false}}]}
        """#

    @Test func aLiveClockIsWrittenInTheHeaderAndASelectorInTheOrderOfItsCriteria() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "buttonGallery", "dependencies": ["clock": "live"]]))
        _ = try await client.result("view/tap", ["storeId": id, "selector": ["index": 0, "type": "button"]])
        let exported = try await client.result("history/export", ["storeId": id])
        #expect(exported["scenario"]?.serializedString(.compact) == Self.expectedLive)
    }

    /// The selector is written as its criteria are ordered (`id`, `text`, `label`, `role`, `type`,
    /// `index`), whatever order the request gave them in: the step is the selector, not its text.
    static let expectedLive = #"""
        {"name":"recorded buttonGallery","feature":"buttonGallery","clock":"live","steps":[\#
        {"tap":{"type":"button","index":0},"state":{"areButtonsDisabled":false,"lastTappedButton":"iconOnly","tapCount":1}},\#
        {"expect":{"events":[{"haptic":{"style":"medium"}}]}}]}
        """#
}
