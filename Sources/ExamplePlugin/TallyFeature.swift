#if canImport(Glibc)
import Glibc
#endif
import UIStatePlugin

// MARK: - TallyFeature

/// A tiny feature served by the example plugin: a count with two buttons, and an action that
/// ends the process (so that tests can crash the plugin on demand).
struct TallyFeature: Reducer {
    struct State: Codable, Equatable, Sendable {
        var count = 0
    }

    enum Action: Codable, Equatable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
        /// Ends the plugin with exit status 3, as a crash would.
        case crashButtonTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
            case .decrementButtonTapped:
                state.count -= 1
            case .crashButtonTapped:
                exit(3)
            }
            return .none
        }
    }
}

extension TallyFeature: PluginFeature {
    static let name = "tally"
    static var initialState: State { State() }
    static let sampleActions: [Action] = [.incrementButtonTapped, .decrementButtonTapped, .crashButtonTapped]

    static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            Text(String(state.count)).id("tally.count")
            Button.titleOnly(title: "+", action: .incrementButtonTapped).accessibilityLabel("Increment")
        }
        .id("tally")
    }

    static let stateSchema = JSONSchema.document(JSONSchema.object(["count": JSONSchema.integer]))

    static let actionSchema = JSONSchema.action([
        JSONSchema.bare("incrementButtonTapped"),
        JSONSchema.bare("decrementButtonTapped"),
        JSONSchema.bare("crashButtonTapped"),
    ])
}
