import Components
import UIStateTesting
import Testing

// Byte-exact pages of the SwiftUI layer's node types; `UISTATE_RECORD=1 swift test --filter
// SwiftUIGolden` rewrites them after a deliberate change (then look at them in a browser, or as
// `uistate render --format png` would shoot them, before committing).

private func page(_ screen: some Component<ScreenAction>, _ environment: EnvironmentValues<ScreenAction> = Screens.environment()) -> String {
    screen.render(environment: environment).html()
}

@Test func goldenNavigationStackWithAListAToolbarAndAnAlert() throws {
    try assertGolden(page(SwiftUIScreens.todos(alert: false)), file: "swiftui-todos.html")
    try assertGolden(page(SwiftUIScreens.todos(alert: true)), file: "swiftui-todos-alert.html")
}

@Test func goldenInsetGroupedFormWithSectionsRowActionsInLightAndDark() throws {
    try assertGolden(page(SwiftUIScreens.settings()), file: "swiftui-settings.html")
    try assertGolden(page(SwiftUIScreens.settings(), Screens.environment(.large, .dark)), file: "swiftui-settings-dark.html")
}

@Test func goldenPushedScreenWithStyledTextButtonsShapesAndBars() throws {
    try assertGolden(page(SwiftUIScreens.pushed()), file: "swiftui-pushed.html")
}

@Test func goldenSheetHoldingANavigationStackAtTwoTextSizes() throws {
    try assertGolden(page(SwiftUIScreens.signInSheet()), file: "swiftui-sheet-stack.html")
    try assertGolden(page(SwiftUIScreens.signInSheet(), Screens.environment(.accessibilityLarge)), file: "swiftui-sheet-stack-accessibilityLarge.html")
}

/// `.presentationDetents([.medium])`: the sheet rises to half the screen (measured in the
/// browser suite, `test_screens.py`).
@Test func goldenSheetAtItsMediumDetent() throws {
    try assertGolden(page(SwiftUIScreens.signInSheet(detent: "medium")), file: "swiftui-sheet-medium.html")
}

@Test func goldenConfirmationDialogAndScrollViewWithFrames() throws {
    try assertGolden(page(SwiftUIScreens.dialog()), file: "swiftui-confirmation-dialog.html")
    try assertGolden(page(SwiftUIScreens.scrolling()), file: "swiftui-scroll-view.html")
}
