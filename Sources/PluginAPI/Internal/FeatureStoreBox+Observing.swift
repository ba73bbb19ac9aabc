import Components
import JSONValue
import StoreRuntime

// MARK: - Subscriptions

extension FeatureStoreBox {
    func observe(
        state: Bool, view: Bool, onChange: @escaping @Sendable (StoreSnapshot) -> Void
    ) async -> (token: Int, snapshot: StoreSnapshot) {
        let dependencies = store.dependencies
        // One per subscription, used on the store's executor only (here and in the observer).
        let encoding = SnapshotEncoding()
        let viewEncoding = ViewEncoding<F.Action>(encodeAction: ActionCoding.encode)
        return await store.perform { store in
            encoding.sharedValues(store.sharedSnapshot)
            let snapshot = Self.snapshot(
                version: store.version, state: store.state, environment: store.environment,
                dependencies: dependencies, includeState: state, includeTree: view, encoding: encoding,
                viewEncoding: viewEncoding
            )
            let token = store.addObserver { record in
                // Versions move only for changes; a record that changed nothing has nothing to send.
                guard Self.changesVersion(record) else { return }
                encoding.sharedValues(record.shared)
                onChange(Self.snapshot(
                    version: record.version, state: record.state, environment: record.environment,
                    dependencies: dependencies, includeState: state, includeTree: view, encoding: encoding,
                    viewEncoding: viewEncoding
                ))
            }
            return (token, snapshot)
        }
    }

    func stopObserving(_ token: Int) async {
        await store.removeObserver(token)
    }

    private static func changesVersion(_ record: StoreRecord<F.State, F.Action>) -> Bool {
        switch record.kind {
        case .action: record.stateChanged
        case .environmentChanged, .restored: true
        }
    }

    /// Encoded on the store's executor, in the observer: shared values in the state are read
    /// as they are at this version, not as they will be when a sender gets to it.
    private static func snapshot(
        version: Int, state: F.State, environment: any Sendable, dependencies: Dependencies,
        includeState: Bool, includeTree: Bool, encoding: SnapshotEncoding, viewEncoding: ViewEncoding<F.Action>
    ) -> StoreSnapshot {
        Dependencies.$current.withValue(dependencies) {
            // Typed: a bare `nil` would become JSONValue's own `null` (it is nil-literal expressible).
            let json: JSONValue? = includeState ? ((try? encoding.encode(state)) ?? .null) : Optional.none
            var tree: JSONValue?
            if includeTree {
                let values = (environment as? EnvironmentValues<F.Action>) ?? EnvironmentValues()
                tree = viewEncoding.encode(RenderedTree(rendering: F.view(state), environment: values, memo: viewEncoding.memo))
            }
            return StoreSnapshot(version: version, state: json, tree: tree)
        }
    }
}

/// How a subscription encodes its store's states: reusing the encodings of large arrays that
/// the new state shares with the last one (`JSONEncodingCache`), so a change costs what changed.
/// Shared values are read while encoding, outside the arrays' storage: when they change, every
/// remembered encoding is dropped. Used on the store's executor only.
final class SnapshotEncoding: @unchecked Sendable {
    private let cache = JSONEncodingCache()
    private var shared: SharedSnapshot?

    /// The shared values of the state about to be encoded.
    func sharedValues(_ values: SharedSnapshot) {
        if shared != values { cache.removeAll() }
        shared = values
    }

    func encode<State: Encodable>(_ state: State) throws -> JSONValue {
        try JSONValueEncoder().encode(state, reusing: cache)
    }
}

/// How a view subscription renders and encodes its store's views: `Memoized` content whose
/// input did not change is not rendered again (`RenderMemo`), and the JSON of nodes equal to the
/// last render's is reused (`RenderedTreeEncoder`), so rendering, encoding and the
/// subscription's tree diff cost what changed. Used on the store's executor only.
final class ViewEncoding<Action: Equatable>: @unchecked Sendable {
    let memo = RenderMemo()
    private var encoder: RenderedTreeEncoder<Action>

    init(encodeAction: @escaping (Action) -> JSONValue) {
        encoder = RenderedTreeEncoder(encodeAction: encodeAction)
    }

    func encode(_ tree: RenderedTree<Action>) -> JSONValue {
        encoder.encode(tree)
    }
}
