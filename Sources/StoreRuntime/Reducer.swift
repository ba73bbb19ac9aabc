// MARK: - Reducer

/// A feature's logic: how an action changes state and which effects it starts.
///
/// Conform by implementing either `reduce(into:action:)` or `body`, as in TCA:
///
/// ```swift
/// struct Counter: Reducer {
///     struct State: Equatable, Sendable { var count = 0 }
///     enum Action: Sendable { case incrementButtonTapped }
///
///     var body: some Reducer<State, Action> {
///         Reduce { state, action in
///             switch action {
///             case .incrementButtonTapped:
///                 state.count += 1
///                 return .none
///             }
///         }
///     }
/// }
/// ```
///
/// Reducers are pure: they read dependencies through `Dependencies.current` (set by the store
/// while it runs a reducer) or receive them in `.run` effects, never from globals.
public protocol Reducer<State, Action>: ReducerSignature where Action: Sendable {
    /// The feature's state.
    associatedtype State
    /// What can happen in the feature, named for what happened (`saveButtonTapped`).
    associatedtype Action
    /// The reducer `body` builds; `Never` when `reduce(into:action:)` is implemented instead.
    associatedtype Body

    /// Applies `action` to `state` and returns the effects to run.
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this feature is made of, run in order.
    @ReducerBuilder<State, Action>
    var body: Body { get }

    /// This reducer with every `body` evaluated once, which the store runs.
    ///
    /// `body` is a computed property, so running a reducer through it rebuilds the whole tree of
    /// `Scope`s and case paths for every action (measured: about 2 µs per `Scope` level). The
    /// store calls `prepared()` once instead. Combinators prepare their children; a reducer that
    /// implements `reduce(into:action:)` is used as it is. Features never need to implement it.
    func prepared() -> Reduce<State, Action>
}

/// A reducer's state and action types, with nothing required of them: what a type alias naming
/// a reducer's actions (`IdentifiedActionOf<Nested>`) constrains its argument to.
///
/// A recursive feature names its own reducer inside its action enum
/// (`indirect case rows(IdentifiedActionOf<Nested>)`). Were that alias constrained to `Reducer`,
/// resolving it would check `Nested: Reducer`, whose `Action: Sendable` needs the very enum being
/// declared: a circular reference. Through this protocol it needs only the two types.
public protocol ReducerSignature {
    associatedtype State
    associatedtype Action
}

extension Reducer {
    /// A reducer that implements `reduce(into:action:)` runs as it is.
    @inlinable
    public func prepared() -> Reduce<State, Action> {
        Reduce(self)
    }
}

extension Reducer where Body == Never {
    /// A reducer that implements `reduce(into:action:)` has no body; the store never asks for it.
    public var body: Body {
        // Our own invariant, not reachable from input: `reduce` of such a reducer never reads it.
        preconditionFailure("\(Self.self) implements reduce(into:action:) and has no body")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// Runs `body`.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }

    /// Evaluates `body` once and prepares it.
    ///
    /// A feature that nests itself (a row of an outline is an outline: `.forEach(\.rows, …) {
    /// Self() }`) would prepare forever, so a reducer met again while it is being prepared is
    /// left as it is: it evaluates its `body` each time it runs, as any reducer could.
    @inlinable
    public func prepared() -> Reduce<State, Action> {
        ReducerPreparation.prepare(Self.self, recursive: { Reduce(self) }, body: { body.prepared() })
    }
}

// MARK: - ReducerPreparation

/// The reducer types being prepared on this task, to notice a reducer that contains itself.
@usableFromInline
enum ReducerPreparation {
    @TaskLocal static var types: Set<ObjectIdentifier> = []

    /// `body()`, or `recursive()` when `type` is already being prepared further out.
    @usableFromInline
    static func prepare<T>(_ type: Any.Type, recursive: () -> T, body: () -> T) -> T {
        let id = ObjectIdentifier(type)
        guard !types.contains(id) else { return recursive() }
        return $types.withValue(types.union([id])) { body() }
    }
}
