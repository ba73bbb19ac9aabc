import Components
import UIStateTesting
import JSON
import Testing

private func buttonGallery(disabled: Bool) -> some Component<TestAction> {
    VStack(alignment: .leading, spacing: 16) {
        Button.iconOnly(image: "xmark", action: .closeTapped)
        Button.titleOnly(title: "저장", action: .saveTapped).disabled(disabled)
        Button.iconLeading(image: "plus", title: "사건 추가", action: .saveTapped)
            .size(48).foreground(.white).background(.primaryNormal)
        Button.iconTrailing(title: "다음", image: "chevron.right", action: .saveTapped)
            .interactiveEffect(false).hapticFeedback(false).iconSize(width: 10, height: 16)
    }
    .navigationTitle("버튼")
}

private func phoneForm(text: String, focused: Bool, showsError: Bool, disabled: Bool) -> some Component<TestAction> {
    VStack(spacing: 20) {
        TextField(text: text, onChange: { .textChanged($0) })
            .title(focused ? "휴대폰 번호" : "휴대폰 번호를 입력하세요")
            .sideButton(image: "xmark.circle.fill", label: "지우기", action: .clearTapped)
            .error("올바른 휴대폰 번호를 입력해 주세요", isError: showsError)
            .disabled(disabled)
            .keyboardType(.phonePad)
            .returnKeyType(.done)
            .onSubmit(.submitted)
            .focused(focused, onChange: { .focusChanged($0) })
        TextField(text: "", onChange: { .textChanged($0) }).style(.warning.title("경고").placeholder("주의해서 입력하세요"))
        TextField(text: "읽기 전용", onChange: { .textChanged($0) }).style(.disabled)
    }
}

private func locationDetail(selected: Int?) -> some Component<TestAction> {
    EnvironmentReader { environment in
        let large = environment.dynamicTypeSize.isAccessibilitySize
        VStack {
            Text("Chipotle").font(.titleBold24)
            Grid(columns: large ? 1 : 3) {
                ForEach([Row(id: 1, title: "Kim"), Row(id: 2, title: "Lee")]) { row in
                    VStack { Image(systemName: "person.circle"); Text(row.title) }.onTapGesture(.rowTapped(row.id))
                }
            }
        }
        .overlayModal(item: large ? nil : selected, onDismiss: .dismissed) { id in Text("profile \(id)") }
        .sheet(item: large ? selected : nil, onDismiss: .dismissed) { id in
            Text("profile \(id)").toolbar { Button.titleOnly(title: "Dismiss", action: .dismissed) }
        }
    }
}

@Test func goldenButtonGallery() throws {
    try assertGolden(buttonGallery(disabled: false).render().outline(encodeAction: encode), file: "button-gallery.txt")
    try assertGolden(buttonGallery(disabled: true).render().outline(), file: "button-gallery-disabled.txt")
}

@Test func goldenPhoneForm() throws {
    try assertGolden(
        phoneForm(text: "", focused: false, showsError: false, disabled: false).render().outline(encodeAction: encode),
        file: "phone-form-default.txt"
    )
    try assertGolden(
        phoneForm(text: "0101234", focused: true, showsError: true, disabled: false).render().outline(),
        file: "phone-form-error.txt"
    )
    try assertGolden(
        phoneForm(text: "01012345678", focused: false, showsError: false, disabled: true).render().outline(),
        file: "phone-form-disabled.txt"
    )
}

@Test func goldenLocationDetailByDynamicTypeSize() throws {
    try assertGolden(locationDetail(selected: 2).render().outline(encodeAction: encode), file: "location-detail-overlay.txt")
    var large = EnvironmentValues<TestAction>()
    large.dynamicTypeSize = .accessibilityMedium
    try assertGolden(locationDetail(selected: 2).render(environment: large).outline(encodeAction: encode), file: "location-detail-sheet.txt")
}

@Test func goldenAlertAndToast() throws {
    let view = VStack<TestAction> { Text("목록") }
        .toast(Toast("경조사 명은 10글자까지만 입력 가능해요"))
        .alert(Alert(title: "Server Error", message: "Unable to get the number of people checked in.", buttons: [.default("Ok")]), onDismiss: .dismissed)
    try assertGolden(view.render().outline(encodeAction: encode), file: "alert-and-toast.txt")
}
