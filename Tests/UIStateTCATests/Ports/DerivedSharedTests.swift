import UIStateTCA
import XCTest

// A handle to part of a shared value, as TCA 1.10 derives one: `$settings.notifications` hands a
// child the `notifications` field of the settings the app shares, and the child's writes are the
// app's.

struct NotificationSettings: Equatable, Codable, Sendable {
    var isEnabled = false
    var quietHours = 0
}

struct AppSettings: Equatable, Codable, Sendable {
    var theme = "light"
    var notifications = NotificationSettings()
}

struct NotificationsForm: Reducer {
    struct State: Equatable {
        @Shared var notifications: NotificationSettings
    }

    enum Action: Equatable {
        case toggleTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.notifications.isEnabled.toggle()
        return .none
    }
}

struct SettingsScreen: Reducer {
    struct State: Equatable {
        @Shared(.inMemory("settings")) var settings = AppSettings()
        var form: NotificationsForm.State?
    }

    enum Action: Equatable {
        case notificationsTapped
        case form(NotificationsForm.Action)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .notificationsTapped:
                state.form = NotificationsForm.State(notifications: state.$settings.notifications)
                return .none
            case .form:
                return .none
            }
        }
        .ifLet(\.form, action: /Action.form) { NotificationsForm() }
    }
}

final class DerivedSharedTests: XCTestCase {
    func testAChildWritesThePartOfTheSharedValueItWasGiven() async {
        let store = TestStore(initialState: SettingsScreen.State()) { SettingsScreen() }
        await store.send(.notificationsTapped) {
            $0.form = NotificationsForm.State(notifications: $0.$settings.notifications)
        }
        await store.send(.form(.toggleTapped)) {
            $0.settings.notifications.isEnabled = true
        }
        XCTAssertEqual(store.state.settings.theme, "light", "the rest of the value is untouched")
    }

    func testOutsideAStoreADerivedHandleStartsAtThatPartOfTheDefault() {
        var settings = Shared(wrappedValue: AppSettings(theme: "dark"), .inMemory("outside"))
        settings.wrappedValue.notifications.quietHours = 8
        var notifications = settings.notifications
        XCTAssertEqual(notifications.wrappedValue.quietHours, 8)
        notifications.wrappedValue.isEnabled = true
        XCTAssertTrue(notifications.wrappedValue.isEnabled)
        XCTAssertFalse(settings.wrappedValue.notifications.isEnabled, "outside a store a part's writes are its own")
    }

    func testDerivedHandlesOfOnePartAreEqualAndOfAnotherAreNot() {
        let settings = Shared(wrappedValue: AppSettings(), .inMemory("equality"))
        XCTAssertEqual(settings.notifications, settings.notifications)
        XCTAssertNotEqual(settings.notifications.key, Shared(wrappedValue: NotificationSettings(), .inMemory("equality")).key)
    }
}
