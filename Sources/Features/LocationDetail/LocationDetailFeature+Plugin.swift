package import JSON
import FeatureKit
package import StoreRuntime
import Components

// MARK: - Plugin surface

extension LocationDetailFeature {
    package static let name = "locationDetail"
    package static var initialState: State { State() }

    /// The app starting runs the startup checks and loads the check-in counts.
    package static var launchAction: Action? { .appLaunched }

    /// Computed: an array of existential metatypes is not `Sendable`, so a stored `let` warns.
    package static var dependencyKeys: [any DependencyKey.Type] {
        [CheckInClientKey.self, LocationServicesClientKey.self]
    }

    package static let sampleActions: [Action] = [
        .appLaunched,
        .checkInCountsResponse(.success(["harbor-noodles": 4, "green-table": 1])),
        .checkInCountsResponse(.failure("The check-in server did not answer.")),
        .locationTapped("harbor-noodles"),
        .detail(.presented(.opened)),
        .detail(.presented(.profilesResponse(.success([
            Profile(id: "p5", firstName: "Rosa", lastName: "Vidal", company: "Orchard", bio: "Writes about sharing state."),
        ])))),
        .detail(.presented(.profilesResponse(.failure("The check-in server did not answer.")))),
        .detail(.presented(.profileTapped(id: "p5", sizeCategory: .large))),
        .detail(.presented(.profileTapped(id: "p5", sizeCategory: .accessibilityMedium))),
        .detail(.presented(.profileDismissed)),
        .detail(.presented(.alertDismissed)),
        .detail(.dismiss),
        .onboardingDismissed,
        .locationServicesResponse(isEnabled: false),
        .alertDismissed,
    ]

    // MARK: - Schemas

    /// Derived from the types, with what they cannot say: check-in counts are never negative.
    package static let stateSchema = derivedStateSchema.refining("/checkInCounts/*", ["minimum": 0])

    /// Derived from the types and the samples, with the same rule for the counts a response
    /// carries.
    package static let actionSchema = derivedActionSchema.refining("/checkInCountsResponse/success/*", ["minimum": 0])
}
