package import FeatureKit
package import JSON

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

    /// Starts a store of this feature that goes on from `checkpoint` (taken from a store of the
    /// same feature) instead of the feature's initial state: nothing is launched or replayed.
    /// `configuration`'s initial state and clock start are ignored; the checkpoint's stand.
    ///
    /// - Throws: `StoreSetupError` as `makeStore(_:)`; `CheckpointMismatchError` for a
    ///   checkpoint of another feature.
    package func makeStore(continuing checkpoint: StoreCheckpoint, _ configuration: StoreConfiguration) async throws -> any FeatureStore {
        try await Self.makeStore(of: featureType, decoder: actionDecoder, continuing: checkpoint, configuration)
    }

    private static func makeStore<F: PluginFeature>(
        of feature: F.Type, decoder: any AnyObject & Sendable, continuing checkpoint: StoreCheckpoint, _ configuration: StoreConfiguration
    ) async throws -> any FeatureStore {
        try await FeatureStoreBox<F>.make(continuing: checkpoint, configuration, decoder: Self.decoder(for: feature, from: decoder))
    }

    /// `state` decoded as this feature's state and encoded back, as a store made with it as its
    /// initial state (and `configuration`'s presets and storage) reads it before anything is
    /// sent (`makeStore(_:)`, then `state()`), without the store.
    ///
    /// - Throws: `StoreSetupError` as `makeStore(_:)` for a state that does not decode (or
    ///   presets that do not apply); what encoding throws.
    package func stateAfterDecoding(_ state: JSONValue, _ configuration: StoreConfiguration) throws -> JSONValue {
        try Self.stateAfterDecoding(of: featureType, state, configuration)
    }

    private static func stateAfterDecoding<F: PluginFeature>(
        of feature: F.Type, _ state: JSONValue, _ configuration: StoreConfiguration
    ) throws -> JSONValue {
        try FeatureStoreBox<F>.stateAfterDecoding(state, configuration)
    }

    /// Opens the feature's type, so the store is specialised for it, and its action decoder.
    private static func makeStore<F: PluginFeature>(
        of feature: F.Type, decoder: any AnyObject & Sendable, _ configuration: StoreConfiguration
    ) async throws(StoreSetupError) -> any FeatureStore {
        try await FeatureStoreBox<F>.make(configuration, decoder: Self.decoder(for: feature, from: decoder))
    }

    /// The definition's decoder as `F`'s; a definition always holds its own feature's, and a
    /// fresh one would only be slower.
    static func decoder<F: PluginFeature>(for feature: F.Type, from decoder: any AnyObject & Sendable) -> ActionDecoder<F.Action> {
        decoder as? ActionDecoder<F.Action> ?? ActionDecoder(samples: F.sampleActions)
    }
}
