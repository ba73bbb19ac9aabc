package import StoreRuntime

// MARK: - LocationDetailFeature

/// The location app of seed 004: a list of locations with check-in counts, a detail screen per
/// location, onboarding shown once, and a location-services check, with alerts from typed
/// contexts (``LocationAlert``).
///
/// At launch: on the first launch of a storage directory `hasSeenOnboarding` is set and
/// onboarding shown; on later launches the location-services check runs instead. Dismissing
/// onboarding runs the check too. The check-in counts load at every launch, after the check.
package struct LocationDetailFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        package var locations: [Location]
        /// People checked in, by location id; a missing id has none.
        package var checkInCounts: [String: Int]
        /// The location whose detail screen is shown.
        package var detail: LocationDetailScreen.State?
        /// Whether onboarding was ever shown for this storage directory: persisted app storage,
        /// kept in the store's shared values rather than in the state's wire form.
        @Shared(.locationDetailHasSeenOnboarding) package var hasSeenOnboarding = false
        package var isShowingOnboarding: Bool
        /// Alerts to show, the first one on screen; dismissing it shows the next.
        package var alerts: [LocationAlert]

        package init(
            locations: [Location] = Location.all,
            checkInCounts: [String: Int] = [:],
            detail: LocationDetailScreen.State? = nil,
            hasSeenOnboarding: Bool = false,
            isShowingOnboarding: Bool = false,
            alerts: [LocationAlert] = []
        ) {
            self.locations = locations
            self.checkInCounts = checkInCounts
            self.detail = detail
            self.hasSeenOnboarding = hasSeenOnboarding
            self.isShowingOnboarding = isShowingOnboarding
            self.alerts = alerts
        }

        /// `hasSeenOnboarding` is left out: a `Shared` handle is not `Codable`, and its value
        /// lives in the store's storage directory.
        enum CodingKeys: String, CodingKey {
            case locations, checkInCounts, detail, isShowingOnboarding, alerts
        }
    }

    package enum Action: Codable, Equatable, Sendable {
        /// The app started: startup checks, then the check-in counts.
        case appLaunched
        case checkInCountsResponse(CountsResult)
        case locationTapped(String)
        case detail(PresentationAction<LocationDetailScreen.Action>)
        /// The onboarding sheet went away (its close button or a swipe).
        case onboardingDismissed
        case locationServicesResponse(isEnabled: Bool)
        case alertDismissed
    }

    package enum CountsResult: Codable, Equatable, Sendable {
        case success([String: Int])
        case failure(String)
    }

    static let detailPath = CasePath<Action, PresentationAction<LocationDetailScreen.Action>>(
        embed: { .detail($0) },
        extract: { if case .detail(let action) = $0 { action } else { nil } }
    )

    package init() {}

    package var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .appLaunched:
                let startup: Effect<Action>
                if state.hasSeenOnboarding {
                    startup = checkLocationServices()
                } else {
                    state.hasSeenOnboarding = true
                    state.isShowingOnboarding = true
                    startup = .none
                }
                return .concatenate(startup, loadCheckInCounts())

            case .checkInCountsResponse(.success(let counts)):
                state.checkInCounts = counts
                return .none

            case .checkInCountsResponse(.failure):
                state.alerts.append(.checkedInCountServerError)
                return .none

            case .locationTapped(let id):
                guard let location = state.locations.first(where: { $0.id == id }) else { return .none }
                state.detail = LocationDetailScreen.State(location: location)
                return .send(.detail(.presented(.opened)))

            case .detail:
                return .none

            case .onboardingDismissed:
                guard state.isShowingOnboarding else { return .none }
                state.isShowingOnboarding = false
                return checkLocationServices()

            case .locationServicesResponse(let isEnabled):
                if !isEnabled { state.alerts.append(.locationServicesDisabled) }
                return .none

            case .alertDismissed:
                if !state.alerts.isEmpty { state.alerts.removeFirst() }
                return .none
            }
        }
        .ifLet(\.detail, action: Self.detailPath) {
            LocationDetailScreen()
        }
    }

    private func checkLocationServices() -> Effect<Action> {
        .run { send, dependencies in
            let isEnabled = await dependencies[LocationServicesClientKey.self].isEnabled()
            await send(.locationServicesResponse(isEnabled: isEnabled))
        }
    }

    private func loadCheckInCounts() -> Effect<Action> {
        .run { send, dependencies in
            let counts = try await dependencies[CheckInClientKey.self].checkedInCounts()
            await send(.checkInCountsResponse(.success(counts)))
        } catch: { error, send in
            await send(.checkInCountsResponse(.failure(String(describing: error))))
        }
    }
}
