import Components
import JSON
import Testing

private let form = VStack<TestAction> {
    Text("저장")
    Button.titleOnly(title: "저장", action: .saveTapped)
    Button.titleOnly(title: "저장", action: .closeTapped).disabled()
    Button.iconOnly(image: "xmark", action: .closeTapped).accessibilityLabel("닫기").hidden()
    TextField(text: "", onChange: { .textChanged($0) }).title("이름").focused(false, onChange: { .focusChanged($0) })
    TextField(text: "고정", onChange: { .textChanged($0) }).title("메모")
}.render()

@Test func selectsByEachCriterion() throws {
    #expect(try form.find(.id("vstack.0/text.0")).type == "text")
    #expect(try form.find(.label("닫기")).type == "button")
    #expect(try form.find(Selector(text: "저장", type: "text")).type == "text")
    #expect(try form.find(.role(.textField).index(1)).text == "고정")
    #expect(try form.find(Selector(text: "저장", role: "button", index: 0)).id == "vstack.0/button.0")
}

@Test func ambiguousSelectorListsEveryCandidate() {
    do {
        _ = try form.tap(.text("저장"))
        Issue.record("expected an ambiguity error")
    } catch {
        #expect(error.kind == .ambiguous)
        #expect(error.candidates.map(\.id) == ["vstack.0/text.0", "vstack.0/button.0", "vstack.0/button.1"])
        #expect(error.description.contains("add \"index\""))
    }
}

@Test func noMatchListsNearbyCandidates() {
    do {
        _ = try form.find(.text("저"))
        Issue.record("expected no match")
    } catch {
        #expect(error.kind == .noMatch)
        #expect(error.candidates.map(\.id).contains("vstack.0/button.0"))
    }
    #expect(throws: ViewError.self) { try form.find(.type("button").index(9)) }
}

@Test func refusesDisabledHiddenAndUnsupportedInteractions() {
    func reason(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? ViewError)?.reason }
    }
    #expect(reason { _ = try form.tap(Selector(text: "저장", type: "button", index: 1)) } == "disabled")
    #expect(reason { _ = try form.tap(.label("닫기")) } == "hidden")
    #expect(reason { _ = try form.tap(Selector(text: "저장", type: "text")) } == "unsupported")
    #expect(reason { _ = try form.input(.label("닫기"), text: "x") } == "hidden")
    do {
        _ = try form.tap(Selector(text: "저장", type: "button", index: 1))
    } catch {
        #expect(error.kind == .notInteractive)
        #expect(error.message == "cannot tap button #vstack.0/button.1 \"저장\": it is disabled")
    }
}

@Test func inputFocusesTheFieldFirst() throws {
    let result = try form.input(.label("이름"), text: "미니")
    #expect(result.actions == [.focusChanged(true), .textChanged("미니")])
    // A field without a focus binding sends only the text.
    #expect(try form.input(.label("메모"), text: "a").actions == [.textChanged("a")])
    // An already focused field is not focused again.
    let focused = TextField<TestAction>(text: "", onChange: { .textChanged($0) }).focused(true, onChange: { .focusChanged($0) }).render()
    #expect(try focused.input(.type("textField"), text: "a").actions == [.textChanged("a")])
}

@Test func selectorsReadTheirWireForm() throws {
    #expect(try Selector(json: ["text": "저장", "index": 1]) == Selector(text: "저장", index: 1))
    #expect(throws: ViewError.self) { try Selector(json: ["colour": "red"]) }
    do {
        _ = try Selector(json: ["index": -1, "id": "x"])
    } catch {
        #expect(error.path == "/index")
        #expect(error.kind == .invalidSelector)
    }
}
