import JSON
import Testing

/// A subscriber's local copies, kept up to date by applying every `store/didChange` it is given.
struct SubscriberCopy {
    let subscription: String
    var version: Int
    var state: JSONValue?
    var tree: JSONValue?
    /// Notifications applied, in order.
    var applied: [JSONValue] = []

    init(subscribed result: JSONValue) throws {
        subscription = try #require(result["subscription"]?.stringValue)
        version = Int(try #require(result["version"]?.integerValue))
        state = result["state"]
        tree = result["tree"]
    }

    /// Applies a notification; each must start where the previous one ended.
    mutating func apply(_ notification: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let params = try #require(notification["params"], sourceLocation: sourceLocation)
        #expect(notification["method"] == "store/didChange", sourceLocation: sourceLocation)
        #expect(params["subscription"] == .string(subscription), sourceLocation: sourceLocation)
        #expect(params["baseVersion"] == .integer(Int64(version)), "a gap before \(params)", sourceLocation: sourceLocation)
        if let patch = params["statePatch"], let current = state {
            state = try JSONPatch(json: patch).apply(to: current)
        }
        if let patch = params["treePatch"], let current = tree {
            tree = try JSONPatch(json: patch).apply(to: current)
        }
        version = Int(try #require(params["version"]?.integerValue, sourceLocation: sourceLocation))
        applied.append(params)
    }
}

extension PipeClient {
    /// Sends a request and reads until its response, applying notifications met on the way.
    func call(_ method: String, _ params: JSONValue, applyingTo copy: inout SubscriberCopy,
              sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSONValue {
        let id = send(method, params)
        while true {
            let message = try await server.readMessage()
            if message["id"] == .integer(id) { return message }
            try copy.apply(message, sourceLocation: sourceLocation)
        }
    }

    /// Reads until every request in `pending` is answered, applying notifications met on the
    /// way; returns the highest version a reply named (at least the copy's).
    func awaitReplies(to pending: Set<Int64>, applyingTo copy: inout SubscriberCopy,
                      sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int {
        var pending = pending
        var lastVersion = copy.version
        while !pending.isEmpty {
            let message = try await server.readMessage()
            if let responseID = message["id"]?.integerValue {
                if let version = message["result"]?["version"]?.integerValue { lastVersion = max(lastVersion, Int(version)) }
                pending.remove(responseID)
            } else {
                try copy.apply(message, sourceLocation: sourceLocation)
            }
        }
        return lastVersion
    }

    /// Reads notifications until the copy reaches `version`.
    func catchUp(_ copy: inout SubscriberCopy, to version: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        while copy.version < version {
            try copy.apply(try await server.readMessage(), sourceLocation: sourceLocation)
        }
    }

    /// The store's state and JSON tree now, with their versions.
    func current(_ storeID: String) async throws -> (state: JSONValue, tree: JSONValue, version: Int) {
        let state = try await result("store/state", ["storeId": .string(storeID)])
        let tree = try await result("view/render", ["storeId": .string(storeID)])
        #expect(state["version"] == tree["version"])
        return (try #require(state["value"]), try #require(tree["tree"]), Int(try #require(state["version"]?.integerValue)))
    }
}

/// The `interests` feature's state with `itemCount` items titled `item N` (ids from 1).
func largeListState(itemCount: Int, maximumSelectionCount: Int) -> JSONValue {
    let items: [JSONValue] = (1...itemCount).map { ["id": .integer(Int64($0)), "title": .string("item \($0)")] }
    return [
        "title": "pick",
        "selection": [
            "items": .array(items),
            "selectedIDs": [],
            "customItem": ["id": 0, "title": ""],
            "maximumSelectionCount": .integer(Int64(maximumSelectionCount)),
            "customItemPhase": "empty",
            "customText": "",
        ],
    ]
}
