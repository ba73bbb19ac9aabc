import UIStateTCA
import XCTest

// "Bindings: basics", as a TCA 1.3 app writes it: controls bound with `viewStore.binding(get:send:)`
// and one whose state disables the others.

struct BindingBasics: Reducer {
    struct State: Equatable, Codable {
        var text = ""
        var toggleIsOn = false
    }

    enum Action: Equatable, Codable {
        case textChanged(String)
        case toggleChanged(isOn: Bool)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .textChanged(text):
            state.text = text
            return .none
        case let .toggleChanged(isOn):
            state.toggleIsOn = isOn
            return .none
        }
    }
}

struct BindingBasicsView: View {
    let store: StoreOf<BindingBasics>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            Form {
                HStack {
                    TextField("Type here", text: viewStore.binding(get: \.text, send: { .textChanged($0) }))
                        .disabled(viewStore.toggleIsOn)
                    Text(viewStore.text.uppercased())
                        .foregroundColor(viewStore.toggleIsOn ? Color.gray : .primary)
                }
                Toggle("Disable other controls", isOn: viewStore.binding(get: \.toggleIsOn, send: BindingBasics.Action.toggleChanged))
            }
            .navigationTitle("Bindings basics")
        }
    }
}

extension BindingBasics: HostedFeature {
    static let name = "bindingBasics"
    static var initialState: State { State() }
    static var sampleActions: [Action] { [.textChanged("a"), .toggleChanged(isOn: true)] }
    static func view(store: StoreOf<BindingBasics>) -> some View { BindingBasicsView(store: store) }
}

final class BindingsCaseStudyTests: XCTestCase {
    func testTypingSendsWhatTheBindingSends() {
        let screen = RenderedScreen<BindingBasics>(BindingBasics.State())
        XCTAssertEqual(screen.input("Hello", into: .type("textField")), [.textChanged("Hello")])
    }

    func testTheToggleSendsTheFlippedValue() {
        XCTAssertEqual(RenderedScreen<BindingBasics>(BindingBasics.State()).tap(.type("toggle")), [.toggleChanged(isOn: true)])
        XCTAssertEqual(
            RenderedScreen<BindingBasics>(BindingBasics.State(toggleIsOn: true)).tap(.type("toggle")),
            [.toggleChanged(isOn: false)])
    }

    func testTheStateDisablesTheFieldAndGraysTheText() {
        let screen = RenderedScreen<BindingBasics>(BindingBasics.State(text: "hi", toggleIsOn: true))
        XCTAssertEqual(screen.node(.type("textField"))?.isEnabled, false)
        XCTAssertEqual(screen.node(.text("HI"))?.properties["foreground"], "#8E8E93")
        XCTAssertThrowsError(try screen.tree.input(.type("textField"), text: "x"), "a disabled field refuses input")
    }
}
