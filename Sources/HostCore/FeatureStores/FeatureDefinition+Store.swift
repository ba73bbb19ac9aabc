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
        try await Self.makeStore(of: featureType, decoder: actionDecoder, configuration)
    }

    /// Opens the feature's type, so the store is specialised for it, and its action decoder.
    private static func makeStore<F: PluginFeature>(
        of feature: F.Type, decoder: any AnyObject & Sendable, _ configuration: StoreConfiguration
    ) async throws(StoreSetupError) -> any FeatureStore {
        // A definition always holds its own feature's decoder; a fresh one would only be slower.
        let decoder = decoder as? ActionDecoder<F.Action> ?? ActionDecoder(samples: F.sampleActions)
        return try await FeatureStoreBox<F>.make(configuration, decoder: decoder)
    }
}
