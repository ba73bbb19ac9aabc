import Components
import HTMLRendering
import Testing

// Byte-exact pages of every kind of node; `UISTATE_RECORD=1 swift test --filter HTMLGolden`
// rewrites them after a deliberate change (then look at them in a browser before committing).

@Test func goldenButtonsInTheirFourLayoutsAndDisabled() throws {
    try assertGolden(Screens.buttons(disabled: false).render(environment: Screens.environment()).html(), named: "buttons")
    try assertGolden(Screens.buttons(disabled: true).render(environment: Screens.environment()).html(), named: "buttons-disabled")
}

@Test func goldenFieldsTogglesAndDivider() throws {
    try assertGolden(
        Screens.form(text: "", focused: false, error: false).render(environment: Screens.environment()).html(),
        named: "form-empty"
    )
    try assertGolden(
        Screens.form(text: "0101234", focused: true, error: true).render(environment: Screens.environment()).html(),
        named: "form-error"
    )
}

@Test func goldenGridListAndLayersAtTwoTextSizes() throws {
    try assertGolden(Screens.collections().render(environment: Screens.environment()).html(), named: "collections-large")
    try assertGolden(
        Screens.collections().render(environment: Screens.environment(.accessibilityLarge)).html(),
        named: "collections-accessibilityLarge"
    )
}

@Test func goldenOverlayAtLargeAndSheetAtAnAccessibilitySize() throws {
    try assertGolden(Screens.presentations(selected: 2).render(environment: Screens.environment()).html(), named: "overlay")
    try assertGolden(
        Screens.presentations(selected: 2).render(environment: Screens.environment(.accessibilityMedium)).html(),
        named: "sheet"
    )
}

@Test func goldenAlertToastAndCoverInDark() throws {
    try assertGolden(Screens.alertAndToast().render(environment: Screens.environment(.large, .dark)).html(), named: "alert-toast-dark")
    try assertGolden(Screens.cover().render(environment: Screens.environment()).html(), named: "full-screen-cover")
}
