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
    package var statePatch: JSONValue? {
        get { stateForm?.json }
        set { stateForm = newValue.map(PatchForm.value) }
    }
    /// Present when the subscription asked for the view; nodes matched by id.
    package var treePatch: JSONValue? {
        get { treeForm?.json }
        set { treeForm = newValue.map(PatchForm.value) }
    }
    /// The patches as they were made: a subscription's as operations, written to the wire
    /// without building their JSON (`writeParams(to:)`).
    private var stateForm: PatchForm?
    private var treeForm: PatchForm?

    private enum CodingKeys: String, CodingKey {
        case subscription, storeId, version, baseVersion, statePatch, treePatch
    }

    /// A patch as a JSON value (decoded, or given by a test) or as the operations a diff made.
    private enum PatchForm: Sendable {
        case value(JSONValue)
        case operations(JSONPatch)

        var json: JSONValue {
            switch self {
            case .value(let value): value
            case .operations(let patch): patch.json
            }
        }

        func write(to bytes: inout [UInt8]) {
            switch self {
            case .value(let value): value.write(to: &bytes)
            case .operations(let patch): patch.write(to: &bytes)
            }
        }
    }

    package init(subscription: String, storeId: String, version: Int, baseVersion: Int, statePatch: JSONValue?, treePatch: JSONValue?) {
        self.init(
            subscription: subscription, storeId: storeId, version: version, baseVersion: baseVersion,
            stateForm: statePatch.map(PatchForm.value), treeForm: treePatch.map(PatchForm.value)
        )
    }

    /// A notification of the patches a subscription computed, kept as operations.
    package init(subscription: String, storeId: String, version: Int, baseVersion: Int, stateOperations: JSONPatch?, treeOperations: JSONPatch?) {
        self.init(
            subscription: subscription, storeId: storeId, version: version, baseVersion: baseVersion,
            stateForm: stateOperations.map(PatchForm.operations), treeForm: treeOperations.map(PatchForm.operations)
        )
    }

    private init(subscription: String, storeId: String, version: Int, baseVersion: Int, stateForm: PatchForm?, treeForm: PatchForm?) {
        self.subscription = subscription
        self.storeId = storeId
        self.version = version
        self.baseVersion = baseVersion
        self.stateForm = stateForm
        self.treeForm = treeForm
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            subscription: try container.decode(String.self, forKey: .subscription),
            storeId: try container.decode(String.self, forKey: .storeId),
            version: try container.decode(Int.self, forKey: .version),
            baseVersion: try container.decode(Int.self, forKey: .baseVersion),
            statePatch: try container.decodeIfPresent(JSONValue.self, forKey: .statePatch),
            treePatch: try container.decodeIfPresent(JSONValue.self, forKey: .treePatch)
        )
    }

    /// Equal when the wire forms are: a patch kept as operations equals its JSON.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.subscription == rhs.subscription && lhs.storeId == rhs.storeId && lhs.version == rhs.version
            && lhs.baseVersion == rhs.baseVersion && lhs.statePatch == rhs.statePatch && lhs.treePatch == rhs.treePatch
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

    /// Appends the compact JSON of `params` without building it: patches kept as operations are
    /// written straight from them (no object per operation, no pointer's text per path).
    package func writeParams(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"baseVersion":"#.utf8)
        JSONValue.integer(Int64(baseVersion)).write(to: &bytes)
        if let stateForm {
            bytes.append(contentsOf: #","statePatch":"#.utf8)
            stateForm.write(to: &bytes)
        }
        bytes.append(contentsOf: #","storeId":"#.utf8)
        JSONValue.string(storeId).write(to: &bytes)
        bytes.append(contentsOf: #","subscription":"#.utf8)
        JSONValue.string(subscription).write(to: &bytes)
        if let treeForm {
            bytes.append(contentsOf: #","treePatch":"#.utf8)
            treeForm.write(to: &bytes)
        }
        bytes.append(contentsOf: #","version":"#.utf8)
        JSONValue.integer(Int64(version)).write(to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}
