import UIStateTCA
import XCTest

// A client declared with swift-dependencies' `@DependencyClient`, as today's TCA examples do:
// its test value is `Self()`, every endpoint unimplemented, and a test overrides the one it uses.

@DependencyClient
struct QuoteClient {
    var quote: @Sendable (_ author: String, _ index: Int) async throws -> String
    var recordShown: @Sendable (String) -> Void
}

extension QuoteClient: TestDependencyKey {
    static let testValue = QuoteClient()
}

extension DependencyValues {
    var quoteClient: QuoteClient {
        get { self[QuoteClient.self] }
        set { self[QuoteClient.self] = newValue }
    }
}

@Reducer
struct Quotes {
    @ObservableState
    struct State: Equatable {
        var quote: String?
        var failure: String?
    }

    enum Action: Equatable {
        case nextButtonTapped
        case quoteResponse(String)
        case quoteFailed(String)
    }

    @Dependency(\.quoteClient) var quoteClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .nextButtonTapped:
                return .run { send in
                    do {
                        await send(.quoteResponse(try await quoteClient.quote(author: "Ada", index: 1)))
                    } catch {
                        await send(.quoteFailed("\(error)"))
                    }
                }
            case let .quoteResponse(quote):
                state.quote = quote
                quoteClient.recordShown(quote)
                return .none
            case let .quoteFailed(failure):
                state.failure = failure
                return .none
            }
        }
    }
}

@MainActor
final class DependencyClientTests: FailureCapturingTestCase {
    func testAnOverriddenEndpointIsCalledThroughItsLabelledMethod() async {
        let shown = LockIsolated<[String]>([])
        let store = TestStore(initialState: Quotes.State()) { Quotes() } withDependencies: {
            $0.quoteClient.quote = { author, index in "\(author) #\(index)" }
            $0.quoteClient.recordShown = { quote in shown.withValue { $0.append(quote) } }
        }
        await store.send(.nextButtonTapped)
        await store.receive(.quoteResponse("Ada #1")) {
            $0.quote = "Ada #1"
        }
        XCTAssertEqual(shown.value, ["Ada #1"])
    }

    func testAnEndpointLeftUnimplementedFailsTheTestNamingIt() async {
        let store = TestStore(initialState: Quotes.State()) { Quotes() }
        await store.send(.nextButtonTapped)
        await store.receive(.quoteFailed("unimplemented: QuoteClient.quote")) {
            $0.failure = "unimplemented: QuoteClient.quote"
        }
        let failures = captured.all.map(\.message)
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("Unimplemented: QuoteClient.quote") == true, "\(failures)")
    }
}
