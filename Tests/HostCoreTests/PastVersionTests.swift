import Components
import FeatureKit
@testable import HostCore
import JSON
import StoreRuntime
import Testing
import UIStateProtocol

/// `history/version` in process: a version whose state cannot be encoded is an error naming
/// it, never a null state a client would show as the state.
@Suite("history/version")
struct PastVersionTests {
    @Test func aStateThatCannotBeEncodedIsAnErrorNamingTheVersion() async throws {
        let host = Host(features: [FeatureDefinition(Poisonable.self)])
        let id = try await host.createStore(StoreCreateRequest(feature: Poisonable.name)).storeId
        _ = try await host.dispatch(StoreDispatchRequest(storeId: id, action: "poisonTapped"))
        _ = try await host.dispatch(StoreDispatchRequest(storeId: id, action: "healTapped"))

        do {
            _ = try await host.pastVersion(HistoryVersionRequest(storeId: id, version: 1))
            Issue.record("version 1's state cannot be encoded, yet history/version answered")
        } catch let error as ResponseError {
            #expect(error.code.rawValue == -32603)
            #expect(error.message == "the state of version 1 cannot be encoded: the state is poisoned")
        }
        // The versions around it are answered as ever.
        let healed = try await host.pastVersion(HistoryVersionRequest(storeId: id, version: 2))
        #expect(healed.state == ["isPoisoned": false])
        let first = try await host.pastVersion(HistoryVersionRequest(storeId: id, version: 0, device: "iphone-15"))
        #expect(first.html.contains(#"<div class="status-bar dynamicIsland" aria-hidden="true">"#))
    }
}

/// A feature whose state refuses to be encoded while poisoned.
struct Poisonable: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var isPoisoned = false

        init() {}

        init(from decoder: any Decoder) throws {
            isPoisoned = try decoder.container(keyedBy: Key.self).decode(Bool.self, forKey: .isPoisoned)
        }

        func encode(to encoder: any Encoder) throws {
            if isPoisoned { throw PoisonedError() }
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(isPoisoned, forKey: .isPoisoned)
        }

        private enum Key: CodingKey { case isPoisoned }
    }

    struct PoisonedError: Error, CustomStringConvertible {
        var description: String { "the state is poisoned" }
    }

    enum Action: Codable, Equatable, Sendable {
        case poisonTapped
        case healTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            state.isPoisoned = action == .poisonTapped
            return .none
        }
    }

    static let name = "poisonable"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.poisonTapped, .healTapped]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["oneOf": [["const": "poisonTapped"], ["const": "healTapped"]]]

    static func view(_ state: State) -> some Component<Action> {
        Button.titleOnly(title: "Poison", action: .poisonTapped).id("poison")
    }
}
