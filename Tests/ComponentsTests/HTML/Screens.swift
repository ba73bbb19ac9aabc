import Components

/// The actions of the test screens; the renderer never sees them (only whether a node is tappable).
enum ScreenAction: Sendable, Equatable {
    case tapped
    case textChanged(String)
    case toggled(Bool)
    case dismissed
}

struct ScreenRow: Identifiable, Sendable {
    var id: Int
    var title: String
}

/// Screens covering every kind of node the renderer draws.
enum Screens {
    static func buttons(disabled: Bool) -> some Component<ScreenAction> {
        VStack(alignment: .leading, spacing: 16) {
            Text("기본값").font(.headlineSemibold17)
            HStack(spacing: 12) {
                Button.iconOnly(image: "xmark", action: .tapped).accessibilityLabel("닫기").id("iconOnly")
                Button.titleOnly(title: "저장", action: .tapped).disabled(disabled).id("titleOnly")
                Button.iconLeading(image: "plus", title: "사건 추가", action: .tapped)
                    .size(48).foreground(.white).background(.primaryNormal).id("iconLeading")
                Button.iconTrailing(title: "다음", image: "chevron.right", action: .tapped)
                    .interactiveEffect(false).iconSize(width: 10, height: 16).id("iconTrailing")
            }
            Button.iconOnly(image: "no.such.symbol", action: .tapped).id("unknownSymbol")
        }
        .navigationTitle("버튼")
    }

    static func form(text: String, focused: Bool, error: Bool) -> some Component<ScreenAction> {
        VStack(spacing: 20) {
            TextField(text: text, onChange: { .textChanged($0) })
                .title("휴대폰 번호")
                .placeholder("숫자만 입력해 주세요")
                .sideButton(image: "xmark.circle.fill", label: "지우기", action: .tapped)
                .error("올바른 휴대폰 번호를 입력해 주세요", isError: error)
                .focused(focused, onChange: { _ in .tapped })
            TextField(text: "읽기 전용", onChange: { .textChanged($0) }).style(.disabled)
            Toggle("알림 받기", isOn: true, onChange: { .toggled($0) })
            Toggle("광고 수신", isOn: false, onChange: { .toggled($0) }).disabled()
            Divider()
        }
    }

    static func collections() -> some Component<ScreenAction> {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: 16) {
                Grid(columns: environment.dynamicTypeSize.isAccessibilitySize ? 1 : 3) {
                    ForEach([ScreenRow(id: 1, title: "Kim"), ScreenRow(id: 2, title: "Lee"), ScreenRow(id: 3, title: "Park")]) { row in
                        VStack(spacing: 4) {
                            Image(systemName: "person.crop.circle").size(64)
                            Text(row.title).font(.bodyMedium14)
                        }
                        .onTapGesture(.tapped)
                        .accessibilityRole(.button)
                    }
                }
                .id("profiles")
                List {
                    ForEach([ScreenRow(id: 1, title: "첫 번째 <글>"), ScreenRow(id: 2, title: "두 번째 & 마지막")]) { row in
                        HStack {
                            Text(row.title).lineLimit(1)
                            Spacer()
                            Image(systemName: "bookmark.fill").foreground(.primaryNormal)
                        }
                    }
                }
                .listStyle(.insetGrouped)
                ZStack(alignment: .bottomTrailing) {
                    Text("배경")
                    Text("앞").foreground(.red)
                }
            }
        }
    }

    static func presentations(selected: Int?) -> some Component<ScreenAction> {
        EnvironmentReader { environment in
            let large = environment.dynamicTypeSize.isAccessibilitySize
            VStack(alignment: .leading) {
                Text("Chipotle").font(.titleBold24)
                Text("Who's Here?").font(.headlineSemibold17).id("whosHere")
            }
            .id("detail")
            .navigationTitle("Chipotle")
            .toolbar(placement: .topBarLeading) {
                Button.iconLeading(image: "chevron.left", title: "Locations", action: .tapped)
            }
            .overlayModal(item: large ? nil : selected, onDismiss: .dismissed) { id in
                Text("profile \(id)").id("profileCard")
            }
            .sheet(item: large ? selected : nil, onDismiss: .dismissed) { id in
                Text("profile \(id)").id("profileSheet")
                    .toolbar { Button.titleOnly(title: "Dismiss", action: .dismissed) }
            }
        }
    }

    static func alertAndToast() -> some Component<ScreenAction> {
        VStack { Text("목록") }
            .toast(Toast("경조사 명은 10글자까지만 입력 가능해요").icon("exclamationmark.circle"))
            .alert(
                Alert(title: "Server Error", message: "Unable to get the number of people.", buttons: [.cancel(), .destructive("Retry", action: .tapped)]),
                onDismiss: .dismissed
            )
    }

    static func cover() -> some Component<ScreenAction> {
        VStack { Text("behind") }
            .fullScreenCover(isPresented: true, onDismiss: .dismissed) {
                Text("Welcome").font(.titleBold24)
                    .toolbar(placement: .bottomBar) { Button.titleOnly(title: "Start", action: .dismissed) }
            }
    }

    static func environment(_ size: DynamicTypeSize = .large, _ scheme: ColorScheme = .light) -> EnvironmentValues<ScreenAction> {
        var environment = EnvironmentValues<ScreenAction>()
        environment.dynamicTypeSize = size
        environment.colorScheme = scheme
        environment.locale = "ko-KR"
        return environment
    }
}
