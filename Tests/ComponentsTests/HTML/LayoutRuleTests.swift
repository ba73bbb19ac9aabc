import Components
import Testing

// The markup behind the rules where SwiftUI's layout differs from the browser's (measured in a
// browser by Tests/web/browser/test_device_layout.py).

private func page(_ component: some Component<ScreenAction>, width: Double = 375) -> String {
    component.render(environment: Screens.environment()).html(HTMLRenderer().device(.iPhoneSE).width(width))
}

@Test func aRowWhoseRoleIsTabBarIsDrawnAsATabBar() {
    let html = page(
        VStack {
            Text("content")
            HStack { Button.titleOnly(title: "Home", action: .tapped) }
                .id("tabs").accessibilityRole(AccessibilityRole(rawValue: "tabBar"))
        }
    )
    #expect(html.contains(#"<div class="hstack tab-bar" data-node-id="tabs""#))
    #expect(html.contains(".tab-bar{position:absolute;left:0;right:0;bottom:var(--safe-bottom,0px)"))
}

@Test func aButtonThatEndsTheScreensColumnAfterASpacerIsItsBottomCallToAction() {
    let html = page(VStack { Text("title"); Spacer(); Button.titleOnly(title: "다음", action: .tapped).id("next") })
    #expect(html.contains(#"class="titleOnly clear bottom-action" data-node-id="next""#))
    #expect(html.contains("--bottom-action-height:44px"), "the screen tells a toast how high the call to action is")
    // Without the spacer before it, a last button is only a button.
    let plain = page(VStack { Text("title"); Button.titleOnly(title: "다음", action: .tapped).id("next") })
    #expect(!plain.contains("bottom-action\""))
    #expect(!plain.contains("--bottom-action-height:44px"))
}

@Test func aBackButtonGivesWayOnlyWhenTheTitleDoesNotFitBetweenTheToolbars() {
    func screen(_ title: String) -> some Component<ScreenAction> {
        VStack { Text("detail") }
            .navigationTitle(title)
            .toolbar(placement: .topBarLeading) { Button.iconLeading(image: "chevron.left", title: "Locations", action: .dismissed) }
    }
    #expect(page(screen("Harbor Noodle Bar and Grill")).contains(#"class="toolbar topBarLeading gives-way""#))
    #expect(page(screen("Cafe")).contains(#"class="toolbar topBarLeading""#))
    // Ten Korean characters and four spaces need about 12 em, 204 points at 17: too wide for the
    // middle of a 320-point bar (134 points), not of an 820-point one.
    #expect(page(screen("한국어로 된 긴 화면 제목"), width: 320).contains(#"topBarLeading gives-way""#))
    #expect(!page(screen("한국어로 된 긴 화면 제목"), width: 820).contains(#"topBarLeading gives-way""#))
}

@Test func aTextOnlyLeadingButtonKeepsItsTextWhateverTheTitle() {
    let html = page(
        VStack { Text("detail") }
            .navigationTitle("Harbor Noodle Bar and Grill")
            .toolbar(placement: .topBarLeading) { Button.titleOnly(title: "Cancel", action: .dismissed) }
    )
    #expect(html.contains(#"class="toolbar topBarLeading""#))
    #expect(!html.contains("gives-way\""))
}

@Test func aSheetsBackButtonIsJudgedAgainstTheSheetsOwnTitleNotTheScreensBehindIt() {
    let html = page(
        VStack { Text("detail") }
            .navigationTitle("Harbor Noodle Bar and Grill")
            .sheet(item: 1, onDismiss: .dismissed) { _ in
                Text("sheet")
                    .toolbar(placement: .topBarLeading) { Button.iconLeading(image: "chevron.left", title: "Back", action: .dismissed) }
            }
    )
    #expect(html.contains(#"class="toolbar topBarLeading""#))
    #expect(!html.contains("gives-way\""))
}

@Test func koreanTextBreaksBetweenWordsAndNeverAnywhere() {
    let html = page(Text("관심 있는 경조사를 모두 골라주세요"))
    #expect(html.contains(".screen{word-break:keep-all;overflow-wrap:break-word}"))
    #expect(!html.contains("overflow-wrap:anywhere"))
}
