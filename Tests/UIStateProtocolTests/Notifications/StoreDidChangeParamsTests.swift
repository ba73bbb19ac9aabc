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

    /// A subscription keeps its patches as operations and writes the params straight to bytes:
    /// the same bytes as the params' value, and the same value.
    @Test(arguments: [
        (statePatch as JSONValue?, nil as JSONValue?), (nil, treePatch), (statePatch, treePatch), (nil, nil),
    ])
    func paramsWrittenFromOperationsAreTheValuesBytes(statePatch: JSONValue?, treePatch: JSONValue?) throws {
        let operations = StoreDidChangeNotification(
            subscription: "sub-12", storeId: "counter-1", version: 41, baseVersion: 40,
            stateOperations: try statePatch.map { try JSONPatch(json: $0) }, treeOperations: try treePatch.map { try JSONPatch(json: $0) }
        )
        let values = StoreDidChangeNotification(
            subscription: "sub-12", storeId: "counter-1", version: 41, baseVersion: 40,
            statePatch: statePatch, treePatch: treePatch
        )
        #expect(operations == values)
        for notification in [operations, values] {
            var written: [UInt8] = []
            notification.writeParams(to: &written)
            #expect(written == values.params.serialized())
        }
        #expect(operations.params == values.params)
        let body = RPCConnection.notificationBody(StoreDidChangeNotification.method) { operations.writeParams(to: &$0) }
        #expect(body == NotificationMessage(method: StoreDidChangeNotification.method, params: values.params).serialized)
    }

    @Test func anAbsentPatchIsLeftOutNotNull() {
        let notification = StoreDidChangeNotification(
            subscription: "sub-1", storeId: "s", version: 2, baseVersion: 1, statePatch: Self.statePatch, treePatch: nil
        )
        #expect(notification.params["treePatch"] == nil)
        #expect(notification.params["statePatch"] == Self.statePatch)
    }
}
