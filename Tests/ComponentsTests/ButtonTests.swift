import Components
import JSON
import Testing

@Test func buttonShowsEveryResolvedDefault() throws {
    let tree = Button<TestAction>.iconLeading(image: "plus", title: "추가", action: .saveTapped).render()
    let button = try tree.find(.type("button"))
    #expect(button.properties["layout"] == "iconLeading")
    #expect(button.properties["size"] == 44)
    #expect(button.properties["iconSize"] == 18)
    #expect(button.properties["iconWidth"] == 18)
    #expect(button.properties["iconHeight"] == 18)
    #expect(button.properties["foreground"] == "labelNeutral")
    #expect(button.properties["background"] == "clear")
    #expect(button.properties["font"]?["name"] == "bodyMedium16")
    #expect(button.properties["font"]?["size"] == 16)
    #expect(button.properties["interactiveEffect"] == true)
    #expect(button.properties["glassTint"] == "clear")
    #expect(button.properties["hapticFeedback"] == true)
    #expect(button.isEnabled)
    #expect(button.accessibilityLabel == "추가")
    #expect(button.role == .button)
}

@Test func eachButtonLayoutShowsOnlyItsContent() throws {
    let iconOnly = try Button<TestAction>.iconOnly(image: "xmark", action: .closeTapped).render().find(.type("button"))
    #expect(iconOnly.properties["title"] == nil)
    #expect(iconOnly.properties["font"] == nil)
    #expect(iconOnly.accessibilityLabel == "xmark")
    let titleOnly = try Button<TestAction>.titleOnly(title: "저장", action: .saveTapped).render().find(.type("button"))
    #expect(titleOnly.properties["image"] == nil)
    #expect(titleOnly.properties["iconSize"] == nil)
    let trailing = try Button<TestAction>.iconTrailing(title: "다음", image: "chevron.right", action: .saveTapped)
        .render().find(.type("button"))
    #expect(trailing.properties["layout"] == "iconTrailing")
    #expect(trailing.properties["image"] == "chevron.right")
    #expect(trailing.text == "다음")
}

@Test func buttonModifiersReturnModifiedCopies() throws {
    let base = Button<TestAction>.iconOnly(image: "xmark", action: .closeTapped)
    let custom = base.size(48).iconSize(20).iconSize(width: 24, height: nil).foreground(.white)
        .background(.primaryNormal).font(.bodyMedium14).interactiveEffect(false).hapticFeedback(false)
    let node = try custom.render().find(.type("button"))
    #expect(node.properties["size"] == 48)
    #expect(node.properties["iconSize"] == 20)
    #expect(node.properties["iconWidth"] == 24)
    #expect(node.properties["iconHeight"] == 20)
    #expect(node.properties["foreground"] == "white")
    #expect(node.properties["background"] == "primaryNormal")
    #expect(node.properties["interactiveEffect"] == false)
    #expect(node.properties["glassTint"] == "primaryLight1")
    #expect(node.properties["hapticFeedback"] == false)
    // The original is untouched.
    #expect(try base.render().find(.type("button")).properties["size"] == 44)
}

@Test func tapWithHapticsEmitsMediumHapticBeforeTheAction() throws {
    let tree = Button<TestAction>.titleOnly(title: "저장", action: .saveTapped).render()
    let result = try tree.tap(.text("저장"))
    #expect(result.events == [.haptic("medium")])
    #expect(result.actions == [.saveTapped])
    #expect(result.json(encodeAction: encode) == [
        "node": "button.0",
        "steps": [["event": ["haptic": ["style": "medium"]]], ["action": "saveTapped"]],
    ])
    let quiet = Button<TestAction>.titleOnly(title: "저장", action: .saveTapped).hapticFeedback(false).render()
    #expect(try quiet.tap(.text("저장")).events.isEmpty)
}

@Test func treeJSONShowsWhatATapWouldSend() throws {
    let json = Button<TestAction>.titleOnly(title: "저장", action: .saveTapped).render().json(encodeAction: encode)
    #expect(json["children"]?[0]?["interactions"]?["tap"] == [
        "steps": [["event": ["haptic": ["style": "medium"]]], ["action": "saveTapped"]],
    ])
}
