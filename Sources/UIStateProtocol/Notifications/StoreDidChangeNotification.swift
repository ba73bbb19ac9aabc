package import JSON

/// `store/didChange`: what changed in a subscribed store, as RFC 6902 patches from the
/// client's copy at `baseVersion` to `version`.
///
/// `baseVersion` is the previous notification's `version` (or the subscription's); when the
/// client fell behind, the changes in between were coalesced into this one patch.
package struct StoreDidChangeNotification: NotificationType, Equatable {
    package static let method = "store/didChange"

    package var subscription: String
    package var storeId: String
    package var version: Int
    package var baseVersion: Int
    /// Present when the subscription asked for the state.
    package var statePatch: JSONValue?
    /// Present when the subscription asked for the view; nodes matched by id.
    package var treePatch: JSONValue?

    private enum CodingKeys: String, CodingKey {
        case subscription, storeId, version, baseVersion, statePatch, treePatch
    }

    /// Written by hand so that a patch not subscribed to is absent, never `null`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subscription, forKey: .subscription)
        try container.encode(storeId, forKey: .storeId)
        try container.encode(version, forKey: .version)
        try container.encode(baseVersion, forKey: .baseVersion)
        if let statePatch { try container.encode(statePatch, forKey: .statePatch) }
        if let treePatch { try container.encode(treePatch, forKey: .treePatch) }
    }

    /// The notification's params, built directly rather than through the Codable bridge (the
    /// bridge's containers cost about as much as the patch itself): the members `encode(to:)`
    /// gives, in the sorted order the bridge writes keys in, with an absent patch left out. The
    /// keys are distinct by construction, so the members go in as they are (setting them one by
    /// one looked each up first: about 6.7k instructions a notification).
    package var params: JSONValue {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(6)
        members.append(("baseVersion", .integer(Int64(baseVersion))))
        if let statePatch { members.append(("statePatch", statePatch)) }
        members.append(("storeId", .string(storeId)))
        members.append(("subscription", .string(subscription)))
        if let treePatch { members.append(("treePatch", treePatch)) }
        members.append(("version", .integer(Int64(version))))
        return .object(JSONObject(uniqueMembers: members))
    }

    package init(subscription: String, storeId: String, version: Int, baseVersion: Int, statePatch: JSONValue?, treePatch: JSONValue?) {
        self.subscription = subscription
        self.storeId = storeId
        self.version = version
        self.baseVersion = baseVersion
        self.statePatch = statePatch
        self.treePatch = treePatch
    }
}
