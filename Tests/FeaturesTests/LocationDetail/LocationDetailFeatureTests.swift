import Components
import Features
import Foundation
import StoreRuntime
import UIStateTesting
import Testing

// MARK: - Fixtures

private typealias Feature = LocationDetailFeature

private let counts = CheckInClientKey.checkIns.mapValues(\.count)
private let serverError = CheckInClientError().description
private let harbor = Location.all[0]
private let harborProfiles = CheckInClientKey.checkIns["harbor-noodles"] ?? []

private func makeStore(
    _ state: Feature.State = Feature.initialState,
    checkIns: String = "succeeds",
    locationServices: String = "succeeds"
) throws -> TestStore<Feature> {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset(checkIns, for: CheckInClientKey.self)
    try dependencies.selectPreset(locationServices, for: LocationServicesClientKey.self)
    return TestStore(initialState: state, reducer: Feature(), dependencies: dependencies)
}

/// A later launch: onboarding was seen in an earlier one.
private var seenOnboarding: Feature.State {
    Feature.State(hasSeenOnboarding: true)
}

// MARK: - Launch and onboarding

@Test func theFirstLaunchSetsTheFlagShowsOnboardingAndRunsNoCheck() async throws {
    let store = try makeStore(locationServices: "disabled")
    await store.send(.appLaunched) {
        $0.hasSeenOnboarding = true
        $0.isShowingOnboarding = true
    }
    await store.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await store.finish()
}

@Test func aLaterLaunchSkipsOnboardingAndRunsTheLocationServicesCheck() async throws {
    let store = try makeStore(seenOnboarding, locationServices: "disabled")
    await store.send(.appLaunched)
    await store.receive(.locationServicesResponse(isEnabled: false)) { $0.alerts = [.locationServicesDisabled] }
    await store.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await store.finish()
}

@Test func enabledLocationServicesShowNoAlert() async throws {
    let store = try makeStore(seenOnboarding, locationServices: "enabled")
    await store.send(.appLaunched)
    await store.receive(.locationServicesResponse(isEnabled: true))
    await store.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await store.finish()
}

@Test func dismissingOnboardingRunsTheLocationServicesCheck() async throws {
    let store = try makeStore(locationServices: "disabled")
    await store.send(.appLaunched) {
        $0.hasSeenOnboarding = true
        $0.isShowingOnboarding = true
    }
    await store.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await store.send(.onboardingDismissed) { $0.isShowingOnboarding = false }
    await store.receive(.locationServicesResponse(isEnabled: false)) { $0.alerts = [.locationServicesDisabled] }
    // A second dismissal (a stale one) runs no second check.
    let again = await store.send(.onboardingDismissed)
    #expect(again.effectsStarted.isEmpty)
    await store.finish()
}

/// Two stores one after the other, given the same storage directory, are two launches of the app.
@Test func onboardingIsShownOnlyOnTheFirstLaunchOfAStorageDirectory() async throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("uistate-locationDetail-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func launch() throws -> TestStore<Feature> {
        var dependencies = Dependencies.test()
        dependencies.storage = try DirectoryStorage(directory: directory)
        return TestStore(initialState: Feature.initialState, reducer: Feature(), dependencies: dependencies)
    }

    let first = try launch()
    await first.send(.appLaunched) {
        $0.hasSeenOnboarding = true
        $0.isShowingOnboarding = true
    }
    await first.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await first.finish()
    let saved = try String(contentsOfFile: directory + "/hasSeenOnboardView", encoding: .utf8)
    #expect(saved == "true")
    // Seed 004's key, `@AppStorage("hasSeenOnboardView")`, and no other file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["hasSeenOnboardView"])

    let second = try launch()
    // The flag is read from the directory at its first use, during this action; loading a
    // stored value is no change of state, and onboarding is not shown.
    await second.send(.appLaunched)
    await second.receive(.locationServicesResponse(isEnabled: true))
    await second.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await second.finish()
    #expect(await second.store.reading { $0.hasSeenOnboarding && !$0.isShowingOnboarding })
}

/// A flag file the seed's app wrote (`hasSeenOnboardView` = true) counts as onboarding seen.
@Test func aFlagFileUnderTheSeedsKeySkipsOnboarding() async throws {
    let directory = NSTemporaryDirectory() + "uistate-seed-key-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try "true".write(toFile: directory + "/hasSeenOnboardView", atomically: true, encoding: .utf8)
    var dependencies = Dependencies.test()
    dependencies.storage = try DirectoryStorage(directory: directory)
    let store = TestStore(initialState: Feature.initialState, reducer: Feature(), dependencies: dependencies)
    await store.send(.appLaunched)
    await store.receive(.locationServicesResponse(isEnabled: true))
    await store.receive(.checkInCountsResponse(.success(counts))) { $0.checkInCounts = counts }
    await store.finish()
}

// MARK: - Check-in counts and alerts

@Test func aServerErrorShowsTheCheckedInCountAlert() async throws {
    let store = try makeStore(checkIns: "serverError")
    await store.send(.appLaunched) {
        $0.hasSeenOnboarding = true
        $0.isShowingOnboarding = true
    }
    await store.receive(.checkInCountsResponse(.failure(serverError))) { $0.alerts = [.checkedInCountServerError] }
    await store.send(.alertDismissed) { $0.alerts = [] }
    await store.finish()
}

@Test func alertsQueueAndDismissingOneShowsTheNext() async throws {
    let store = try makeStore(seenOnboarding, checkIns: "serverError", locationServices: "disabled")
    await store.send(.appLaunched)
    await store.receive(.locationServicesResponse(isEnabled: false)) { $0.alerts = [.locationServicesDisabled] }
    await store.receive(.checkInCountsResponse(.failure(serverError))) {
        $0.alerts = [.locationServicesDisabled, .checkedInCountServerError]
    }
    await store.send(.alertDismissed) { $0.alerts = [.checkedInCountServerError] }
    await store.send(.alertDismissed) { $0.alerts = [] }
    await store.send(.alertDismissed)
    await store.finish()
}

@Test func theTypedAlertContextsSayWhatTheIssueAndTheNotesSay() {
    #expect(LocationAlert.checkedInCountServerError.title == "Server Error")
    #expect(LocationAlert.checkedInCountServerError.message
        == "Unable to get the number of people checked into each location. Please check your internet connection and try again.")
    #expect(LocationAlert.locationServicesDisabled.title == "Location Services Disabled")
    #expect(LocationAlert.locationServicesDisabled.message
        == "Location services are turned off for this device. Turn them on in Settings > Privacy > Location Services to see check-ins around you.")
    for context in LocationAlert.allCases {
        let alert: Alert<Feature.Action> = context.alert()
        #expect(alert.buttons.map(\.title) == ["Ok"])
    }
}

// MARK: - Detail

@Test func tappingALocationOpensItsDetailAndLoadsWhoIsCheckedIn() async throws {
    let store = try makeStore(seenOnboarding)
    await store.send(.locationTapped("harbor-noodles")) {
        $0.detail = LocationDetailScreen.State(location: harbor)
    }
    await store.receive(.detail(.presented(.opened))) { $0.detail?.isLoadingProfiles = true }
    await store.receive(.detail(.presented(.profilesResponse(.success(harborProfiles))))) {
        $0.detail?.isLoadingProfiles = false
        $0.detail?.profiles = IdentifiedArray(harborProfiles)
    }
    await store.send(.detail(.presented(.profileTapped(id: "p2", sizeCategory: .large)))) {
        $0.detail?.selectedProfileID = "p2"
        $0.detail?.profilePresentation = .modal
    }
    await store.send(.detail(.presented(.profileDismissed))) {
        $0.detail?.selectedProfileID = nil
        $0.detail?.profilePresentation = nil
    }
    await store.send(.detail(.dismiss)) { $0.detail = nil }
    await store.finish()
}

// MARK: - Modal or sheet, decided at the tap (seed 004's `show(profile:in:)`)

private var detailWithProfiles: Feature.State {
    var state = seenOnboarding
    state.detail = LocationDetailScreen.State(location: harbor, profiles: IdentifiedArray(harborProfiles))
    return state
}

/// Seed 004: `sizeCategory >= .accessibilityMedium` shows the sheet, anything smaller the modal.
@Test func theTextSizeOfTheTapChoosesTheModalBelowAccessibilityMediumAndTheSheetFromIt() async throws {
    for size in DynamicTypeSize.allCases {
        let expected: ProfilePresentation = size >= .accessibilityMedium ? .sheet : .modal
        let store = try makeStore(detailWithProfiles)
        await store.send(.detail(.presented(.profileTapped(id: "p1", sizeCategory: size)))) {
            $0.detail?.selectedProfileID = "p1"
            $0.detail?.profilePresentation = expected
        }
        await store.finish()
    }
}

@Test func thePresentationIsKeptUntilDismissedAndDecidedAgainAtTheNextTap() async throws {
    let store = try makeStore(detailWithProfiles)
    await store.send(.detail(.presented(.profileTapped(id: "p1", sizeCategory: .large)))) {
        $0.detail?.selectedProfileID = "p1"
        $0.detail?.profilePresentation = .modal
    }
    await store.send(.detail(.presented(.profileDismissed))) {
        $0.detail?.selectedProfileID = nil
        $0.detail?.profilePresentation = nil
    }
    await store.send(.detail(.presented(.profileTapped(id: "p2", sizeCategory: .accessibilityLarge)))) {
        $0.detail?.selectedProfileID = "p2"
        $0.detail?.profilePresentation = .sheet
    }
    await store.send(.detail(.presented(.profileDismissed))) {
        $0.detail?.selectedProfileID = nil
        $0.detail?.profilePresentation = nil
    }
    await store.finish()
}

@Test func tappingAnUnknownLocationOrProfileDoesNothing() async throws {
    var state = seenOnboarding
    state.detail = LocationDetailScreen.State(location: harbor, profiles: IdentifiedArray(harborProfiles))
    let store = try makeStore(state)
    await store.send(.locationTapped("nowhere"))
    await store.send(.detail(.presented(.profileTapped(id: "nobody", sizeCategory: .large))))
    await store.finish()
}

@Test func aServerErrorLoadingProfilesShowsAnAlertInTheDetail() async throws {
    let store = try makeStore(seenOnboarding, checkIns: "serverError")
    await store.send(.locationTapped("harbor-noodles")) {
        $0.detail = LocationDetailScreen.State(location: harbor)
    }
    await store.receive(.detail(.presented(.opened))) { $0.detail?.isLoadingProfiles = true }
    await store.receive(.detail(.presented(.profilesResponse(.failure(serverError))))) {
        $0.detail?.isLoadingProfiles = false
        $0.detail?.alert = .checkedInProfilesServerError
    }
    await store.send(.detail(.presented(.alertDismissed))) { $0.detail?.alert = nil }
    await store.finish()
}
