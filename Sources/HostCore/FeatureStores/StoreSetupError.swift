import FeatureKit
package import Components
package import JSON
package import StoreRuntime

// MARK: - StoreSetupError

/// Why a store could not be started; nothing was created.
package enum StoreSetupError: Error, Sendable {
    /// The initial state does not decode into the feature's state.
    case invalidInitialState(JSONDecodingError)
    /// An environment member is malformed.
    case invalidEnvironment(EnvironmentError)
    /// The feature declares no dependency with this name.
    case unknownDependency(name: String, available: [String])
    /// The dependency has no such preset.
    case unknownPreset(UnknownPresetError)
}
