import UIStateTCA

// A feature whose view writes a shared value itself, as swift-sharing lets a SwiftUI view do:
// `@Binding(store.$settings) var settings`, then a toggle and a field bound to its fields. No
// action is sent; the write is the store's change (a tap or an input changes its state).

struct ReminderSettings: Equatable, Sendable {
    var isOn = false
    var time = "9:00"
}

@Reducer
struct Reminders {
    @ObservableState
    struct State: Equatable {
        @Shared var settings: ReminderSettings
    }

    enum Action {
        case resetButtonTapped
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .resetButtonTapped:
                state.settings = ReminderSettings()
                return .none
            }
        }
    }
}

struct RemindersView: View {
    let store: StoreOf<Reminders>

    var body: some View {
        @Binding(store.$settings) var settings
        Form {
            Toggle("Remind me", isOn: $settings.isOn)
            TextField("Time", text: $settings.time)
            Button("Reset") { store.send(.resetButtonTapped) }
        }
    }
}

#Preview("Reminders") {
    RemindersView(store: Store(initialState: Reminders.State(settings: Shared(value: ReminderSettings()))) { Reminders() })
}
