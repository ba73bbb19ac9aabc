import Components
import JSON
import Testing

private func treeJSON(_ tree: RenderedTree<ScreenAction>) -> JSONValue {
    tree.json { _ in .string("action") }
}

/// Every value of `attribute` in document order.
private func values(of attribute: String, in html: String) -> [String] {
    let marker = " " + attribute + "=\""
    var found: [String] = []
    var rest = html[...]
    while let start = rest.range(of: marker) {
        let after = rest[start.upperBound...]
        guard let end = after.firstIndex(of: "\"") else { break }
        found.append(String(after[..<end]))
        rest = after[end...]
    }
    return found
}

private func allIDs(_ node: JSONValue) -> [String] {
    [node["id"]?.stringValue ?? ""] + (node["children"]?.arrayValue ?? []).flatMap(allIDs)
}

@Test func theSameTreeAndEnvironmentGiveTheSameBytes() throws {
    let tree = Screens.collections().render(environment: Screens.environment())
    let first = tree.html()
    let second = Screens.collections().render(environment: Screens.environment()).html()
    #expect(first == second)
    // The wire form after a trip through text renders identically: the page depends on the tree alone.
    let reparsed = try JSONValue(parsing: Array(treeJSON(tree).serializedString(.compact).utf8))
    #expect(HTMLRenderer().document(tree: reparsed) == first)
}

@Test func everyNodeAppearsOnceWithItsIDRoleAndLabel() {
    for tree in [
        Screens.buttons(disabled: true).render(), Screens.form(text: "1", focused: true, error: true).render(),
        Screens.collections().render(), Screens.presentations(selected: 1).render(), Screens.alertAndToast().render(),
        Screens.cover().render(),
    ] {
        let json = treeJSON(tree)
        let html = tree.html()
        #expect(values(of: "data-node-id", in: html) == allIDs(json))
        // Every element carrying a node id also carries its tree role.
        #expect(values(of: "data-role", in: html).count == allIDs(json).count)
    }
}

@Test func thePageLoadsNothing() {
    let html = Screens.presentations(selected: 1).render().html()
    for forbidden in ["http://", "https://", "url(", "@import", "<script", "<link", "src="] {
        #expect(!html.contains(forbidden), "page contains \(forbidden)")
    }
    #expect(html.contains("Content-Security-Policy"))
}

@Test func fontSizesFollowTheDynamicTypeTable() {
    let large = Screens.presentations(selected: nil).render(environment: Screens.environment(.large)).html()
    let huge = Screens.presentations(selected: nil).render(environment: Screens.environment(.accessibilityLarge)).html()
    // headlineSemibold17 is the body size: 17 at large, 33 at accessibilityLarge (DECISIONS' table).
    #expect(large.contains(#"data-node-id="whosHere" data-type="text" data-role="text" aria-label="Who&#39;s Here?" style="font-size:17px;font-weight:600"#))
    #expect(huge.contains(#"data-node-id="whosHere" data-type="text" data-role="text" aria-label="Who&#39;s Here?" style="font-size:33px;font-weight:600"#))
}

@Test func colourTokensTakeTheSchemesValues() {
    let light = Screens.alertAndToast().render(environment: Screens.environment(.large, .light)).html()
    let dark = Screens.alertAndToast().render(environment: Screens.environment(.large, .dark)).html()
    #expect(light.contains("--color-primaryNormal:#0066FF;"))
    #expect(dark.contains("--color-primaryNormal:#3385FF;"))
    #expect(dark.contains(#"<body class="dark">"#))
}

@Test func aDisabledButtonIsMarkedDisabled() {
    let html = Screens.buttons(disabled: true).render().html()
    #expect(html.contains(#"data-node-id="titleOnly" data-type="button" data-role="button" role="button" aria-label="저장" aria-disabled="true""#))
    #expect(html.contains(#"type="button" disabled="""#))
    #expect(!Screens.buttons(disabled: false).render().html().contains("aria-disabled"))
}

@Test func anUnknownSymbolDrawsAVisiblePlaceholder() {
    let html = Screens.buttons(disabled: false).render().html()
    #expect(html.contains(#"data-missing-symbol="no.such.symbol""#))
    #expect(!html.contains(#"data-missing-symbol="xmark""#))
}

@Test func textIsEscaped() {
    let html = Screens.collections().render().html()
    #expect(html.contains("첫 번째 &lt;글&gt;"))
    #expect(html.contains("두 번째 &amp; 마지막"))
    #expect(!html.contains("<글>"))
}

@Test func gridsSayTheirColumnCount() {
    #expect(Screens.collections().render().html().contains("grid-template-columns:repeat(3,minmax(0,1fr))"))
    #expect(
        Screens.collections().render(environment: Screens.environment(.accessibilityMedium)).html()
            .contains("grid-template-columns:repeat(1,minmax(0,1fr))")
    )
}

@Test func aNodeTypeTheRendererDoesNotKnowIsShownNotDropped() throws {
    let tree = try JSONValue(parsing: Array(#"""
        {"id":"root","type":"root","properties":{"dynamicTypeSize":"large","colorScheme":"light","locale":"en-US"},
         "accessibility":{"label":null,"role":"screen"},"enabled":true,"hidden":false,
         "children":[{"id":"chart","type":"barChart","properties":{},"accessibility":{"label":"Sales","role":"image"},
                      "enabled":true,"hidden":false,"children":[]}]}
        """#.utf8))
    let html = HTMLRenderer().document(tree: tree)
    #expect(html.contains(#"data-node-id="chart""#))
    #expect(html.contains(#"data-unknown-type="barChart""#))
}

@Test func widthAndHeightSizeTheScreen() {
    let html = Screens.cover().render().html(HTMLRenderer().width(430).height(932))
    #expect(html.contains(".screen{width:430px;min-height:932px}"))
    #expect(html.contains(#"<meta name="viewport" content="width=430">"#))
}

/// The element of the node `id`: its opening tag.
private func openingTag(of id: String, in html: String) -> String? {
    guard let idRange = html.range(of: "data-node-id=\"\(id)\"") else { return nil }
    guard let start = html[..<idRange.lowerBound].lastIndex(of: "<"),
          let end = html[idRange.upperBound...].firstIndex(of: ">") else { return nil }
    return String(html[start...end])
}

private func firstNode(ofType type: String, in node: JSONValue) -> JSONValue? {
    if node["type"]?.stringValue == type { return node }
    return (node["children"]?.arrayValue ?? []).lazy.compactMap { firstNode(ofType: type, in: $0) }.first
}

@Test func nodesUnderAPresentationAreInertAndSayWhatCoversThem() throws {
    let tree = Screens.presentations(selected: 2).render(environment: Screens.environment())
    let json = treeJSON(tree)
    let html = tree.html()
    let covered = try #require(openingTag(of: "whosHere", in: html))
    let overlayID = try #require(firstNode(ofType: "overlay", in: json)?["id"]?.stringValue)
    #expect(covered.contains(" data-covered-by=\"\(overlayID)\""))
    #expect(covered.contains(" inert=\"\""))
    #expect(covered.contains(" aria-hidden=\"true\""))
    // The stack the overlay is attached to holds it, so it is neither covered nor inert; nor is
    // anything in the overlay.
    let holder = try #require(openingTag(of: "detail", in: html))
    #expect(!holder.contains("inert"))
    let card = try #require(openingTag(of: "profileCard", in: html))
    #expect(!card.contains("inert") && !card.contains("data-covered-by"))
    // Without a presentation nothing is covered.
    let open = Screens.presentations(selected: nil).render(environment: Screens.environment()).html()
    #expect(values(of: "data-covered-by", in: open).isEmpty && !open.contains(" inert"))
}

@Test func everyNodeNamesTheInteractionsItAccepts() throws {
    let html = Screens.form(text: "1", focused: true, error: false).render(environment: Screens.environment()).html()
    let tree = treeJSON(Screens.form(text: "1", focused: true, error: false).render(environment: Screens.environment()))
    func check(_ node: JSONValue) throws {
        let id = node["id"]?.stringValue ?? ""
        let names = (node["interactions"]?.objectValue?.keys ?? []).sorted()
        let tag = try #require(openingTag(of: id, in: html))
        if names.isEmpty {
            #expect(!tag.contains("data-interactions"), "\(id)")
        } else {
            #expect(tag.contains(" data-interactions=\"\(names.joined(separator: " "))\""), "\(id)")
        }
        for child in node["children"]?.arrayValue ?? [] { try check(child) }
    }
    try check(tree)
    #expect(values(of: "data-interactions", in: html).contains { $0.split(separator: " ").contains("input") })
}
