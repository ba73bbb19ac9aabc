import Components
import Features
import JSON
import StoreRuntime
import Testing

// The rules of `ButtonGalleryFeature` (see its doc comment), one test each.

private typealias Gallery = ButtonGalleryFeature

private func galleryTree(_ state: Gallery.State = Gallery.initialState) -> RenderedTree<Gallery.Action> {
    Gallery.view(state).render()
}

private func node(_ button: GalleryButton, in tree: RenderedTree<Gallery.Action> = galleryTree()) throws -> RenderedNode<Gallery.Action> {
    try tree.find(.id(button.nodeID))
}

// MARK: - Layouts and defaults

@Test func theGalleryShowsEachLayoutOnceWithItsDefaults() throws {
    let layouts = try GalleryButton.defaults.map { try node($0).properties["layout"] }
    #expect(layouts == ["iconOnly", "titleOnly", "iconLeading", "iconTrailing"])
}

@Test func defaultButtonsShowEveryResolvedDefault() throws {
    for button in GalleryButton.defaults {
        let properties = try node(button).properties
        let layout = properties["layout"]?.stringValue
        #expect(properties["size"] == 44, "\(button)")
        #expect(properties["foreground"] == "labelNeutral", "\(button)")
        #expect(properties["background"] == "clear", "\(button)")
        #expect(properties["interactiveEffect"] == true, "\(button)")
        #expect(properties["glassTint"] == "clear", "\(button)")
        #expect(properties["hapticFeedback"] == true, "\(button)")
        if layout != "titleOnly" {
            #expect(properties["iconSize"] == 18, "\(button)")
            #expect(properties["iconWidth"] == 18, "\(button)")
            #expect(properties["iconHeight"] == 18, "\(button)")
        }
        if layout != "iconOnly" {
            #expect(properties["font"] == ["name": "bodyMedium16", "size": 16, "weight": "medium"], "\(button)")
        }
    }
}

@Test func factoriesGiveEachLayoutExactlyItsContent() throws {
    let iconOnly = try node(.iconOnly)
    #expect(iconOnly.properties["image"] == "xmark")
    #expect(iconOnly.properties["title"] == nil)
    #expect(iconOnly.properties["font"] == nil)
    #expect(iconOnly.accessibilityLabel == "닫기")
    let titleOnly = try node(.titleOnly)
    #expect(titleOnly.properties["title"] == "저장")
    #expect(titleOnly.properties["image"] == nil)
    #expect(titleOnly.properties["iconSize"] == nil)
    let leading = try node(.iconLeading)
    #expect(leading.properties["image"] == "plus")
    #expect(leading.properties["title"] == "사건 추가")
    let trailing = try node(.iconTrailing)
    #expect(trailing.properties["image"] == "chevron.right")
    #expect(trailing.properties["title"] == "다음")
}

// MARK: - Chained overrides

/// The properties in which `button` differs from the default button of the same layout.
private func overriddenProperties(_ button: GalleryButton) throws -> [String: JSONValue] {
    let properties = try node(button).properties
    let layout = properties["layout"]?.stringValue
    let reference = try #require(GalleryButton.defaults.first { try node($0).properties["layout"]?.stringValue == layout })
    let defaults = try node(reference).properties
    var changed: [String: JSONValue] = [:]
    for key in Set(properties.keys).union(defaults.keys) where !["title", "image"].contains(key) {
        if properties[key] != defaults[key] { changed[key] = properties[key] ?? .null }
    }
    return changed
}

@Test func sizeIsTheDiameterOfAnIconOnlyButtonAndIconSizeSetsBothIconSides() throws {
    #expect(try overriddenProperties(.largeIcon) == [
        "size": 56, "iconSize": 24, "iconWidth": 24, "iconHeight": 24,
    ])
    #expect(try node(.largeIcon).properties["layout"] == "iconOnly")
}

@Test func sizeIsTheHeightOfATitleButtonAndFontIsChained() throws {
    #expect(try overriddenProperties(.tallTitle) == [
        "size": 56, "font": ["name": "titleBold20", "size": 20, "weight": "bold"],
    ])
    #expect(try node(.tallTitle).properties["layout"] == "titleOnly")
}

@Test func iconWidthAndHeightCanBeSetApart() throws {
    #expect(try overriddenProperties(.iconFrame) == ["iconWidth": 12, "iconHeight": 20])
}

@Test func anIconSideLeftUnsetFallsBackToTheIconSize() throws {
    #expect(try overriddenProperties(.iconWidthOnly) == ["iconSize": 20, "iconWidth": 14, "iconHeight": 20])
}

@Test func foregroundBackgroundAndFontAreChainedAndTheGlassTakesTheBackground() throws {
    #expect(try overriddenProperties(.filled) == [
        "foreground": "white",
        "background": "primaryNormal",
        "glassTint": "primaryNormal",
        "font": ["name": "headlineSemibold17", "size": 17, "weight": "semibold"],
    ])
}

@Test func turningTheInteractiveEffectOffTintsTheButtonPrimaryLight1() throws {
    #expect(try overriddenProperties(.noInteractiveEffect) == ["interactiveEffect": false, "glassTint": "primaryLight1"])
}

@Test func turningHapticsOffIsTheOnlyChangeOfTheQuietButton() throws {
    #expect(try overriddenProperties(.noHaptics) == ["hapticFeedback": false])
}

@Test func chainingReturnsACopyAndLeavesTheOriginalAsItWas() throws {
    let original = Button<Gallery.Action>.titleOnly(title: "저장", action: .buttonTapped(.titleOnly))
    _ = original.size(60).foreground(.red).hapticFeedback(false)
    let properties = try original.render().find(.type("button")).properties
    #expect(properties["size"] == 44)
    #expect(properties["foreground"] == "labelNeutral")
    #expect(properties["hapticFeedback"] == true)
}

// MARK: - Taps

@Test func aTapWithHapticsGivesTheMediumHapticBeforeTheActionAndRecordsTheButton() async throws {
    let driver = GalleryFormDriver(Gallery.self)
    // The driver checks the order and that the store records the haptic with the tap's action.
    try await driver.tap(.id(GalleryButton.iconOnly.nodeID), [
        .event(.haptic("medium")),
        .action(.buttonTapped(.iconOnly)) {
            $0.lastTappedButton = .iconOnly
            $0.tapCount = 1
        },
    ])
    let steps = try driver.tree().tap(.id(GalleryButton.iconOnly.nodeID)).json(encodeAction: wire)["steps"]
    #expect(steps == [["event": ["haptic": ["style": "medium"]]], ["action": ["buttonTapped": "iconOnly"]]])
    await driver.finish()
}

@Test func aTapWithHapticsOffSendsOnlyTheAction() async throws {
    let driver = GalleryFormDriver(Gallery.self)
    try await driver.tap(.id(GalleryButton.noHaptics.nodeID), [
        .action(.buttonTapped(.noHaptics)) {
            $0.lastTappedButton = .noHaptics
            $0.tapCount = 1
        },
    ])
    await driver.finish()
}

@Test func everyGalleryButtonRecordsItselfWhenTapped() async throws {
    let driver = GalleryFormDriver(Gallery.self)
    for (count, button) in GalleryButton.allCases.enumerated() {
        let haptic: [GalleryFormDriver<Gallery>.Expected] = button == .noHaptics ? [] : [.event(.haptic("medium"))]
        try await driver.tap(.id(button.nodeID), haptic + [
            .action(.buttonTapped(button)) {
                $0.lastTappedButton = button
                $0.tapCount = count + 1
            },
        ])
    }
    await driver.finish()
}

@Test func tappingTheSameButtonAgainCountsTheTap() async throws {
    let driver = GalleryFormDriver(Gallery.self)
    try await driver.tap(.text("저장"), [
        .event(.haptic("medium")),
        .action(.buttonTapped(.titleOnly)) {
            $0.lastTappedButton = .titleOnly
            $0.tapCount = 1
        },
    ])
    try await driver.tap(.text("저장"), [
        .event(.haptic("medium")),
        .action(.buttonTapped(.titleOnly)) { $0.tapCount = 2 },
    ])
    await driver.finish()
}

@Test func theStatusLineNamesTheLastTappedButton() async throws {
    let driver = GalleryFormDriver(Gallery.self)
    #expect(try driver.tree().find(.id("gallery.status")).text == "아직 누른 버튼이 없어요")
    try await driver.tap(.label("닫기"), [
        .event(.haptic("medium")),
        .action(.buttonTapped(.iconOnly)) {
            $0.lastTappedButton = .iconOnly
            $0.tapCount = 1
        },
    ])
    #expect(try driver.tree().find(.id("gallery.status")).text == "마지막으로 누른 버튼: 닫기 (1번 누름)")
    await driver.finish()
}

// MARK: - Disabled

@Test func disablingTheButtonsRefusesEveryTapUntilTheyAreEnabledAgain() async throws {
    let driver = GalleryFormDriver(Gallery.self)
    try await driver.tap(.id("gallery.disableToggle"), [
        .action(.buttonsDisabledToggled(true)) { $0.areButtonsDisabled = true },
    ])
    let tree = driver.tree()
    for button in GalleryButton.allCases {
        #expect(try !node(button, in: tree).isEnabled, "\(button)")
        let error = #expect(throws: ViewError.self) { try tree.tap(.id(button.nodeID)) }
        #expect(error?.reason == "disabled", "\(button)")
        #expect(error?.kind == .notInteractive, "\(button)")
    }
    #expect(try tree.find(.id("gallery.disableToggle")).isEnabled)
    try await driver.tap(.id("gallery.disableToggle"), [
        .action(.buttonsDisabledToggled(false)) { $0.areButtonsDisabled = false },
    ])
    try await driver.tap(.id(GalleryButton.filled.nodeID), [
        .event(.haptic("medium")),
        .action(.buttonTapped(.filled)) {
            $0.lastTappedButton = .filled
            $0.tapCount = 1
        },
    ])
    await driver.finish()
}
