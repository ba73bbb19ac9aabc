import Components
import JSON
import Testing

@Test func fontsScaleWithDynamicTypeSize() {
    #expect(Font.bodyMedium16.size(at: .large) == 16)
    #expect(Font.bodyMedium16.size(at: .xLarge) == 18)  // 16 * 19 / 17 = 17.88
    #expect(Font.bodyMedium16.size(at: .xSmall) == 13)  // 13.18
    #expect(Font.headlineSemibold17.size(at: .accessibilityExtraExtraExtraLarge) == 53)
    #expect(Font.captionRegular12.size(at: .accessibilityMedium) == 20)  // 19.76
    #expect(DynamicTypeSize.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(DynamicTypeSize.accessibilityMedium.isAccessibilitySize)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
}

@Test func aFontsWireFormIsItsNameSizeAndWeightAtEverySize() {
    // The default size's form is kept by the font: it must be the one made at any other size.
    let fonts = Font.all + [Font(name: "tiny", baseSize: 0, weight: .bold), Font(name: "custom", baseSize: 31, weight: .medium)]
    for font in fonts {
        for size in DynamicTypeSize.allCases {
            let expected: JSONValue = ["name": .string(font.name), "size": .integer(Int64(font.size(at: size))), "weight": .string(font.weight.rawValue)]
            #expect(font.json(at: size) == expected, "\(font.name) at \(size)")
        }
    }
    #expect(Font(name: "tiny", baseSize: 0, weight: .bold).json(at: .large)["size"] == 1)
    #expect(Font(name: "a", baseSize: 12, weight: .bold) == Font(name: "a", baseSize: 12, weight: .bold))
    #expect(Font(name: "a", baseSize: 12, weight: .bold) != Font(name: "a", baseSize: 13, weight: .bold))
}

@Test func environmentPropagatesAndIsOverriddenInASubtree() throws {
    var environment = EnvironmentValues<TestAction>()
    environment.dynamicTypeSize = .xLarge
    let tree = VStack<TestAction> {
        Text("outer")
        VStack { Text("inner") }.environment(\.dynamicTypeSize, .accessibilityLarge)
        Text("after")
    }.render(environment: environment)
    #expect(try tree.find(.text("outer")).properties["font"]?["size"] == 18)
    #expect(try tree.find(.text("inner")).properties["font"]?["size"] == 31)  // 16 * 33 / 17 = 31.06
    #expect(try tree.find(.text("after")).properties["font"]?["size"] == 18)
    #expect(tree.root.properties["dynamicTypeSize"] == "xLarge")
}

@Test func viewsBranchOnTheEnvironment() throws {
    let view = EnvironmentReader<TestAction> { environment in
        Grid(columns: environment.dynamicTypeSize.isAccessibilitySize ? 1 : 3) { Text("cell") }
    }
    #expect(try view.render().find(.type("grid")).properties["columns"] == 3)
    var large = EnvironmentValues<TestAction>()
    large.dynamicTypeSize = .accessibilityMedium
    #expect(try view.render(environment: large).find(.type("grid")).properties["columns"] == 1)
}

@Test func disabledAndHiddenPropagateToDescendants() throws {
    let tree = VStack<TestAction> {
        HStack { Button.titleOnly(title: "a", action: .saveTapped) }.disabled()
        Button.titleOnly(title: "b", action: .saveTapped).hidden()
        Button.titleOnly(title: "c", action: .saveTapped).disabled(false)
    }.render()
    #expect(try tree.find(.text("a")).isEnabled == false)
    #expect(try tree.find(.text("b")).isHidden)
    #expect(try tree.find(.text("c")).isEnabled)
}

@Test func presentedContentCanDismissItselfThroughTheEnvironment() throws {
    let tree = VStack<TestAction> { Text("screen") }
        .sheet(isPresented: true, onDismiss: .dismissed) {
            EnvironmentReader { environment in
                Button.titleOnly(title: "Dismiss", action: environment.dismiss ?? .saveTapped)
            }
        }
        .render()
    #expect(try tree.tap(.text("Dismiss")).actions == [.dismissed])
    #expect(try tree.dismiss(.type("sheet")).actions == [.dismissed])
    #expect(try tree.find(.type("sheet")).id == "vstack.0/sheet")
}

@Test func focusComesFromTheEnvironmentWithoutABinding() throws {
    var environment = EnvironmentValues<TestAction>()
    environment.focusedField = "phone"
    let tree = VStack<TestAction> {
        TextField(text: "", onChange: { .textChanged($0) }).id("phone")
        TextField(text: "", onChange: { .textChanged($0) }).id("name")
    }.render(environment: environment)
    #expect(try tree.find(.id("phone")).properties["focused"] == true)
    #expect(try tree.find(.id("name")).properties["focused"] == false)
}

@Test func environmentReadsItsWireForm() throws {
    var environment = EnvironmentValues<TestAction>()
    try environment.update(from: ["dynamicTypeSize": "accessibilityLarge", "colorScheme": "dark", "locale": "ko-KR"])
    #expect(environment.dynamicTypeSize == .accessibilityLarge)
    #expect(environment.colorScheme == .dark)
    #expect(environment.json["locale"] == "ko-KR")
    do {
        try environment.update(from: ["dynamicTypeSize": "huge"])
        Issue.record("expected an error")
    } catch {
        #expect(error.member == "dynamicTypeSize")
        #expect(error.message.hasPrefix("expected one of xSmall, small"))
    }
    #expect(Color.primaryNormal.hex(in: .dark) == "#3385FF")
}
