package import Components

// MARK: - LocationAlert

/// The alerts of the location app as typed contexts: state holds the case, the view turns it
/// into an ``Alert`` with its title, message and button. On the wire a bare string,
/// `"checkedInCountServerError"`.
package enum LocationAlert: String, Codable, Equatable, Sendable, CaseIterable {
    /// The check-in counts of the location list did not load.
    case checkedInCountServerError
    /// The checked-in profiles of a location did not load.
    case checkedInProfilesServerError
    /// The startup check found location services turned off.
    case locationServicesDisabled

    package var title: String {
        switch self {
        case .checkedInCountServerError, .checkedInProfilesServerError: "Server Error"
        case .locationServicesDisabled: "Location Services Disabled"
        }
    }

    package var message: String {
        switch self {
        case .checkedInCountServerError:
            "Unable to get the number of people checked into each location. Please check your internet connection and try again."
        case .checkedInProfilesServerError:
            "Unable to load who is checked in here right now. Please try again in a moment."
        case .locationServicesDisabled:
            "Location services are turned off for this device. Turn them on in Settings > Privacy > Location Services to see check-ins around you."
        }
    }

    /// The alert to show, with one "Ok" button.
    package func alert<Action>() -> Alert<Action> {
        Alert(title: title, message: message, buttons: [.default("Ok")])
    }
}
