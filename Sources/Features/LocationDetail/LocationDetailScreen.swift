package import Components
package import StoreRuntime

// MARK: - LocationDetailScreen

/// One location with the people checked in there; tapping a profile shows it as an overlay card,
/// or as a sheet at accessibility text sizes.
///
/// The presentation is decided once, when the profile is tapped, from the text size the tap was
/// made at, and kept until the profile is dismissed: seed 004's `show(profile:in:)` sets
/// `isShowingProfileSheet` or `isShowingProfileModal` there and nothing re-decides it, so changing
/// the text size while a profile is shown leaves a modal a modal (the grid's columns still follow
/// the text size on every render, as the seed's `determineColumns(for:)` does).
package struct LocationDetailScreen: Reducer {
    package struct State: Codable, Equatable, Sendable {
        package var location: Location
        package var profiles: IdentifiedArray<Profile>
        package var isLoadingProfiles: Bool
        /// The profile shown; `nil` when none is.
        package var selectedProfileID: String?
        /// How the shown profile is presented, chosen when it was tapped; `nil` when none is shown.
        package var profilePresentation: ProfilePresentation?
        package var alert: LocationAlert?

        package init(
            location: Location,
            profiles: IdentifiedArray<Profile> = [],
            isLoadingProfiles: Bool = false,
            selectedProfileID: String? = nil,
            profilePresentation: ProfilePresentation? = nil,
            alert: LocationAlert? = nil
        ) {
            self.location = location
            self.profiles = profiles
            self.isLoadingProfiles = isLoadingProfiles
            self.selectedProfileID = selectedProfileID
            self.profilePresentation = profilePresentation
            self.alert = alert
        }

        package var selectedProfile: Profile? {
            selectedProfileID.flatMap { profiles[id: $0] }
        }
    }

    package enum Action: Codable, Equatable, Sendable {
        /// The screen was opened (sent by the parent right after presenting it); loads profiles.
        case opened
        case profilesResponse(ProfilesResult)
        /// A profile was tapped while the text size was `sizeCategory` (seed 004's
        /// `show(profile:in:)`): that size decides modal or sheet.
        case profileTapped(id: String, sizeCategory: DynamicTypeSize)
        /// The shown profile was dismissed (its overlay or its sheet).
        case profileDismissed
        case alertDismissed
    }

    package enum ProfilesResult: Codable, Equatable, Sendable {
        case success([Profile])
        case failure(String)
    }

    package init() {}

    package func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .opened:
            state.isLoadingProfiles = true
            let locationID = state.location.id
            return .run { send, dependencies in
                let profiles = try await dependencies[CheckInClientKey.self].checkedInProfiles(locationID)
                await send(.profilesResponse(.success(profiles)))
            } catch: { error, send in
                await send(.profilesResponse(.failure(String(describing: error))))
            }

        case .profilesResponse(.success(let profiles)):
            state.isLoadingProfiles = false
            state.profiles = IdentifiedArray(profiles)
            return .none

        case .profilesResponse(.failure):
            state.isLoadingProfiles = false
            state.alert = .checkedInProfilesServerError
            return .none

        case .profileTapped(let id, let sizeCategory):
            guard state.profiles[id: id] != nil else { return .none }
            state.selectedProfileID = id
            state.profilePresentation = ProfilePresentation(at: sizeCategory)
            return .none

        case .profileDismissed:
            state.selectedProfileID = nil
            state.profilePresentation = nil
            return .none

        case .alertDismissed:
            state.alert = nil
            return .none
        }
    }
}

// MARK: - ProfilePresentation

/// How a tapped profile is shown: seed 004's `isShowingProfileModal` or `isShowingProfileSheet`.
package enum ProfilePresentation: String, Codable, Equatable, Sendable, CaseIterable {
    /// The overlay card over the dimmed screen.
    case modal
    /// A sheet with a "Dismiss" toolbar button.
    case sheet

    /// Seed 004: a sheet from `accessibilityMedium` up (`sizeCategory >= .accessibilityMedium`),
    /// the modal below.
    package init(at sizeCategory: DynamicTypeSize) {
        self = sizeCategory >= .accessibilityMedium ? .sheet : .modal
    }
}
