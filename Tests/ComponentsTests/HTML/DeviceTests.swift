import Components
import UIStateTesting
import Testing

// A screen drawn for a device: its size, safe areas, status bar and home indicator.

@Test func anIPhone15ScreenIsItsSizeWithItsSafeAreasStatusBarAndHomeIndicator() {
    let html = Screens.buttons(disabled: false).render(environment: Screens.environment()).html(HTMLRenderer().device(.iPhone15))
    #expect(html.contains(".screen{width:393px;height:852px;--safe-top:59px;--safe-bottom:34px}"))
    #expect(html.contains(#"<div class="status-bar dynamicIsland" aria-hidden="true"><span class="status-time">9:41</span>"#))
    #expect(html.contains(#"<div class="home-indicator" aria-hidden="true"></div>"#))
    #expect(html.contains(#"<meta name="viewport" content="width=393">"#))
}

@Test func anIPhoneSEHasAClassicStatusBarAndNoHomeIndicator() {
    let html = Screens.buttons(disabled: false).render(environment: Screens.environment()).html(HTMLRenderer().device(.iPhoneSE))
    #expect(html.contains(".screen{width:375px;height:667px;--safe-top:20px;--safe-bottom:0px}"))
    #expect(html.contains(#"class="status-bar classic""#))
    #expect(!html.contains("home-indicator\""))
}

@Test func aBareScreenHasNoBarsAndGrowsWithItsContent() {
    let html = Screens.buttons(disabled: false).render(environment: Screens.environment()).html()
    #expect(html.contains(".screen{width:390px;min-height:844px}"))
    #expect(!html.contains("status-bar"))
    #expect(!html.contains("home-indicator"))
}

@Test func aResizedDeviceKeepsItsBarsAndSafeAreas() {
    let html = Screens.buttons(disabled: false).render(environment: Screens.environment())
        .html(HTMLRenderer().device(.iPad).width(700).height(900))
    #expect(html.contains(".screen{width:700px;height:900px;--safe-top:24px;--safe-bottom:20px}"))
    #expect(html.contains(#"<span class="status-time">9:41 Tue Jan 9</span>"#))
}

@Test func thePresetsAreNamedAsTheCommandLineTakesThemWithTheirScales() {
    #expect(Device.presets.map(\.name) == ["iphone-15", "iphone-se", "ipad"])
    #expect(Device.presets.map(\.scale) == [3, 2, 2])
    #expect(Device.named("iphone-15") == .iPhone15)
    #expect(Device.named("iphone-16") == nil)
    // The iPhone 15's screenshot is 1179 × 2556 pixels.
    #expect((Device.iPhone15.width * 3, Device.iPhone15.height * 3) == (1179, 2556))
}

@Test func goldenAScreenOnAnIPhone15() throws {
    let tree = Screens.alertAndToast().render(environment: Screens.environment())
    try assertGolden(tree.html(HTMLRenderer().device(.iPhone15)), file: "device-iphone-15.html")
}
