import Components
import JSON
import Testing

// Primitives as the seeds write them: SwiftUI's plain button (seed 003), a text field's side view
// and any-view side button (seed 001), the disabled style (seed 001), the accent colour (seed 004)
// and the button factories the catalogue follows (seed 000).

// MARK: - Plain button (seed 003's `BookmarkButtonView`)

@Test func aPlainButtonSendsItsActionWithoutAHaptic() throws {
    let button = PlainButton(action: TestAction.saveTapped) {
        Image(systemName: "bookmark.fill").foreground(.blue)
    }
    .accessibilityLabel("Bookmark")
    let tree = button.render()
    let node = try tree.find(.label("Bookmark"))
    #expect(node.type == "button")
    #expect(node.role == .button)
    #expect(node.properties["style"] == "plain")
    #expect(node.properties["hapticFeedback"] == nil)
    #expect(node.children.map(\.type) == ["image"])
    #expect(node.children.first?.properties["foreground"] == "blue")
    let tap = try tree.tap(.label("Bookmark"))
    #expect(tap.events.isEmpty)
    #expect(tap.actions == [.saveTapped])
}

@Test func aPlainButtonIsReadAsOneElementWithItsLabel() throws {
    let tree = PlainButton(action: TestAction.saveTapped) {
        Image(systemName: "square.and.arrow.down")
        Text("저장")
    }
    .render()
    // The button takes the first text and label of its content; a selector finds it alone.
    let node = try tree.find(.text("저장"))
    #expect(node.type == "button")
    #expect(node.accessibilityLabel == "square.and.arrow.down")
    #expect(node.children.allSatisfy { $0.text == nil && $0.accessibilityLabel == nil })
    #expect(try tree.tap(.text("저장")).actions == [.saveTapped])
}

@Test func aDisabledPlainButtonRefusesTapsAndDisablesItsLabel() throws {
    let tree = PlainButton(action: TestAction.saveTapped) { Text("저장") }.disabled().render()
    let node = try tree.find(.text("저장"))
    #expect(!node.isEnabled)
    #expect(node.children.allSatisfy { !$0.isEnabled })
    #expect(#expect(throws: ViewError.self) { try tree.tap(.text("저장")) }?.reason == "disabled")
}

// MARK: - Side view and any-view side button (seed 001's `TextFieldViewConfigurable`)

private func phoneField(disabled: Bool = false) -> some Component<TestAction> {
    TextField(text: "010", onChange: { .textChanged($0) })
        .sideView { Text("3/11").foreground(.gray) }
        .sideButton(content: { Image(systemName: "xmark.circle.fill").accessibilityLabel("지우기") }, action: .clearTapped)
        .disabled(disabled)
        .id("phone")
}

@Test func aSideViewShowsAnyContentBeforeTheSideButtonAndIsNotTappable() throws {
    let tree = phoneField().render()
    let field = try tree.find(.id("phone"))
    #expect(field.children.map(\.id) == ["phone/sideView", "phone/sideButton"])
    let side = try tree.find(.id("phone/sideView"))
    #expect(side.type == "sideView")
    #expect(side.children.map(\.text) == ["3/11"])
    #expect(#expect(throws: ViewError.self) { try tree.tap(.id("phone/sideView")) }?.reason == "unsupported")
}

@Test func aSideButtonTakesAnyViewAndTapsWithoutAHaptic() throws {
    let tree = phoneField().render()
    let button = try tree.find(.label("지우기"))
    #expect(button.id == "phone/sideButton")
    #expect(button.properties["style"] == "plain")
    #expect(button.children.first?.properties["systemName"] == "xmark.circle.fill")
    let tap = try tree.tap(.label("지우기"))
    #expect(tap.events.isEmpty)
    #expect(tap.actions == [.clearTapped])
}

@Test func aDisabledFieldDisablesItsSideViewAndSideButton() throws {
    let tree = phoneField(disabled: true).render()
    #expect(tree.node(id: "phone/sideView")?.isEnabled == false)
    #expect(tree.node(id: "phone/sideButton")?.isEnabled == false)
    #expect(#expect(throws: ViewError.self) { try tree.tap(.id("phone/sideButton")) }?.reason == "disabled")
}

@Test func theImageSideButtonIsUnchanged() throws {
    let tree = TextField(text: "", onChange: { TestAction.textChanged($0) })
        .sideButton(image: "xmark.circle.fill", label: "지우기", action: .clearTapped)
        .render()
    let button = try tree.find(.label("지우기"))
    #expect(button.properties["layout"] == "iconOnly")
    #expect(button.properties["image"] == "xmark.circle.fill")
    #expect(button.children.isEmpty)
}

// MARK: - The disabled style (seed 001's `DisabledTextFieldStyle … .disabled(true)`)

@Test func theDisabledStyleRendersTheFieldDisabledAndRefusesInputAsDisabled() throws {
    let tree = TextField(text: "읽기 전용", onChange: { TestAction.textChanged($0) }).style(.disabled).id("field").render()
    let node = try tree.find(.id("field"))
    #expect(!node.isEnabled)
    #expect(node.properties["editable"] == false)
    #expect(node.json(encodeAction: encode)["enabled"] == false)
    let input = #expect(throws: ViewError.self) { try tree.input(.id("field"), text: "바꿈") }
    #expect(input?.reason == "disabled")
    #expect(input?.kind == .notInteractive)
    let focus = #expect(throws: ViewError.self) { try tree.focus(.id("field")) }
    #expect(focus?.reason == "disabled")
    #expect(TextFieldStyle.disabled.isDisabled)
}

@Test func theReadOnlyStyleKeepsTheFieldEnabledButRefusesInputAsUnsupported() throws {
    let tree = TextField(text: "읽기 전용", onChange: { TestAction.textChanged($0) }).style(.readOnly).id("field").render()
    let node = try tree.find(.id("field"))
    #expect(node.isEnabled)
    #expect(node.properties["editable"] == false)
    #expect(#expect(throws: ViewError.self) { try tree.input(.id("field"), text: "바꿈") }?.reason == "unsupported")
}

// MARK: - Accent colour (seed 004's `.accentColor(.brandPrimary)`)

@Test func buttonsWithoutAForegroundTakeTheAccentColourOfTheirSubtree() throws {
    let view = VStack {
        Button.titleOnly(title: "안쪽", action: TestAction.saveTapped)
        Button.titleOnly(title: "직접", action: TestAction.saveTapped).foreground(.red)
        PlainButton(action: TestAction.saveTapped) { Text("평범") }
    }
    .accentColor(.brandPrimary)
    .id("tinted")
    let outside = Button.titleOnly(title: "바깥", action: TestAction.closeTapped)
    let tree = VStack { view; outside }.render()
    #expect(try tree.find(.text("안쪽")).properties["foreground"] == "brandPrimary")
    #expect(try tree.find(.text("직접")).properties["foreground"] == "red")
    #expect(try tree.find(.text("바깥")).properties["foreground"] == "labelNeutral")
    #expect(tree.node(id: "tinted")?.properties["accentColor"] == "brandPrimary")
    #expect(tree.outline().contains("accentColor=brandPrimary"))
}

@Test func theInnermostAccentColourWinsAndTheEnvironmentsWireFormLeavesItOut() throws {
    let tree = VStack {
        Button.titleOnly(title: "안쪽", action: TestAction.saveTapped).accentColor(.green)
    }
    .accentColor(.brandPrimary)
    .render()
    #expect(try tree.find(.text("안쪽")).properties["foreground"] == "green")
    var environment = EnvironmentValues<TestAction>()
    environment.accentColor = .brandPrimary
    #expect(environment.json.objectValue?["accentColor"] == nil)
    #expect(Color.named("brandPrimary") == .brandPrimary)
}

// MARK: - Impossible buttons (seed 000's factories)

private func catalogueError(_ properties: JSONValue) -> CatalogueError? {
    do { _ = try ComponentCatalogue.render(name: "button", properties: properties); return nil } catch { return error }
}

@Test func theCatalogueRefusesAnImageOnATitleOnlyButtonNamingTheFactoriesThatFit() throws {
    let error = try #require(catalogueError(["layout": "titleOnly", "title": "추가", "image": "plus"]))
    #expect(error.path == "/image")
    #expect(error.expected == ["Button.iconLeading(image:title:action:)", "Button.iconTrailing(title:image:action:)"])
    #expect(error.suggestion == "Button.iconLeading(image:title:action:)")
    #expect(error.message.contains("titleOnly button has no image"))
    #expect(error.data["suggestion"] == "Button.iconLeading(image:title:action:)")
}

@Test func theCatalogueRefusesATitleOnAnIconOnlyButton() throws {
    let error = try #require(catalogueError(["layout": "iconOnly", "image": "xmark", "title": "닫기"]))
    #expect(error.path == "/title")
    #expect(error.suggestion == "Button.iconLeading(image:title:action:)")
}

@Test func missingContentNamesTheFactoryForTheContentGiven() throws {
    // An image alone fits iconOnly; a title alone fits titleOnly.
    let titleOnlyWithImage = try #require(catalogueError(["layout": "titleOnly", "image": "plus"]))
    #expect(titleOnlyWithImage.path == "/image")
    #expect(titleOnlyWithImage.expected == ["Button.iconOnly(image:action:)"])
    let leadingWithTitle = try #require(catalogueError(["layout": "iconLeading", "title": "추가"]))
    #expect(leadingWithTitle.path == "/image")
    #expect(leadingWithTitle.suggestion == "Button.titleOnly(title:action:)")
    let trailingWithImage = try #require(catalogueError(["layout": "iconTrailing", "image": "plus"]))
    #expect(trailingWithImage.path == "/title")
    #expect(trailingWithImage.suggestion == "Button.iconOnly(image:action:)")
}

@Test func contentThatFitsItsLayoutStillRenders() throws {
    for (layout, properties) in [
        ("iconOnly", ["image": "xmark"]), ("titleOnly", ["title": "저장"]),
        ("iconLeading", ["image": "plus", "title": "추가"]), ("iconTrailing", ["image": "plus", "title": "추가"]),
    ] as [(String, JSONObject)] {
        var object = properties
        object["layout"] = .string(layout)
        #expect(catalogueError(.object(object)) == nil, "\(layout)")
    }
    // A null is the same as leaving the property out.
    #expect(catalogueError(["layout": "titleOnly", "title": "저장", "image": nil]) == nil)
}

@Test func theCatalogueRendersSideViewsAndAnyViewSideButtons() throws {
    let tree = try ComponentCatalogue.render(name: "textField", properties: [
        "text": "010",
        "sideView": [["component": "text", "properties": ["text": "3/11"]]],
        "sideButton": [["component": "image", "properties": ["systemName": "xmark.circle.fill"]]],
    ])
    let field = tree["children"]?[0]
    #expect(field?["children"]?[0]?["type"] == "sideView")
    #expect(field?["children"]?[1]?["properties"]?["style"] == "plain")
    let both: JSONValue = [
        "text": "", "sideButtonImage": "xmark",
        "sideButton": [["component": "image", "properties": ["systemName": "xmark"]]],
    ]
    #expect(throws: CatalogueError.self) { try ComponentCatalogue.render(name: "textField", properties: both) }
}
