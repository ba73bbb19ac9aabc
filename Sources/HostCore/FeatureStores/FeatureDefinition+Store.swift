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

    /// Opens the feature's type, so the store is specialised for it.
    private static func makeStore<F: PluginFeature>(
        of feature: F.Type, _ configuration: StoreConfiguration
    ) async throws(StoreSetupError) -> any FeatureStore {
        try await FeatureStoreBox<F>.make(configuration)
    }
}
