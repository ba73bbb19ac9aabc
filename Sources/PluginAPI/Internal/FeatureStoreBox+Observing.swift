import Components
import JSONValue
import StoreRuntime

// MARK: - Subscriptions

extension FeatureStoreBox {
    func observe(
        state: Bool, view: Bool, onChange: @escaping @Sendable (StoreSnapshot) -> Void
    ) async -> (token: Int, snapshot: StoreSnapshot) {
        let dependencies = store.dependencies
        return await store.perform { store in
            let snapshot = Self.snapshot(
                version: store.version, state: store.state, environment: store.environment,
                dependencies: dependencies, includeState: state, includeTree: view
            )
            let token = store.addObserver { record in
                // Versions move only for changes; a record that changed nothing has nothing to send.
                guard Self.changesVersion(record) else { return }
                onChange(Self.snapshot(
                    version: record.version, state: record.state, environment: record.environment,
                    dependencies: dependencies, includeState: state, includeTree: view
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
        includeState: Bool, includeTree: Bool
    ) -> StoreSnapshot {
        Dependencies.$current.withValue(dependencies) {
            let json = includeState ? ((try? JSONValueEncoder().encode(state)) ?? .null) : nil
            var tree: JSONValue?
            if includeTree {
                let values = (environment as? EnvironmentValues<F.Action>) ?? EnvironmentValues()
                tree = RenderedTree(rendering: F.view(state), environment: values).json(encodeAction: ActionCoding.encode)
            }
            return StoreSnapshot(version: version, state: json, tree: tree)
        }
    }
}
