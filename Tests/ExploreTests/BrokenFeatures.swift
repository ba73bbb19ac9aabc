import Components
import JSON
import FeatureKit
import StoreRuntime

// MARK: - CappedCounter

/// A counter meant to stop at three whose "+" button is never disabled: its invariant
/// (`count` at most 3) breaks after exactly four taps.
struct CappedCounter: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var count = 0
    }

    enum Action: Codable, Equatable, Sendable {
        case plusTapped
        case resetTapped
        case neverSent
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .plusTapped: state.count += 1
            case .resetTapped: state.count = 0
            case .neverSent: break
            }
            return .none
        }
    }

    static let name = "cappedCounter"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.plusTapped, .resetTapped, .neverSent]
    static let stateSchema: JSONValue = [
        "type": "object", "required": ["count"], "properties": ["count": ["type": "integer"]],
    ]
    static let actionSchema: JSONValue = ["oneOf": [["const": "plusTapped"], ["const": "resetTapped"], ["const": "neverSent"]]]

    static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            Text(String(state.count)).id("count")
            Button.titleOnly(title: "+", action: .plusTapped).id("plus")
            Button.titleOnly(title: "Reset", action: .resetTapped).disabled(state.count == 0).id("reset")
        }
    }

    /// Broken by four taps on "+".
    static let invariants: JSONValue = [
        "count stays at most three": ["properties": ["state": ["properties": ["count": ["maximum": 3]]]]],
    ]
}

// MARK: - HangingButton

/// A button whose effect waits on the wall clock, not the test clock: the built-in invariant
/// "every effect settles under the test clock" breaks on the first tap.
struct HangingButton: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var taps = 0
    }

    enum Action: Codable, Equatable, Sendable {
        case waitTapped
        case waited
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .waitTapped:
                state.taps += 1
                // Cancelled when exploration shuts the store down.
                return .run { send in
                    try await Task.sleep(for: .seconds(3600))
                    await send(.waited)
                }
            case .waited:
                return .none
            }
        }
    }

    static let name = "hangingButton"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.waitTapped, .waited]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["oneOf": [["const": "waitTapped"], ["const": "waited"]]]

    static func view(_ state: State) -> some Component<Action> {
        Button.titleOnly(title: "Wait", action: .waitTapped).id("wait")
    }
}

// MARK: - ForgetfulOnboarding

/// Shows onboarding at every launch, forgetting it was seen: the seeds' rule "onboarding never
/// shows twice across relaunches" breaks at the first relaunch.
struct ForgetfulOnboarding: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var isShowingOnboarding = false
    }

    enum Action: Codable, Equatable, Sendable {
        case appLaunched
        case closeTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .appLaunched: state.isShowingOnboarding = true
            case .closeTapped: state.isShowingOnboarding = false
            }
            return .none
        }
    }

    static let name = "forgetfulOnboarding"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { .appLaunched }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.appLaunched, .closeTapped]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["oneOf": [["const": "appLaunched"], ["const": "closeTapped"]]]

    static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            if state.isShowingOnboarding {
                Button.titleOnly(title: "Close", action: .closeTapped).id("close")
            }
            Text("Home").id("home")
        }
    }
}

// MARK: - ForgetfulNote

/// A note whose draft is written out but not read back (`init(from:)` leaves it empty): a state
/// with a draft does not survive its own encode/decode, so "state survives its own
/// encode/decode" breaks after one tap.
struct ForgetfulNote: Reducer, PluginFeature {
    struct State: Codable, Equatable, Sendable {
        var saved = 0
        var draft = ""

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            saved = try container.decode(Int.self, forKey: .saved)
        }
    }

    enum Action: Codable, Equatable, Sendable {
        case draftTapped
        case saveTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .draftTapped: state.draft = "a draft"
            case .saveTapped: state.saved += 1
            }
            return .none
        }
    }

    static let name = "forgetfulNote"
    static let version = "1.0.0"
    static var initialState: State { State() }
    static var launchAction: Action? { nil }
    static var dependencyKeys: [any DependencyKey.Type] { [] }
    static let sampleActions: [Action] = [.draftTapped, .saveTapped]
    static let stateSchema: JSONValue = ["type": "object"]
    static let actionSchema: JSONValue = ["oneOf": [["const": "draftTapped"], ["const": "saveTapped"]]]

    static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            Button.titleOnly(title: "Draft", action: .draftTapped).id("draft")
            Button.titleOnly(title: "Save", action: .saveTapped).id("save")
        }
    }
}
