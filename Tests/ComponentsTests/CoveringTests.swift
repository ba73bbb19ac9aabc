import Components
import JSON
import Testing

// A presentation covers what is under it, as on a device: covered nodes are marked in the tree
// and refuse every user interaction with reason `covered`, naming the presentation.

private func screen(sheet: Bool = false, overlay: Bool = false, alert: Bool = false) -> some Component<TestAction> {
    VStack {
        Text("목록")
        Button.titleOnly(title: "저장", action: .saveTapped).id("save")
        TextField(text: "", onChange: { .textChanged($0) }).id("name")
    }
    .id("screen")
    .overlayModal(isPresented: overlay, onDismiss: .dismissed) {
        Button.titleOnly(title: "닫기", action: .closeTapped).id("overlayClose")
    }
    .sheet(isPresented: sheet, onDismiss: .dismissed) {
        VStack {
            Button.titleOnly(title: "확인", action: .closeTapped).id("sheetButton")
        }
        .id("sheetContent")
    }
    .alert(alert ? Alert(title: "Server Error", buttons: [.default("Ok", action: .alertOK)]) : nil, onDismiss: .dismissed)
}

private func covering(_ tree: RenderedTree<TestAction>, _ id: String) -> String? {
    tree.node(id: id)?.coveredBy?.id
}

@Test func withNothingPresentedNoNodeIsCovered() throws {
    let tree = screen().render()
    var covered: [String] = []
    tree.root.json(encodeAction: encode).forEachObject { if $0["coveredBy"] != nil { covered.append("x") } }
    #expect(covered.isEmpty)
    #expect(try tree.tap(.id("save")).actions == [.saveTapped])
}

@Test func aSheetCoversTheScreenButNotItselfNorTheNodesThatContainIt() throws {
    let tree = screen(sheet: true).render()
    #expect(covering(tree, "save") == "screen/sheet")
    #expect(covering(tree, "name") == "screen/sheet")
    #expect(covering(tree, "screen/text.0") == "screen/sheet")
    #expect(covering(tree, "screen") == nil)
    #expect(covering(tree, "root") == nil)
    #expect(covering(tree, "screen/sheet") == nil)
    #expect(covering(tree, "sheetButton") == nil)
    #expect(try tree.tap(.id("sheetButton")).actions == [.closeTapped])
    #expect(try tree.dismiss(.id("screen/sheet")).actions == [.dismissed])
}

@Test func everyUserInteractionOnACoveredNodeIsRefusedNamingThePresentation() throws {
    let tree = screen(overlay: true).render()
    let attempts: [(String, () throws(ViewError) -> Interaction<TestAction>)] = [
        ("tap", { () throws(ViewError) in try tree.tap(.id("save")) }),
        ("input", { () throws(ViewError) in try tree.input(.id("name"), text: "가") }),
        ("focus", { () throws(ViewError) in try tree.focus(.id("name")) }),
        ("submit", { () throws(ViewError) in try tree.submit(.id("name")) }),
    ]
    for (verb, attempt) in attempts {
        let error = #expect(throws: ViewError.self, "\(verb)") { try attempt() }
        #expect(error?.kind == .notInteractive)
        #expect(error?.reason == "covered")
        #expect(error?.presentation?.id == "screen/overlay")
        #expect(error?.presentation?.type == "overlay")
        #expect(error?.data["presentation"] == ["id": "screen/overlay", "type": "overlay"])
        #expect(error?.message.contains("covered by overlay #screen/overlay") == true)
    }
}

@Test func theLastPresentationInDocumentOrderIsInFront() throws {
    // The alert is attached after the sheet: it covers the sheet, its content and its swipe.
    let tree = screen(sheet: true, alert: true).render()
    #expect(covering(tree, "sheetButton") == "screen/alert")
    #expect(covering(tree, "screen/sheet") == "screen/alert")
    #expect(covering(tree, "save") == "screen/alert")
    #expect(covering(tree, "screen/alert/button.0") == nil)
    let swipe = #expect(throws: ViewError.self) { try tree.dismiss(.id("screen/sheet")) }
    #expect(swipe?.reason == "covered")
    #expect(try tree.tap(.text("Ok")).actions == [.alertOK, .dismissed])
}

@Test func aPresentationInsideAnotherIsInFrontOfIt() throws {
    let nested = VStack {
        Text("밑")
    }
    .id("base")
    .sheet(isPresented: true, onDismiss: TestAction.dismissed) {
        VStack {
            Button.titleOnly(title: "바깥", action: .saveTapped).id("outerButton")
        }
        .id("outer")
        .sheet(isPresented: true, onDismiss: .closeTapped) {
            Button.titleOnly(title: "안쪽", action: .closeTapped).id("innerButton")
        }
    }
    let tree = nested.render()
    #expect(covering(tree, "outerButton") == "outer/sheet")
    #expect(covering(tree, "innerButton") == nil)
    // The outer sheet contains the inner one, and a swipe can no longer reach it.
    #expect(covering(tree, "base/sheet") == "outer/sheet")
    #expect(covering(tree, "outer") == nil)
    #expect(try tree.dismiss(.id("outer/sheet")).actions == [.closeTapped])
}

@Test func coveredNodesCarryCoveredByInJSONAndCoveredInTheOutline() throws {
    let tree = screen(alert: true).render()
    let save = try #require(tree.node(id: "save"))
    #expect(save.json(encodeAction: encode)["coveredBy"] == "screen/alert")
    #expect(tree.node(id: "screen")?.json(encodeAction: encode)["coveredBy"] == nil)
    let outline = tree.outline()
    #expect(outline.contains("button #save \"저장\" layout=titleOnly size=44 [covered]"))
    #expect(!outline.contains("alert #screen/alert \"Server Error\" [covered]"))
}

@Test func appearingIsNotAPersonsDoingSoCoveredNodesMayAppear() throws {
    let list = VStack {
        Text("끝").onAppear(.appeared(3)).id("last")
    }
    .alert(Alert(title: "잠깐"), onDismiss: TestAction.dismissed)
    let tree = list.render()
    #expect(tree.node(id: "last")?.coveredBy != nil)
    #expect(try tree.appear(.id("last")).actions == [.appeared(3)])
}

@Test func hiddenIsReportedBeforeCoveredAndCoveredBeforeDisabled() throws {
    let view = VStack {
        Button.titleOnly(title: "숨김", action: .saveTapped).id("hiddenButton").hidden()
        Button.titleOnly(title: "꺼짐", action: .saveTapped).disabled().id("disabledButton")
    }
    .alert(Alert(title: "잠깐"), onDismiss: TestAction.dismissed)
    let tree = view.render()
    #expect(#expect(throws: ViewError.self) { try tree.tap(.id("hiddenButton")) }?.reason == "hidden")
    #expect(#expect(throws: ViewError.self) { try tree.tap(.id("disabledButton")) }?.reason == "covered")
}

@Test func toastsAndToolbarsCoverNothing() throws {
    let view = VStack {
        Button<TestAction>.titleOnly(title: "저장", action: .saveTapped).id("save")
    }
    .toast(Toast<TestAction>("저장했어요"))
    .toolbar { Button.titleOnly(title: "닫기", action: .closeTapped) }
    let tree = view.render()
    #expect(tree.node(id: "save")?.coveredBy == nil)
    #expect(try tree.tap(.id("save")).actions == [.saveTapped])
    #expect(try tree.tap(.text("닫기")).actions == [.closeTapped])
}

extension JSONValue {
    /// Calls `visit` on every object in this value, depth first.
    func forEachObject(_ visit: (JSONObject) -> Void) {
        switch self {
        case .object(let object):
            visit(object)
            for (_, value) in object { value.forEachObject(visit) }
        case .array(let array):
            for value in array { value.forEachObject(visit) }
        default:
            break
        }
    }
}

@Test func openingAndClosingAPresentationPatchesCoveredByOnTheNodesUnderIt() throws {
    let closed = screen().render().json(encodeAction: encode)
    let open = screen(sheet: true).render().json(encodeAction: encode)
    let opening = TreeDiff.patch(from: closed, to: open)
    #expect(try opening.apply(to: closed) == open)
    #expect(opening.operations.contains(.add(path: JSONPointer(tokens: ["children", "0", "children", "1", "coveredBy"]), value: "screen/sheet")))
    let closing = TreeDiff.patch(from: open, to: closed)
    #expect(try closing.apply(to: open) == closed)
    #expect(closing.operations.contains(.remove(path: JSONPointer(tokens: ["children", "0", "children", "1", "coveredBy"]))))
}
