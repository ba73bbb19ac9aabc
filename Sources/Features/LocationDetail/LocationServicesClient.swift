public import StoreRuntime

// MARK: - LocationServicesClient

/// Whether the device lets the app use location services.
public struct LocationServicesClient: Sendable {
    public var isEnabled: @Sendable () async -> Bool

    public init(isEnabled: @escaping @Sendable () async -> Bool) {
        self.isEnabled = isEnabled
    }
}

/// Presets: `succeeds` (the default, enabled), `enabled` (the same) and `disabled`.
public enum LocationServicesClientKey: DependencyKey {
    public static let name = "locationServices"
    public static let liveValue = LocationServicesClient { true }
    public static let testValue = LocationServicesClient { true }
    public static let presets: [String: LocationServicesClient] = [
        "enabled": LocationServicesClient { true },
        "disabled": LocationServicesClient { false },
    ]
}
