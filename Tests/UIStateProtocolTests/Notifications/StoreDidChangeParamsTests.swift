import JSON
import Testing
import UIStateProtocol

/// `store/didChange`'s params, built directly, are the bytes the Codable bridge wrote.
@Suite("store/didChange params")
struct StoreDidChangeParamsTests {
    static let statePatch: JSONValue = [["op": "replace", "path": "/count", "value": 1], ["op": "add", "path": "/t", "value": "é\n\"x\""]]
    static let treePatch: JSONValue = [["op": "remove", "path": "/children/0"]]

    @Test(arguments: [
        (statePatch as JSONValue?, nil as JSONValue?), (nil, treePatch), (statePatch, treePatch), (nil, nil),
    ])
    func directParamsAreTheBridgesBytes(statePatch: JSONValue?, treePatch: JSONValue?) throws {
        let notification = StoreDidChangeNotification(
            subscription: "sub-12", storeId: "counter-1", version: 41, baseVersion: 40,
            statePatch: statePatch, treePatch: treePatch
        )
        let bridged = try JSONValueEncoder().encode(notification)
        #expect(notification.params.serialized() == bridged.serialized())
        #expect(notification.params == bridged)
    }

    @Test func anAbsentPatchIsLeftOutNotNull() {
        let notification = StoreDidChangeNotification(
            subscription: "sub-1", storeId: "s", version: 2, baseVersion: 1, statePatch: Self.statePatch, treePatch: nil
        )
        #expect(notification.params["treePatch"] == nil)
        #expect(notification.params["statePatch"] == Self.statePatch)
    }
}
