import StoreRuntime

// MARK: - LocationServicesClient

/// Whether the device lets the app use location services.
package struct LocationServicesClient: Sendable {
    package var isEnabled: @Sendable () async -> Bool

    package init(isEnabled: @escaping @Sendable () async -> Bool) {
        self.isEnabled = isEnabled
    }
}

/// Presets: `succeeds` (the default, enabled), `enabled` (the same) and `disabled`.
package enum LocationServicesClientKey: DependencyKey {
    package static let name = "locationServices"
    package static let liveValue = LocationServicesClient { true }
    package static let testValue = LocationServicesClient { true }
    package static let presets: [String: LocationServicesClient] = [
        "enabled": LocationServicesClient { true },
        "disabled": LocationServicesClient { false },
    ]
}
