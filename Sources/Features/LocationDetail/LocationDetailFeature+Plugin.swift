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

    private typealias S = JSONSchema

    private static let alertSchema = S.cases(of: LocationAlert.self)
    private static let profileSchema = S.object([
        "id": S.string, "firstName": S.string, "lastName": S.string, "company": S.string, "bio": S.string,
    ])
    private static let countsSchema = S.dictionary(of: S.integer(minimum: 0))

    package static let stateSchema = S.document(title: "locationDetail state", S.object([
        "locations": S.array(of: S.object(["id": S.string, "name": S.string, "address": S.string])),
        "checkInCounts": countsSchema,
        "detail": S.object([
            "location": S.object(["id": S.string, "name": S.string, "address": S.string]),
            "profiles": S.array(of: profileSchema),
            "isLoadingProfiles": S.boolean,
            "selectedProfileID": S.string,
            "profilePresentation": S.cases(of: ProfilePresentation.self),
            "alert": alertSchema,
        ], optional: ["selectedProfileID", "profilePresentation", "alert"]),
        "isShowingOnboarding": S.boolean,
        "alerts": S.array(of: alertSchema),
    ], optional: ["detail"]))

    package static let actionSchema = S.action(title: "locationDetail action", [
        S.bare("appLaunched"),
        S.tagged("checkInCountsResponse", S.oneOf([
            S.tagged("success", countsSchema), S.tagged("failure", S.string),
        ])),
        S.tagged("locationTapped", S.string),
        S.tagged("detail", S.oneOf([
            S.bare("dismiss"),
            S.tagged("presented", S.oneOf([
                S.bare("opened"),
                S.tagged("profilesResponse", S.oneOf([
                    S.tagged("success", S.array(of: profileSchema)), S.tagged("failure", S.string),
                ])),
                S.tagged("profileTapped", S.object([
                    "id": S.string,
                    "sizeCategory": S.cases(of: DynamicTypeSize.self),
                ])),
                S.bare("profileDismissed"),
                S.bare("alertDismissed"),
            ])),
        ])),
        S.bare("onboardingDismissed"),
        S.tagged("locationServicesResponse", S.object(["isEnabled": S.boolean])),
        S.bare("alertDismissed"),
    ])
}
