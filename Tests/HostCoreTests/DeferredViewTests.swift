import Components
import FeatureKit
import HostCore
import JSON
import StoreRuntime
import Synchronization
import Testing

/// A subscription's observer keeps each change's state and view unencoded; the sender encodes
/// and renders only the changes it sends, after the store moved on. Each must be its own
/// version's — shared values as they were then, even a persisted one the store had not touched
/// yet — and its patches must go from what was sent last, however many changes were skipped.
@Suite("Views rendered when their notification is sent")
struct DeferredViewTests {
    /// Changes made after a version do not leak into its render: the label written at v3 and
    /// the motto written (never read) at v3 leave v2's tree as it was, the motto as storage held
    /// it before the store's write.
    @Test func aVersionRenderedLaterShowsTheSharedValuesOfThatVersion() async throws {
        let storage = InMemoryStorage()
        try storage.save(JSONSharedCoder<String>().encode("stored"), as: SharedBadge.mottoName)
        let store = try await FeatureDefinition(SharedBadge.self).makeStore(StoreConfiguration(storage: storage))
        let changes = Mutex<[StoreSnapshot]>([])
        let (token, subscribed) = await store.observe(state: false, view: true) { change in
            changes.withLock { $0.append(change) }
        }
        var copy = try #require(subscribed.tree)

        // v1, v2: the count reaches 2 and the view starts showing the motto; v3: the label and
        // the motto are written.
        _ = try await store.dispatch("addTapped")
        _ = try await store.dispatch("addTapped")
        _ = try await store.dispatch("writeTapped")
        let observed = changes.withLock { $0 }
        #expect(observed.map(\.version) == [1, 2, 3])
        #expect(observed.allSatisfy { $0.tree == nil && $0.state == nil && $0.change != nil }, "nothing rendered in the observer")

        // v1 is coalesced: v2 is rendered first, against the subscription's tree.
        copy = try #require(observed[1].change?.patchesFromLastSent().tree).apply(to: copy)
        #expect(copy == (try await Self.tree(counting: 2, storage: "stored")))
        #expect(!Self.strings(in: copy).contains("written"), "v3's values leaked into v2's tree")

        copy = try #require(observed[2].change?.patchesFromLastSent().tree).apply(to: copy)
        #expect(copy == (await store.render(format: .json).tree))
        #expect(Self.strings(in: copy).contains("written"))
        await store.stopObserving(token)
        await store.shutDown()
    }

    /// Many changes, few sent: each sent change's patches apply to the client's copies (what
    /// was sent before it) and land on that change's state and tree; the last on the store's
    /// current state and view.
    @Test func aCoalescedChangesPatchGoesFromTheTreeSentLastToItsOwn() async throws {
        let store = try await FeatureDefinition(SharedBadge.self).makeStore(StoreConfiguration(storage: InMemoryStorage()))
        let changes = Mutex<[StoreSnapshot]>([])
        let (token, subscribed) = await store.observe(state: true, view: true) { change in
            changes.withLock { $0.append(change) }
        }
        var copy = try #require(subscribed.tree)
        var stateCopy = try #require(subscribed.state)
        for index in 0..<12 {
            _ = try await store.dispatch(index % 3 == 2 ? "renameTapped" : "addTapped")
        }
        let observed = changes.withLock { $0 }
        #expect(observed.count == 12)
        // Sent: v4, v5, v11, v12 (the rest coalesced).
        for version in [4, 5, 11] {
            let patches = try #require(observed[version - 1].change?.patchesFromLastSent())
            copy = try #require(patches.tree).apply(to: copy)
            stateCopy = try #require(patches.state).apply(to: stateCopy)
            let count = version - version / 3
            #expect(Self.strings(in: copy).contains("\(count)"), "v\(version)")
            #expect(stateCopy == ["count": .integer(Int64(count))], "v\(version)")
        }
        let last = try #require(observed.last?.change?.patchesFromLastSent())
        #expect(last.tree?.isEmpty == false)
        copy = try #require(last.tree).apply(to: copy)
        stateCopy = try #require(last.state).apply(to: stateCopy)
        #expect(copy == (await store.render(format: .json).tree))
        #expect(stateCopy == (try await store.state().value))
        await store.stopObserving(token)
        await store.shutDown()
    }

    /// The view of a fresh store driven to `count` with the motto in storage: what the view of
    /// that version is.
    private static func tree(counting count: Int, storage motto: String) async throws -> JSONValue {
        let storage = InMemoryStorage()
        try storage.save(JSONSharedCoder<String>().encode(motto), as: SharedBadge.mottoName)
        let store = try await FeatureDefinition(SharedBadge.self).makeStore(StoreConfiguration(storage: storage))
        for _ in 0..<count { _ = try await store.dispatch("addTapped") }
        let tree = await store.render(format: .json).tree
        await store.shutDown()
        return tree
    }

    /// Every string in a tree.
    private static func strings(in value: JSONValue) -> Set<String> {
        switch value {
        case .string(let string): return [string]
        case .array(let elements): return elements.reduce(into: []) { $0.formUnion(strings(in: $1)) }
        case .object(let object): return object.reduce(into: []) { $0.formUnion(strings(in: $1.value)) }
        default: return []
        }
    }
}

/// A count, an in-memory label and a persisted motto, both shared values the view shows; the
/// motto only from a count of 2, so that the subscription's first render does not load it.
struct SharedBadge: Reducer, PluginFeature {
    static let mottoName = "sharedBadge.motto"

    struct State: Codable, Equatable, Sendable {
        var count = 0
        @Shared(.inMemory("sharedBadge.label")) var label = "unnamed"
        @Shared(.persisted(SharedBadge.mottoName, coder: JSONSharedCoder<String>())) var motto = "none"

        /// The shared values live in the store, not in the state's wire form.
        enum CodingKeys: String, CodingKey {
            case count
        }
    }

    enum Action: Codable, Equatable, Sendable {
        case addTapped
        case renameTapped
        /// Writes the label and the motto, without reading the motto first.
        case writeTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .addTapped: state.count += 1
            case .renameTapped: state.label = "label \(state.count)"
            case .writeTapped:
                state.label = "written"
                state.motto = "written"
            }
            return .none
        }
    }

    static let name = "sharedBadge"
    static var initialState: State { State() }
    static let sampleActions: [Action] = [.addTapped, .renameTapped, .writeTapped]

    static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            Text("\(state.count)").id("count")
            Text(state.label).id("label")
            if state.count >= 2 {
                Text(state.motto).id("motto")
            }
            Button.titleOnly(title: "Add", action: .addTapped).id("add")
        }
    }
}
