import UIStateTCA

// Features as a library module declares them for its app target: `public`, in Swift 6 mode,
// with no conformance the feature itself does not need. A public type gets no inferred
// `Sendable`, so what the macros add (or leave out) is what decides whether this compiles.

/// A note whose state holds a reference the module does not promise to share across threads.
@Reducer
public struct NoteEditor {
    @ObservableState
    public struct State: Equatable {
        public var text: String
        public var formatter: TextFormatter

        public init(text: String = "", formatter: TextFormatter = TextFormatter()) {
            self.text = text
            self.formatter = formatter
        }
    }

    public enum Action: Equatable {
        case textChanged(String)
        case saveTapped
        case saved
    }

    public init() {}

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .textChanged(let text):
                state.text = state.formatter.format(text)
                return .none
            case .saveTapped:
                return .run { send in await send(.saved) }
            case .saved:
                return .none
            }
        }
    }
}

/// A reference type with mutable state: not `Sendable`, and so neither is a state holding it.
public final class TextFormatter: Equatable {
    public var trimsWhitespace = true

    public init() {}

    public func format(_ text: String) -> String {
        trimsWhitespace ? text.trimmingCharacters(in: .whitespaces) : text
    }

    public static func == (lhs: TextFormatter, rhs: TextFormatter) -> Bool {
        lhs.trimsWhitespace == rhs.trimsWhitespace
    }
}

@Reducer
public struct Counter {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var count = 0
        public init(count: Int = 0) { self.count = count }
    }

    public enum Action {
        case incrementTapped
        case delegate(Delegate)

        @CasePathable
        public enum Delegate {
            case reachedTen
        }
    }

    public init() {}

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementTapped:
                state.count += 1
                return state.count == 10 ? .send(.delegate(.reachedTen)) : .none
            case .delegate:
                return .none
            }
        }
    }
}

/// Where the library's screens lead: a public enum reducer, as a navigation destination is.
@Reducer
public enum Destination {
    case editor(NoteEditor)
    case counter(Counter)
    case alert(AlertState<Alert>)

    public enum Alert: Equatable {
        case discardTapped
    }
}

extension Destination.State: Equatable {}

/// A stack's screens: `@Reducer` makes the generated state `Sendable` (unchecked), which lets a
/// store or a test store hold a stack of them (docs/tca.md, "Sendable").
@Reducer
public enum Path {
    case counter(Counter)
    @ReducerCaseIgnored
    case summary(Summary)
}

public struct Summary: Equatable, Sendable {
    public var total: Int
}

extension Path.State: Equatable {}
