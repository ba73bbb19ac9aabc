import Components
import Features
import UIStateTesting
import JSON
import StoreRuntime
import Testing

// MARK: - Fixtures

private typealias Feature = LocationDetailFeature

private func render(_ state: Feature.State, _ size: DynamicTypeSize = .large) -> RenderedTree<Feature.Action> {
    RenderedTree(rendering: Feature.view(state), environment: bookmarksEnvironment(size))
}

private func outline(_ state: Feature.State, _ size: DynamicTypeSize = .large) -> String {
    render(state, size).outline(encodeAction: bookmarksWireForm)
}

private let harborProfiles = CheckInClientKey.checkIns["harbor-noodles"] ?? []

private func detailState(selected: String? = nil, as presentation: ProfilePresentation = .modal) -> Feature.State {
    Feature.State(
        checkInCounts: CheckInClientKey.checkIns.mapValues(\.count),
        detail: LocationDetailScreen.State(
            location: Location.all[0],
            profiles: IdentifiedArray(harborProfiles),
            selectedProfileID: selected,
            profilePresentation: selected == nil ? nil : presentation
        ),
        hasSeenOnboarding: true
    )
}

private func columns(_ tree: RenderedTree<Feature.Action>) -> Int64? {
    tree.node(id: "profiles")?.properties["columns"]?.integerValue
}

private func presentations(_ tree: RenderedTree<Feature.Action>) -> [String] {
    tree.nodes(matching: .role(.dialog)).map(\.type)
}

// MARK: - Grid columns by size category

@Test func theProfileGridHasThreeColumnsBelowAccessibilitySizesAndOneFromAccessibilityMedium() {
    for size in DynamicTypeSize.allCases {
        let expected: Int64 = size >= .accessibilityMedium ? 1 : 3
        #expect(columns(render(detailState(), size)) == expected, "at \(size)")
    }
    #expect(columns(render(detailState(), .xxxLarge)) == 3)
    #expect(columns(render(detailState(), .accessibilityMedium)) == 1)
}

// MARK: - Profile presentation by dynamic type size

@Test func tappingAProfileSendsProfileTappedWithTheTextSizeOfTheTap() throws {
    for size in DynamicTypeSize.allCases {
        let tree = render(detailState(), size)
        #expect(try tree.tap(.label("Jonas Berg")).actions
            == [.detail(.presented(.profileTapped(id: "p2", sizeCategory: size)))])
    }
}

@Test func theModalChosenAtTheTapStaysAModalAtEveryTextSize() throws {
    for size in DynamicTypeSize.allCases {
        #expect(presentations(render(detailState(selected: "p2", as: .modal), size)) == ["overlay"], "at \(size)")
        #expect(presentations(render(detailState(selected: "p2", as: .sheet), size)) == ["sheet"], "at \(size)")
    }
}

@Test func theSheetsDismissButtonResolvesToTheSheetsAccentColour() throws {
    let tree = render(detailState(selected: "p2", as: .sheet), .accessibilityMedium)
    let dismiss = try tree.find(.text("Dismiss"))
    #expect(dismiss.properties["foreground"] == "brandPrimary")
    #expect(tree.node(id: "profileSheet")?.properties["accentColor"] == "brandPrimary")
    // Outside the sheet nothing is tinted: the toolbar's back button keeps its default.
    let back = try tree.find(.text("Locations"))
    #expect(back.properties["foreground"] == "labelNeutral")
}

@Test func belowAccessibilitySizesTheProfileShowsAsAnOverlayModal() throws {
    let tree = render(detailState(selected: "p2"), .xxxLarge)
    #expect(presentations(tree) == ["overlay"])
    let overlay = try tree.find(.type("overlay"))
    // Both ways out: a tap on the dimmed screen, and the card's own close button.
    #expect(try tree.dismiss(.id(overlay.id)).actions == [.detail(.presented(.profileDismissed))])
    #expect(try tree.tap(.label("Close")).actions == [.detail(.presented(.profileDismissed))])
}

@Test func fromAccessibilityMediumTheProfileShowsAsASheetWithADismissButton() throws {
    let tree = render(detailState(selected: "p2", as: .sheet), .accessibilityMedium)
    #expect(presentations(tree) == ["sheet"])
    let sheet = try tree.find(.type("sheet"))
    #expect(try tree.dismiss(.id(sheet.id)).actions == [.detail(.presented(.profileDismissed))])
    #expect(try tree.tap(.text("Dismiss")).actions == [.detail(.presented(.profileDismissed))])
}

@Test func withNoProfileSelectedNothingIsPresented() {
    #expect(presentations(render(detailState())) == [])
    #expect(presentations(render(detailState(), .accessibilityExtraExtraExtraLarge)) == [])
}

@Test func theBackButtonDismissesTheDetail() throws {
    #expect(try render(detailState()).tap(.text("Locations")).actions == [.detail(.dismiss)])
}

// MARK: - Onboarding

@Test func onboardingClosesItselfThroughTheEnvironmentsDismissAction() throws {
    let state = Feature.State(hasSeenOnboarding: true, isShowingOnboarding: true)
    let tree = render(state)
    #expect(try tree.tap(.label("Close")).actions == [.onboardingDismissed])
    let sheet = try tree.find(.type("sheet"))
    #expect(try tree.dismiss(.id(sheet.id)).actions == [.onboardingDismissed])
}

// MARK: - Alerts

@Test func theServerErrorAlertShowsItsTextAndOkDismissesIt() throws {
    let state = Feature.State(alerts: [.checkedInCountServerError, .locationServicesDisabled])
    let tree = render(state)
    let alert = try tree.find(.type("alert"))
    #expect(alert.properties["title"] == "Server Error")
    #expect(alert.properties["message"]
        == "Unable to get the number of people checked into each location. Please check your internet connection and try again.")
    #expect(try tree.tap(.text("Ok")).actions == [.alertDismissed])
}

@Test func theLocationServicesAlertShowsItsText() throws {
    let alert = try render(Feature.State(alerts: [.locationServicesDisabled])).find(.type("alert"))
    #expect(alert.properties["title"] == "Location Services Disabled")
}

@Test func theProfilesAlertShowsInTheDetailAndOkDismissesIt() throws {
    var state = detailState()
    state.detail?.alert = .checkedInProfilesServerError
    let tree = render(state)
    #expect(try tree.find(.type("alert")).properties["title"] == "Server Error")
    #expect(try tree.tap(.text("Ok")).actions == [.detail(.presented(.alertDismissed))])
}

// MARK: - Goldens

@Test func goldenLocationList() throws {
    let state = Feature.State(checkInCounts: CheckInClientKey.checkIns.mapValues(\.count), hasSeenOnboarding: true)
    try assertGolden(outline(state), file: "LocationDetail/location-list.txt")
}

@Test func goldenOnboarding() throws {
    let state = Feature.State(hasSeenOnboarding: true, isShowingOnboarding: true)
    try assertGolden(outline(state), file: "LocationDetail/onboarding.txt")
}

@Test func goldenServerErrorAlert() throws {
    let state = Feature.State(hasSeenOnboarding: true, alerts: [.checkedInCountServerError])
    try assertGolden(outline(state), file: "LocationDetail/server-error-alert.txt")
}

@Test func goldenDetailByDynamicTypeSize() throws {
    try assertGolden(outline(detailState(selected: "p2")), file: "LocationDetail/detail-overlay.txt")
    try assertGolden(outline(detailState(selected: "p2", as: .sheet), .accessibilityMedium), file: "LocationDetail/detail-sheet.txt")
}

// MARK: - Schemas

@Test func locationDetailSchemasDescribeTheWireForm() throws {
    try bookmarksCheckSchemas(
        initialState: Feature.initialState,
        stateSchema: Feature.stateSchema,
        sampleActions: Feature.sampleActions,
        actionSchema: Feature.actionSchema
    )
    var full = detailState(selected: "p2")
    full.detail?.alert = .checkedInProfilesServerError
    full.alerts = [.locationServicesDisabled]
    // The persisted flag is not part of the wire form; decoding gives the handle's default.
    full.hasSeenOnboarding = false
    try bookmarksCheckSchemas(initialState: full, stateSchema: Feature.stateSchema, sampleActions: [Feature.Action](), actionSchema: Feature.actionSchema)
    #expect(try JSONValueEncoder().encode(Feature.Action.detail(.presented(.profileTapped(id: "p2", sizeCategory: .large))))
        == ["detail": ["presented": ["profileTapped": ["id": "p2", "sizeCategory": "large"]]]])
}

@Test func locationDetailPluginSurface() {
    #expect(Feature.name == "locationDetail")
    #expect(Feature.version == "1.0.0")
    #expect(Feature.launchAction == .appLaunched)
    #expect(Feature.dependencyKeys.map { $0.name } == ["checkInCounts", "locationServices"])
    #expect(CheckInClientKey.presetNames == ["succeeds", "serverError"])
    #expect(LocationServicesClientKey.presetNames == ["succeeds", "disabled", "enabled"])
}
