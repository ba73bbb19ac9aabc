import FeatureKit
import JSON
import UIStateTCA
import XCTest

// A feature whose clients declare a value for each place it runs, as swift-dependencies lets a
// key do, and a `#Preview` of it: served, the preview runs in the preview context, so its
// clients give their preview values (their live ones when they declare none) where a test
// gives test values.

struct WeatherClient: Sendable {
    var forecast: @Sendable () -> String
}

extension WeatherClient: DependencyKey {
    static let liveValue = WeatherClient { "from the network" }
    static let previewValue = WeatherClient { "sunny, for the preview" }
    static let testValue = WeatherClient { "unimplemented in tests" }
}

/// A client that declares only a live and a test value: a preview falls back to the live one.
struct GreetingClient: Sendable {
    var greeting: @Sendable () -> String
}

extension GreetingClient: DependencyKey {
    static let liveValue = GreetingClient { "hello from the live client" }
    static let testValue = GreetingClient { "hello from the test client" }
}

extension DependencyValues {
    var weather: WeatherClient {
        get { self[WeatherClient.self] }
        set { self[WeatherClient.self] = newValue }
    }

    var greeting: GreetingClient {
        get { self[GreetingClient.self] }
        set { self[GreetingClient.self] = newValue }
    }
}

@Reducer
struct Morning {
    @ObservableState
    struct State: Equatable {
        var forecast = ""
        var greeting = ""
        var runsIn = ""
    }

    enum Action {
        case refreshButtonTapped
    }

    @Dependency(\.weather) var weather
    @Dependency(\.greeting) var greeting
    @Dependency(\.context) var context

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .refreshButtonTapped:
                state.forecast = weather.forecast()
                state.greeting = greeting.greeting()
                state.runsIn = "\(context)"
                return .none
            }
        }
    }
}

struct MorningView: View {
    let store: StoreOf<Morning>

    var body: some View {
        VStack {
            Text(store.forecast)
            Button("Refresh") { store.send(.refreshButtonTapped) }
        }
    }
}

#Preview("Morning") {
    MorningView(store: Store(initialState: Morning.State()) { Morning() })
}

final class PreviewDependenciesTests: XCTestCase {
    func testAServedPreviewReadsEachClientsPreviewValueAndItsContextIsPreview() throws {
        let feature = try XCTUnwrap(Previews.declaredFeatures().first { $0.name == "Morning" })
        func open<F: PluginFeature>(_: F.Type) throws {
            let screen = RenderedScreen<F>(F.initialState)
            let refreshed = screen.sending(screen.tap("Refresh"))
            XCTAssertEqual(try JSONValueEncoder().encode(refreshed.state), [
                "forecast": "sunny, for the preview",
                "greeting": "hello from the live client",
                "runsIn": "preview",
            ])
        }
        try open(feature)
    }

    func testATestStoreOfTheSameFeatureReadsTestValuesInTheTestContext() async {
        let store = TestStore(initialState: Morning.State()) { Morning() }
        await store.send(.refreshButtonTapped) {
            $0.forecast = "unimplemented in tests"
            $0.greeting = "hello from the test client"
            $0.runsIn = "test"
        }
    }

    func testSettingTheContextChoosesTheValuesClientsGive() {
        let read = { (context: DependencyContext) in
            withDependencies { $0.context = context } operation: {
                [Dependencies.current.weather.forecast(), Dependencies.current.greeting.greeting()]
            }
        }
        XCTAssertEqual(read(.live), ["from the network", "hello from the live client"])
        XCTAssertEqual(read(.preview), ["sunny, for the preview", "hello from the live client"])
        XCTAssertEqual(read(.test), ["unimplemented in tests", "hello from the test client"])
    }
}
