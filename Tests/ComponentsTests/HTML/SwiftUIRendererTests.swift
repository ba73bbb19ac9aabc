import Components
import JSON
import Testing

// What the HTML renderer does with the node types and properties the SwiftUI layer writes; the
// pages themselves are goldens (SwiftUIGoldenTests).

private func html(_ screen: some Component<ScreenAction>) -> String {
    screen.render(environment: Screens.environment()).html()
}

/// The page after its stylesheet, which names every class.
private func body(_ screen: some Component<ScreenAction>) -> Substring {
    let page = html(screen)
    return page.range(of: "</style>").map { page[$0.upperBound...] } ?? page[...]
}

private func treeIDs(_ screen: some Component<ScreenAction>) -> [String] {
    func ids(_ node: JSONValue) -> [String] {
        [node["id"]?.stringValue ?? ""] + (node["children"]?.arrayValue ?? []).flatMap(ids)
    }
    return ids(screen.render().json { _ in .null })
}

/// The values of `data-node-id`, in document order.
private func pageIDs(_ html: String) -> [String] {
    html.components(separatedBy: " data-node-id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// The opening tag of node `id`'s element.
private func tag(_ id: String, in html: String) -> String {
    guard let idRange = html.range(of: "data-node-id=\"\(id)\""),
          let start = html[..<idRange.lowerBound].lastIndex(of: "<"),
          let end = html[idRange.upperBound...].firstIndex(of: ">")
    else { return "" }
    return String(html[start...end])
}

/// How many times `text` occurs in `html`.
private func count(_ text: String, in html: String) -> Int {
    html.components(separatedBy: text).count - 1
}

@Test func everySwiftUINodeIsOneElementInTheTreesOrder() {
    #expect(pageIDs(html(SwiftUIScreens.todos(alert: true))) == treeIDs(SwiftUIScreens.todos(alert: true)))
    #expect(pageIDs(html(SwiftUIScreens.settings())) == treeIDs(SwiftUIScreens.settings()))
    #expect(pageIDs(html(SwiftUIScreens.pushed())) == treeIDs(SwiftUIScreens.pushed()))
    #expect(pageIDs(html(SwiftUIScreens.dialog())) == treeIDs(SwiftUIScreens.dialog()))
    #expect(pageIDs(html(SwiftUIScreens.scrolling())) == treeIDs(SwiftUIScreens.scrolling()))
    #expect(pageIDs(html(SwiftUIScreens.signInSheet())) == treeIDs(SwiftUIScreens.signInSheet()))
}

@Test func aNavigationStackTakesTheScreenAndShowsItsRootsTitleOnceLargeByDefault() {
    let page = html(SwiftUIScreens.todos(alert: false))
    #expect(page.contains(#"<main class="screen has-stack""#))
    #expect(tag("navigationStack.0", in: page).contains(#"class="navigationStack has-large-title""#))
    #expect(page.contains(#"<h1 class="large-title" style="font-size:34px">Todos</h1>"#))
    #expect(count(">Todos</h1>", in: page) == 1)
    #expect(page.contains("<title>Todos</title>"))
}

@Test func anInlineTitleIsInTheBarAndAGroupedFormGreysTheScreen() {
    let page = html(SwiftUIScreens.settings())
    #expect(page.contains(#"<div class="nav-bar"><h1 class="nav-title">Settings</h1></div>"#))
    #expect(!body(SwiftUIScreens.settings()).contains("large-title"))
    #expect(tag("navigationStack.0", in: page).contains(#"class="navigationStack grouped""#))
    #expect(tag(SwiftUIScreens.list, in: page).contains(#"class="structured-list insetGrouped edge""#))
}

@Test func toolbarItemsSayWhereTheirPlacementPutsThem() {
    let todos = html(SwiftUIScreens.todos(alert: false))
    #expect(tag("navigationStack.0/list.0/toolbar", in: todos).contains(#"class="toolbar items""#))
    #expect(tag("navigationStack.0/list.0/toolbar/button.0", in: todos).contains(#"data-placement="trailing""#))
    #expect(tag("navigationStack.0/list.0/toolbar/button.1", in: todos).contains(#"data-placement="leading""#))
    let settings = html(SwiftUIScreens.settings())
    #expect(tag("navigationStack.0/list.0/toolbar/button.0", in: settings).contains(#"data-placement="leading""#))
    #expect(tag("navigationStack.0/list.0/toolbar/button.1", in: settings).contains(#"data-placement="trailing""#))
    let pushed = html(SwiftUIScreens.pushed())
    let bar = "navigationStack.0/list.0/button[1]/navigationDestination/vstack.0/toolbar"
    #expect(tag(bar, in: pushed).contains(#"class="toolbar items has-bottom""#))
    #expect(tag(bar + "/text.0", in: pushed).contains(#"data-placement="principal""#))
    #expect(tag(bar + "/button.0", in: pushed).contains(#"data-placement="trailing""#))
    #expect(tag(bar + "/button.1", in: pushed).contains(#"data-placement="bottom""#))
    #expect(tag(bar + "/button.3", in: pushed).contains(#"data-placement="keyboard""#))
}

@Test func aConfirmationActionIsSemiboldAsDoneIs() {
    let page = html(SwiftUIScreens.settings())
    let save = "navigationStack.0/list.0/toolbar/button.1/text.0"
    #expect(tag(save, in: page).contains("font-size:17px;font-weight:600"))
    #expect(tag("navigationStack.0/list.0/toolbar/button.0/text.0", in: page).contains("font-size:17px;font-weight:400"))
}

@Test func aPushedScreenCoversItsParentWithABackButtonNamedAfterIt() throws {
    let page = html(SwiftUIScreens.pushed())
    let destination = "navigationStack.0/list.0/button[1]/navigationDestination"
    #expect(tag(destination, in: page).contains(#"class="navigationDestination""#))
    #expect(tag(destination, in: page).contains(#"aria-modal="true""#))
    #expect(page.contains(#"<span class="title">Todos</span>"#))
    // What the pushed screen covers is inert; the screen itself is not.
    #expect(tag("navigationStack.0/list.0/button[2]", in: page).contains(#"data-covered-by="\#(destination)""#))
    #expect(!tag(destination + "/vstack.0", in: page).contains("inert"))
    // A principal item stands in for the inline title.
    #expect(!page.contains(#"<h1 class="nav-title">Buy milk</h1>"#))
}

@Test func aBackButtonSaysBackForALongTitleAndIsGoneWhenHidden() {
    #expect(html(SwiftUIScreens.pushed(parentTitle: "Everything I must do")).contains(#"<span class="title">Back</span>"#))
    #expect(!body(SwiftUIScreens.pushed(backButtonHidden: true)).contains("back-button"))
    #expect(body(SwiftUIScreens.pushed()).contains("back-button"))
}

@Test func aNavigationLinkInAListIsARowWithAChevronInThePrimaryColour() {
    let page = html(SwiftUIScreens.settings())
    let link = "navigationStack.0/list.0/section.0/button.0"
    #expect(tag(link, in: page).contains(#"class="plainButton navigationLink in-row""#))
    #expect(tag(link + "/text.0", in: page).contains("color:var(--color-labelNormal)"))
    #expect(page.contains(#"<span class="chevron" aria-hidden="true">"#))
}

@Test func aButtonsLabelIsInsideItAndItsRoleAndStyleColourIt() {
    let page = html(SwiftUIScreens.pushed())
    let buttons = "navigationStack.0/list.0/button[1]/navigationDestination/vstack.0/hstack.0"
    let edit = tag(buttons + "/button.0", in: page)
    #expect(edit.hasPrefix("<button") && edit.contains(#"class="plainButton bordered""#))
    #expect(edit.contains("background-color:color-mix(in srgb,var(--color-primaryNormal) 15%,transparent)"))
    let done = tag(buttons + "/button.1", in: page)
    #expect(done.contains("background-color:var(--color-primaryNormal)"))
    #expect(tag(buttons + "/button.1/text.0", in: page).contains("color:#FFFFFF"))
    let delete = tag(buttons + "/button.2", in: page)
    #expect(delete.contains(#"class="plainButton borderedProminent destructive""#))
    #expect(delete.contains("background-color:#FF3B30"))
    // The label's element is inside the button's.
    let start = page.range(of: #"data-node-id="\#(buttons)/button.0""#)
    let label = page.range(of: #"data-node-id="\#(buttons)/button.0/text.0""#)
    let end = start.flatMap { page[$0.upperBound...].range(of: "</button>") }
    #expect(start != nil && label != nil && end != nil && label!.lowerBound < end!.lowerBound)
}

@Test func rowActionsSitAtTheTrailingEdgeOfTheirRowAsIcons() {
    let page = html(SwiftUIScreens.settings())
    let row = "navigationStack.0/list.0/section.1/text[Tea]"
    let delete = tag(row + "/delete", in: page)
    #expect(delete.contains(#"class="rowAction destructive""#) && delete.contains(#"aria-label="Delete""#))
    #expect(tag(row + "/moveUp", in: page).contains(#"class="rowAction""#))
    // The text's element ends before its row actions start: they are beside it, in its row.
    let text = tag(row, in: page)
    #expect(page.contains(text + "Tea</div><button class=\"rowAction destructive\""))
}

@Test func sectionCaptionsAreSmallGreyTextTheHeaderInCapitals() {
    let page = html(SwiftUIScreens.settings())
    let header = tag("navigationStack.0/list.0/section.0/sectionHeader.0/text.0", in: page)
    #expect(header.contains("font-size:13px;font-weight:400;color:var(--page-secondaryLabel)"))
    #expect(header.contains("text-transform:uppercase"))
    let footer = tag("navigationStack.0/list.0/section.1/sectionFooter.0/text.0", in: page)
    #expect(footer.contains("color:var(--page-secondaryLabel)") && !footer.contains("uppercase"))
}

@Test func aFieldInAListRowHasNoBox() {
    let page = html(SwiftUIScreens.todos(alert: false))
    #expect(page.contains(#"<div class="field-box" style="border-width:0px;border-color:var(--color-gray400);border-radius:8px;padding:0px"#))
}

@Test func textStylesAndLayoutModifiersBecomeCSS() {
    let page = html(SwiftUIScreens.pushed())
    let detail = "navigationStack.0/list.0/button[1]/navigationDestination/vstack.0"
    #expect(tag(detail, in: page).contains("padding:16px"))
    #expect(tag(detail + "/text.0", in: page).contains("font-style:italic"))
    #expect(tag(detail + "/text.1", in: page).contains("text-decoration:line-through"))
    #expect(tag(detail + "/text.2", in: page).contains("text-decoration:underline;font-variant-numeric:tabular-nums"))
    let note = tag(detail + "/text.3", in: page)
    for declaration in [
        "padding-left:12px;padding-right:12px", "width:100%", "text-align:left", "background-color:#FFCC0033",
        "border-radius:8px;overflow:hidden", "opacity:0.8",
    ] {
        #expect(note.contains(declaration), "\(declaration)")
    }
    let scrolling = html(SwiftUIScreens.scrolling())
    #expect(tag("scrollView.0/text.0", in: scrolling).contains("width:100%;text-align:center"))
    #expect(tag("scrollView.0/text.1", in: scrolling).contains("text-align:right"))
    #expect(tag("scrollView.0/zstack.0", in: scrolling).contains("height:100px;flex-shrink:0"))
}

@Test func shapesFillOrOutlineTheirFrame() {
    let page = html(SwiftUIScreens.pushed())
    let shapes = "navigationStack.0/list.0/button[1]/navigationDestination/vstack.0/hstack.1"
    let circle = tag(shapes + "/shape.0", in: page)
    #expect(circle.contains("background-image:radial-gradient(circle closest-side,#34C759 calc(100% - 1px),transparent 100%)"))
    #expect(circle.contains("width:24px;flex-shrink:0;height:24px"))
    #expect(tag(shapes + "/shape.1", in: page).contains("border-radius:9999px"))
    #expect(tag(shapes + "/shape.2", in: page).contains("border-radius:6px"))
    // A stroked shape is outlined only, in its stroke colour.
    let ring = tag(shapes + "/shape.3", in: page)
    #expect(ring.contains("transparent calc(100% - 2px),#FF3B30") && !ring.contains("labelNormal"))
    // Unframed, a shape fills the space offered, as SwiftUI's do.
    let scrolling = html(SwiftUIScreens.scrolling())
    #expect(tag("scrollView.0/zstack.0/shape.0", in: scrolling).contains("justify-self:stretch;align-self:stretch"))
}

@Test func aConfirmationDialogIsAnActionSheetWithItsCancelApart() {
    let page = html(SwiftUIScreens.dialog())
    let dialog = "navigationStack.0/vstack.0/alert"
    #expect(tag(dialog, in: page).contains(#"class="alert confirmationDialog""#))
    #expect(tag(dialog + "/button.2", in: page).contains(#"class="plainButton cancel""#))
    #expect(tag(dialog + "/button.0/text.0", in: page).contains("font-size:20px;font-weight:400;color:#FF3B30"))
    #expect(tag(dialog + "/button.2/text.0", in: page).contains("font-size:20px;font-weight:600"))
    // What it covers is inert.
    #expect(tag("navigationStack.0/vstack.0/text.0", in: page).contains("inert"))
}

@Test func anAlertsCancelButtonIsSemibold() {
    let page = html(SwiftUIScreens.todos(alert: true))
    #expect(tag("navigationStack.0/alert/button.1/text.0", in: page).contains("font-weight:600"))
    #expect(tag("navigationStack.0/alert/button.0/text.0", in: page).contains("font-weight:400;color:#FF3B30"))
}

@Test func aLargeTitleGrowsWithTheTextSizeUpToXXXLarges() {
    func title(_ size: DynamicTypeSize) -> Bool {
        SwiftUIScreens.todos(alert: false).render(environment: Screens.environment(size)).html()
            .contains(#"<h1 class="large-title" style="font-size:\#(size == .xLarge ? 38 : 40)px">Todos</h1>"#)
    }
    #expect(title(.xLarge))
    #expect(title(.xxxLarge))
    #expect(title(.accessibilityExtraExtraExtraLarge))
}

@Test func aSheetHoldingANavigationStackLeavesItTheWholeSheet() {
    let page = html(SwiftUIScreens.signInSheet())
    #expect(tag("navigationStack.0/vstack.0/sheet", in: page).contains(#"class="sheet has-stack drag-indicator""#))
    #expect(page.contains(#"<div class="nav-bar"><h1 class="nav-title">Sign In</h1></div>"#))
    // The screen under it keeps its own large title.
    #expect(page.contains(#">Home</h1>"#))
}

@Test func aSecureFieldShowsADotPerCharacter() {
    #expect(html(SwiftUIScreens.signInSheet()).contains(">••••••</span>"))
}

@Test func aButtonWhoseLabelHoldsAButtonIsADivSayingItIsOne() {
    let inner = UI.button("button.0/hstack.0/button.0", "Info")
    let outer = UINode("button", "button.0", role: .button, ["style": "plain"], children: [
        UI.hstack("button.0/hstack.0", [UI.text("button.0/hstack.0/text.0", "Row"), inner]),
    ]).labelled("Row").tappable()
    let page = html(Prebuilt(outer.disabled()))
    let tag = tag("button.0", in: page)
    #expect(tag.hasPrefix(#"<div class="plainButton disabled""#) && tag.contains(#"role="button""#))
    #expect(tag.contains(#"aria-disabled="true""#))
    #expect(count("</button>", in: page) == 1)
}

@Test func aSafeAreaInsetIsABarOnItsEdgeInFrontOfTheScreensPushedOntoItsStack() {
    let inset = "navigationStack.0/safeAreaInset"
    let screen = Prebuilt(UI.navigationStack(
        UI.list("navigationStack.0/list.0", [UI.text("navigationStack.0/list.0/text.0", "Root")]),
        UI.destination("navigationStack.0/navigationDestination", UI.text("navigationStack.0/navigationDestination/text.0", "Screen A")),
        UINode("safeAreaInset", inset, ["edge": "bottom"], children: [UI.button(inset + "/button.0", "Pop to root")])
    ))
    let page = html(screen)
    #expect(tag(inset, in: page).contains(#"class="safeAreaInset bottom""#), "\(tag(inset, in: page))")
    #expect(!body(screen).contains("data-unknown-type"), "drawn as a bar, not as an unknown node's box")
    #expect(page.contains(".safeAreaInset{position:absolute;left:0;right:0;z-index:16;"), "over pushed screens (z-index 15)")
    #expect(pageIDs(page) == treeIDs(screen))
}

@Test func aDisclosureGroupIsItsHeaderRowWithAChevronAndATabViewItsContentAboveItsBar() {
    let group = "navigationStack.0/list.0/disclosureGroup.0"
    let header = UI.button(group + "/button.0", "About this case study").with("style", "disclosureHeader")
    let screen = Prebuilt(UI.navigationStack(
        UI.list("navigationStack.0/list.0", style: "insetGrouped", [
            UINode("disclosureGroup", group, ["isExpanded": true], children: [header, UI.text(group + "/text.0", "Read me")]),
        ]),
        UINode("tabView", "navigationStack.0/tabView.0", children: [UI.text("navigationStack.0/tabView.0/text.0", "Tab content")])
    ))
    let page = html(screen)
    #expect(!body(screen).contains("data-unknown-type"), "neither is drawn as an unknown node's box")
    #expect(tag(group, in: page).contains(#"class="disclosureGroup expanded""#), "\(tag(group, in: page))")
    #expect(tag(group + "/button.0", in: page).contains("disclosureHeader"), "\(tag(group + "/button.0", in: page))")
    #expect(page.contains(#"About this case study</div><span class="chevron""#), "the header's label, then its chevron")
    #expect(tag("navigationStack.0/tabView.0", in: page).contains(#"class="tabView""#))
    #expect(pageIDs(page) == treeIDs(screen))
}

@Test func pickersSlidersSteppersAndProgressViewsAreDrawnAsTheirControls() {
    let form = "navigationStack.0/list.0"
    func option(of picker: String, _ tag: String, _ title: String, selected: Bool = false) -> UINode {
        let id = picker + "/button[\(tag)]"
        let option = UINode("button", id, role: .button, ["style": "pickerOption", "selected": .bool(selected)], children: [
            UI.text(id + "/text[\(tag)]", title),
        ])
        return option.labelled(title).tappable()
    }
    let segmented = form + "/picker.0", menu = form + "/picker.1", stepper = form + "/stepper.0"
    let screen = Prebuilt(UI.navigationStack(UI.list(form, style: "insetGrouped", [
        UINode("picker", segmented, ["title": "Filter", "style": "segmented"], children: [
            option(of: segmented, "all", "All"), option(of: segmented, "active", "Active", selected: true),
        ]),
        UINode("picker", menu, ["title": "Theme", "style": "automatic"], children: [
            option(of: menu, "navy", "Navy"), option(of: menu, "orange", "Orange", selected: true),
        ]),
        UINode("slider", form + "/slider.0", role: AccessibilityRole(rawValue: "adjustable"), ["title": "Length", "value": 15, "minimum": 5, "maximum": 30]),
        UINode("stepper", stepper, role: AccessibilityRole(rawValue: "adjustable"), ["title": "Count: 2", "value": 2, "step": 1], children: [
            UINode("button", stepper + "/decrement", role: .button, ["style": "stepperButton", "title": "−"]).labelled("Decrement").tappable(),
            UINode("button", stepper + "/increment", role: .button, ["style": "stepperButton", "title": "+"]).labelled("Increment").tappable(),
        ]),
        UINode("progressView", form + "/progressView.0", role: AccessibilityRole(rawValue: "progressIndicator"), ["value": 1, "total": 4, "fraction": 0.25]),
        UINode("progressView", form + "/progressView.1", role: AccessibilityRole(rawValue: "progressIndicator"), ["indeterminate": true]),
    ])))
    let page = html(screen)
    #expect(!body(screen).contains("data-unknown-type"), "none is drawn as an unknown node's box")
    #expect(tag(segmented, in: page).contains(#"class="picker segmented""#), "\(tag(segmented, in: page))")
    #expect(tag(segmented + "/button[active]", in: page).contains(#"class="segment selected""#))
    #expect(tag(segmented + "/button[all]", in: page).contains(#"class="segment""#))
    #expect(tag(menu, in: page).contains(#"class="picker menu""#), "\(tag(menu, in: page))")
    #expect(page.contains(#">Theme</span>"#), "a menu's title leads its row")
    #expect(tag(menu + "/button[orange]", in: page).contains(#"class="option selected""#), "the selected option shows")
    #expect(page.contains(#".picker.menu>.option{display:none"#), "the others are in the closed menu")
    #expect(page.contains(#"<span class="slider-fill" style="width:40%"#), "5...30 at 15 is 40% along")
    #expect(page.contains(#"<span class="slider-knob" style="left:40%"></span>"#))
    #expect(page.contains(#">Count: 2</span><span class="stepper-buttons"><button class="stepper-button""#), "\(page)")
    #expect(tag(stepper + "/increment", in: page).contains(#"aria-label="Increment""#))
    #expect(page.contains(#"<span class="progress-fill" style="width:25%"#))
    #expect(tag(form + "/progressView.1", in: page).contains(#"class="progressView circular""#), "no value: a spinner")
    #expect(pageIDs(page) == treeIDs(screen))
}

@Test func aListUnderAPickerInAColumnSpansTheScreenAndAFieldsDeleteButtonIsDrawnOnceBesideItsRow() {
    // `VStack { Picker(…).pickerStyle(.segmented).padding(.horizontal); List { ForEach … TextField }.onDelete }`
    let column = "navigationStack.0/vstack.0", list = column + "/list.0", field = list + "/textField[1]"
    let picker = UINode("picker", column + "/picker.0", ["title": "Filter", "style": "segmented", "padding": ["edges": ["leading", "trailing"], "length": 16]])
    let row = UI.textField(field, "Milk", placeholder: "Untitled").appending(UI.rowActions(of: field, [("delete", "Delete")])[0])
    let screen = Prebuilt(UI.navigationStack(UI.vstack(column, alignment: "leading", [picker, UI.list(list, [row])])))
    let page = html(screen)
    #expect(tag(list, in: page).contains(#"class="structured-list plain edge""#), "\(tag(list, in: page))")
    #expect(tag(column, in: page).contains("flex-grow:1"), "the list takes the height, and its column with it: \(tag(column, in: page))")
    #expect(tag(column + "/picker.0", in: page).contains("padding-left:16px"), "the padding is outside the segments' track")
    #expect(count(#"data-node-id="\#(field)/delete""#, in: page) == 1, "not also inside the field")
    #expect(pageIDs(page) == treeIDs(screen))
}

@Test func anEditButtonHoldsItsLabelAndAToolbarRowOfButtonsIsNotCutToHalfTheBar() {
    // `.navigationBarItems(trailing: HStack(spacing: 20) { EditButton(); Button("Clear Completed") { … } })`
    let row = "navigationStack.0/list.0/toolbar/hstack.0"
    let items = UINode("hstack", row, ["alignment": "center", "spacing": 20, "toolbarPlacement": "navigationBarTrailing"], children: [
        UI.button(row + "/button.0", "Edit").with("style", "editButton"), UI.button(row + "/button.1", "Clear Completed"),
    ])
    let toolbar = UINode("toolbar", "navigationStack.0/list.0/toolbar", role: .toolbar, ["placement": "navigationBar"], children: [items])
    let screen = Prebuilt(UI.navigationStack(UI.list("navigationStack.0/list.0", []).with("navigationTitle", "Todos").appending(toolbar)))
    let page = html(screen)
    #expect(tag(row + "/button.0", in: page).contains(#"class="plainButton""#), "\(tag(row + "/button.0", in: page))")
    #expect(page.contains(#">Edit</div></button>"#), "the label inside the button")
    #expect(page.contains(".toolbar.items>.hstack{max-width:100%}"))
    #expect(pageIDs(page) == treeIDs(screen))
}

@Test func aRowIsDrawnOnItsListRowBackground() {
    // `List { ForEach(syncUps) { CardView(…).listRowBackground(syncUp.theme.mainColor) } }`
    let list = "navigationStack.0/list.0"
    let screen = Prebuilt(UI.navigationStack(UI.list(list, [
        UI.text(list + "/text[1]", "Design").with("listRowBackground", "#FF9500"), UI.text(list + "/text[2]", "Product"),
    ])))
    let page = html(screen)
    #expect(page.contains(#"<div class="row" style="background:#FF9500"><div class="text" data-node-id="\#(list)/text[1]""#), "\(page)")
    #expect(page.contains(#"<div class="row"><div class="text" data-node-id="\#(list)/text[2]""#))
}

@Test func aShapeOutlinedInsideItsBoundsIsARingOfItsLineWidth() {
    // `Circle().strokeBorder(lineWidth: 24)`, SyncUps' meeting dial; `RoundedRectangle(…).stroke(.red, lineWidth: 3)`
    let screen = Prebuilt(UI.vstack("vstack.0", [
        UINode("shape", "vstack.0/shape.0", role: .none, ["shape": "circle", "strokeBorder": ["lineWidth": 24]]),
        UINode("shape", "vstack.0/shape.1", role: .none, ["shape": "roundedRectangle", "cornerRadius": 8, "stroke": "#FF3B30", "lineWidth": 3]),
    ]))
    let page = html(screen)
    let dial = tag("vstack.0/shape.0", in: page)
    #expect(dial.contains("radial-gradient(circle closest-side,transparent calc(100% - 25px),var(--color-labelNormal) calc(100% - 24.5px)"), "\(dial)")
    #expect(tag("vstack.0/shape.1", in: page).contains("box-shadow:inset 0 0 0 3px #FF3B30"), "\(tag("vstack.0/shape.1", in: page))")
}
