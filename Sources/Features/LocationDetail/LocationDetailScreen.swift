public import StoreRuntime

// MARK: - LocationDetailScreen

/// One location with the people checked in there; tapping a profile shows it (as an overlay
/// card, or as a sheet at accessibility text sizes — the view decides from the environment).
public struct LocationDetailScreen: Reducer {
    public struct State: Codable, Equatable, Sendable {
        public var location: Location
        public var profiles: IdentifiedArray<Profile>
        public var isLoadingProfiles: Bool
        /// The profile shown; `nil` when none is.
        public var selectedProfileID: String?
        public var alert: LocationAlert?

        public init(
            location: Location,
            profiles: IdentifiedArray<Profile> = [],
            isLoadingProfiles: Bool = false,
            selectedProfileID: String? = nil,
            alert: LocationAlert? = nil
        ) {
            self.location = location
            self.profiles = profiles
            self.isLoadingProfiles = isLoadingProfiles
            self.selectedProfileID = selectedProfileID
            self.alert = alert
        }

        public var selectedProfile: Profile? {
            selectedProfileID.flatMap { profiles[id: $0] }
        }
    }

    public enum Action: Codable, Equatable, Sendable {
        /// The screen was opened (sent by the parent right after presenting it); loads profiles.
        case opened
        case profilesResponse(ProfilesResult)
        case profileTapped(String)
        /// The shown profile was dismissed (its overlay or its sheet).
        case profileDismissed
        case alertDismissed
    }

    public enum ProfilesResult: Codable, Equatable, Sendable {
        case success([Profile])
        case failure(String)
    }

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

        case .profileTapped(let id):
            guard state.profiles[id: id] != nil else { return .none }
            state.selectedProfileID = id
            return .none

        case .profileDismissed:
            state.selectedProfileID = nil
            return .none

        case .alertDismissed:
            state.alert = nil
            return .none
        }
    }
}
