import Components
import JSON
import Testing

@Test func textDefaultsAndModifiers() throws {
    let plain = try Text<TestAction>("안녕").render().find(.text("안녕"))
    #expect(plain.properties["font"] == ["name": "bodyRegular16", "size": 16, "weight": "regular"])
    #expect(plain.properties["foreground"] == "labelNormal")
    #expect(plain.properties["lineLimit"] == .null)
    #expect(plain.properties["alignment"] == "leading")
    let styled = try Text<TestAction>("안녕").font(.titleBold20).foreground(.red).lineLimit(2)
        .multilineTextAlignment(.center).render().find(.text("안녕"))
    #expect(styled.properties["font"]?["name"] == "titleBold20")
    #expect(styled.properties["foreground"] == "red")
    #expect(styled.properties["lineLimit"] == 2)
    #expect(styled.properties["alignment"] == "center")
}

@Test func imageStackSpacerDividerDefaults() throws {
    let tree = VStack<TestAction> {
        Image(systemName: "star").size(30).foreground(.blue)
        HStack { Spacer(); Divider().color(.gray400).thickness(2) }
        ZStack(alignment: .top) { Image(systemName: "bell") }
    }.render()
    #expect(try tree.find(.type("vstack")).properties["spacing"] == 8)
    #expect(try tree.find(.type("vstack")).properties["alignment"] == "center")
    #expect(try tree.find(.type("hstack")).properties["alignment"] == "center")
    #expect(try tree.find(.type("zstack")).properties["alignment"] == "top")
    #expect(try tree.find(.type("spacer")).properties["minLength"] == 0)
    #expect(try tree.find(.type("divider")).properties["color"] == "gray400")
    #expect(try tree.find(.type("divider")).properties["thickness"] == 2)
    #expect(try tree.find(.label("star")).properties["size"] == 30)
    #expect(try tree.find(.label("bell")).properties["size"] == 24)
}

@Test func textFieldDefaults() throws {
    let node = try TextField<TestAction>(text: "", onChange: { .textChanged($0) }).render().find(.type("textField"))
    #expect(node.properties["title"] == .null)
    #expect(node.properties["placeholder"] == "")
    #expect(node.properties["isError"] == false)
    #expect(node.properties["errorMessage"] == .null)
    #expect(node.properties["focused"] == false)
    #expect(node.properties["editable"] == true)
    #expect(node.properties["keyboardType"] == "default")
    #expect(node.properties["returnKeyType"] == "default")
    #expect(node.properties["cornerRadius"] == 8)
    #expect(node.properties["padding"] == 12)
    #expect(node.properties["borderColor"] == "gray400")
    #expect(node.properties["borderWidth"] == 1)
    #expect(node.children.isEmpty)
}

@Test func textFieldModifiers() throws {
    let field = TextField<TestAction>(text: "0101", onChange: { .textChanged($0) })
        .title("휴대폰 번호").placeholder("번호를 입력하세요")
        .sideButton(image: "xmark.circle.fill", label: "지우기", action: .clearTapped)
        .error("올바른 번호가 아니에요", isError: true)
        .keyboardType(.phonePad).returnKeyType(.done).onSubmit(.submitted)
        .focused(true, onChange: { .focusChanged($0) })
    let tree = field.render()
    let node = try tree.find(.type("textField"))
    #expect(node.properties["title"] == "휴대폰 번호")
    #expect(node.properties["placeholder"] == "번호를 입력하세요")
    #expect(node.properties["errorMessage"] == "올바른 번호가 아니에요")
    #expect(node.properties["borderColor"] == "red")
    #expect(node.properties["keyboardType"] == "phonePad")
    #expect(node.properties["returnKeyType"] == "done")
    #expect(node.properties["focused"] == true)
    #expect(try tree.tap(.label("지우기")).actions == [.clearTapped])
    #expect(try tree.submit(.type("textField")).actions == [.submitted])
    #expect(try tree.focus(nil).actions == [.focusChanged(false)])
    // An error that is not shown keeps the style's border and hides the message.
    let hidden = try field.error("올바른 번호가 아니에요", isError: false).render().find(.type("textField"))
    #expect(hidden.properties["errorMessage"] == .null)
    #expect(hidden.properties["borderColor"] == "gray400")
}

@Test func textFieldStylesAndDisabled() throws {
    let warning = try TextField<TestAction>(text: "", onChange: { .textChanged($0) })
        .style(.warning.title("경고").placeholder("주의해서 입력하세요")).render().find(.type("textField"))
    #expect(warning.properties["textColor"] == "red")
    #expect(warning.properties["borderColor"] == "red")
    #expect(warning.properties["title"] == "경고")
    let readOnly = TextField<TestAction>(text: "읽기 전용", onChange: { .textChanged($0) }).style(.disabled).render()
    let node = try readOnly.find(.type("textField"))
    #expect(node.properties["background"] == "gray100")
    #expect(node.properties["borderColor"] == "gray400")
    #expect(node.properties["borderWidth"] == 0.8)
    #expect(node.properties["editable"] == false)
    #expect(throws: ViewError.self) { try readOnly.input(.type("textField"), text: "x") }
    let disabled = TextField<TestAction>(text: "", onChange: { .textChanged($0) }).disabled().render()
    #expect(try disabled.find(.type("textField")).isEnabled == false)
}

@Test func toggleTapSendsTheFlippedValue() throws {
    let tree = Toggle<TestAction>("알림", isOn: false, onChange: { .toggled($0) }).render()
    #expect(try tree.find(.type("toggle")).properties["tint"] == "primaryNormal")
    #expect(try tree.tap(.text("알림")).actions == [.toggled(true)])
    let on = Toggle<TestAction>("알림", isOn: true, onChange: { .toggled($0) }).tint(.green).render()
    #expect(try on.tap(.text("알림")).actions == [.toggled(false)])
}

@Test func listGridToastAndAlert() throws {
    let rows = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    let tree = VStack<TestAction> {
        List { ForEach(rows) { row in Text(row.title).onAppear(.appeared(row.id)) } }
        Grid(columns: 0) { Text("cell") }
    }
    .toast(Toast("저장했어요").icon("checkmark"))
    .alert(Alert(title: "Server Error", message: "Try again.", buttons: [.default("Ok", action: .alertOK)]), onDismiss: .dismissed)
    .render()
    #expect(try tree.find(.type("list")).properties["rowCount"] == 2)
    #expect(try tree.find(.type("grid")).properties["columns"] == 1)
    #expect(try tree.appear(.text("b")).actions == [.appeared(2)])
    #expect(try tree.find(.type("toast")).properties["position"] == "bottom")
    #expect(try tree.tap(.text("Ok")).actions == [.alertOK, .dismissed])
    #expect(try tree.dismiss(.type("alert")).actions == [.dismissed])
    let plain = VStack<TestAction> {}.alert(Alert(title: "Hi"), onDismiss: .dismissed).render()
    #expect(try plain.tap(.text("OK")).actions == [.dismissed])
}
