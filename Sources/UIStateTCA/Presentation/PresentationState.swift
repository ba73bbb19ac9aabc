public import UIStateTesting

// MARK: - PresentationState

/// The state of a feature a parent presents (a sheet, an alert, a pushed screen): `nil` while
/// nothing is presented. Declared as TCA declares it, and driven by
/// `ifLet(\.$destination, action: /Action.destination)`.
///
/// ```swift
/// struct State: Equatable {
///     @PresentationState var editor: Editor.State?
///     @PresentationState var alert: AlertState<Action.Alert>?
/// }
/// ```
///
/// On the wire it is its value: the presented state, or `null`; a state missing the member
/// decodes as nothing presented.
@propertyWrapper
public struct PresentationState<State> {
    /// The presented feature's state, `nil` when nothing is presented.
    public var wrappedValue: State?

    public init(wrappedValue: State?) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, which `ifLet(\.$destination, …)` reaches through `$destination`.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Encodable where State: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension PresentationState: Decodable where State: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: try container.decode(State?.self))
    }
}

extension KeyedDecodingContainer {
    /// A state whose presentation member is missing decodes with nothing presented, as a plain
    /// optional member would.
    public func decode<State: Decodable>(
        _ type: PresentationState<State>.Type,
        forKey key: Key
    ) throws -> PresentationState<State> {
        try decodeIfPresent(type, forKey: key) ?? PresentationState(wrappedValue: nil)
    }
}

extension PresentationState: TestDumpable {
    /// A test failure shows the presented state, as the property reads.
    public var testDumpValue: Any { wrappedValue as Any }
}

// MARK: - Ephemeral state

/// State that disappears by itself once the user acts on it: an alert or a confirmation dialog
/// is dismissed by any of its buttons, so `ifLet` clears it after any action it sends.
///
/// `Action` is what its buttons send: an `@Reducer` enum's `@ReducerCaseEphemeral` case acts
/// with it (a generic parameter named `Action`, as `AlertState<Action>` has, is the witness).
public protocol EphemeralState {
    associatedtype Action
}

// MARK: - Reaching one case of a destination

extension PresentationState {
    /// The presented state as the case `path` names, for a destination enum:
    /// `$0.$destination[case: /Destination.State.editor]?.text = "Milk"` in a test.
    public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
        get { wrappedValue.flatMap(path.extract) }
        set {
            guard let newValue, wrappedValue.flatMap(path.extract) != nil else { return }
            wrappedValue = path.embed(newValue)
        }
    }
}
