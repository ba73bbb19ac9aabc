import UIStateTCA
import XCTest

// A navigation stack with a bar floating below every screen: `.safeAreaInset(edge: .bottom)` on
// the `NavigationStack` itself, so screens pushed onto the stack slide in under the bar and its
// "Pop to root" can be tapped from any depth.

@Reducer
struct Trail {
    @Reducer
    enum Path {
        case stop(TrailStop)
    }

    @ObservableState
    struct State: Equatable {
        var path = StackState<Path.State>()
    }

    enum Action {
        case path(StackActionOf<Path>)
        case popToRootButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .path:
                return .none
            case .popToRootButtonTapped:
                state.path.removeAll()
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}

extension Trail.Path.State: Equatable {}

@Reducer
struct TrailStop {
    @ObservableState
    struct State: Equatable {
        var number = 1
    }

    enum Action {
        case photoButtonTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

struct TrailView: View {
    @Bindable var store: StoreOf<Trail>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                NavigationLink("First stop", state: Trail.Path.State.stop(TrailStop.State()))
            }
            .navigationTitle("Trail")
        } destination: { store in
            switch store.case {
            case .stop(let store):
                Form {
                    Text("Stop \(store.number)")
                    Button("Take a photo") { store.send(.photoButtonTapped) }
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Pop to root") { store.send(.popToRootButtonTapped) }
        }
    }
}

final class FloatingBarCaseStudyTests: XCTestCase {
    func testTheBarOfTheStackIsTappedFromAPushedScreen() throws {
        var state = Trail.State()
        state.path.append(.stop(TrailStop.State(number: 1)))
        let screen = RenderedView(state) { TrailView(store: $0) }

        let popped = try screen.tap(text: "Pop to root", index: 0)
        XCTAssertEqual(popped.count, 1)
        guard case .popToRootButtonTapped = popped.first else { return XCTFail("\(popped)") }
        let photo = try screen.tap(text: "Take a photo", index: 0)
        guard case .path(.element(id: _, action: .stop(.photoButtonTapped))) = photo.first else { return XCTFail("\(photo)") }
    }

    func testThePushedScreenStillCoversTheRootScreen() throws {
        var state = Trail.State()
        state.path.append(.stop(TrailStop.State(number: 1)))
        let screen = RenderedView(state) { TrailView(store: $0) }

        XCTAssertThrowsError(try screen.tap(text: "First stop", index: 0)) { error in
            XCTAssertTrue("\(error)".contains("covered"), "\(error)")
        }
    }
}
