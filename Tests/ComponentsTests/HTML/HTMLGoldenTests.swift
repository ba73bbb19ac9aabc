import Components
import UIStateTesting
import Testing

// Byte-exact pages of every kind of node; `UISTATE_RECORD=1 swift test --filter HTMLGolden`
// rewrites them after a deliberate change (then look at them in a browser before committing).

@Test func goldenButtonsInTheirFourLayoutsAndDisabled() throws {
    try assertGolden(Screens.buttons(disabled: false).render(environment: Screens.environment()).html(), file: "buttons.html")
    try assertGolden(Screens.buttons(disabled: true).render(environment: Screens.environment()).html(), file: "buttons-disabled.html")
}

@Test func goldenFieldsTogglesAndDivider() throws {
    try assertGolden(
        Screens.form(text: "", focused: false, error: false).render(environment: Screens.environment()).html(),
        file: "form-empty.html"
    )
    try assertGolden(
        Screens.form(text: "0101234", focused: true, error: true).render(environment: Screens.environment()).html(),
        file: "form-error.html"
    )
}

@Test func goldenGridListAndLayersAtTwoTextSizes() throws {
    try assertGolden(Screens.collections().render(environment: Screens.environment()).html(), file: "collections-large.html")
    try assertGolden(
        Screens.collections().render(environment: Screens.environment(.accessibilityLarge)).html(),
        file: "collections-accessibilityLarge.html"
    )
}

@Test func goldenOverlayAtLargeAndSheetAtAnAccessibilitySize() throws {
    try assertGolden(Screens.presentations(selected: 2).render(environment: Screens.environment()).html(), file: "overlay.html")
    try assertGolden(
        Screens.presentations(selected: 2).render(environment: Screens.environment(.accessibilityMedium)).html(),
        file: "sheet.html"
    )
}

@Test func goldenAlertToastAndCoverInDark() throws {
    try assertGolden(Screens.alertAndToast().render(environment: Screens.environment(.large, .dark)).html(), file: "alert-toast-dark.html")
    try assertGolden(Screens.cover().render(environment: Screens.environment()).html(), file: "full-screen-cover.html")
}
