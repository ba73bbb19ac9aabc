package import FeatureKit

// MARK: - Starting stores

extension FeatureDefinition {
    /// Starts a store of this feature.
    ///
    /// Everything in `configuration` is checked before the store exists, so a failure leaves
    /// nothing behind.
    ///
    /// - Throws: `StoreSetupError` naming the offending member.
    package func makeStore(_ configuration: StoreConfiguration) async throws(StoreSetupError) -> any FeatureStore {
        try await Self.makeStore(of: featureType, configuration)
    }

    /// Starts a store of this feature that goes on from `checkpoint` (taken from a store of the
    /// same feature) instead of the feature's initial state: nothing is launched or replayed.
    /// `configuration`'s initial state and clock start are ignored; the checkpoint's stand.
    ///
    /// - Throws: `StoreSetupError` as `makeStore(_:)`; `CheckpointMismatchError` for a
    ///   checkpoint of another feature.
    package func makeStore(continuing checkpoint: StoreCheckpoint, _ configuration: StoreConfiguration) async throws -> any FeatureStore {
        try await Self.makeStore(of: featureType, continuing: checkpoint, configuration)
    }

    private static func makeStore<F: PluginFeature>(
        of feature: F.Type, continuing checkpoint: StoreCheckpoint, _ configuration: StoreConfiguration
    ) async throws -> any FeatureStore {
        try await FeatureStoreBox<F>.make(continuing: checkpoint, configuration)
    }

    /// Opens the feature's type, so the store is specialised for it.
    private static func makeStore<F: PluginFeature>(
        of feature: F.Type, _ configuration: StoreConfiguration
    ) async throws(StoreSetupError) -> any FeatureStore {
        try await FeatureStoreBox<F>.make(configuration)
    }
}
