// MARK: - Effect

/// Work a reducer asks the store to do after it changed state: send more actions, run async work,
/// cancel earlier work.
///
/// An effect is a description; the store interprets it. `.none` and `.send` run synchronously on
/// the store and never allocate a `Task`; only `.run` (and the combinators built on it, such as
/// `concatenate` and `debounce`) start tasks, each tracked by the store until it finishes.
///
/// ```swift
/// case .searchChanged(let query):
///     state.query = query
///     return .run { send, deps in
///         let results = try await deps[SearchClient.self].search(query)
///         await send(.resultsReceived(results))
///     }
///     .debounce(id: CancelID.search, for: .milliseconds(300))
/// ```
public struct Effect<Action: Sendable>: Sendable {
    enum Operation: Sendable {
        case none
        case send(Action)
        case run(Run)
        case merge([Effect<Action>])
        case concatenate([Effect<Action>])
        indirect case cancellable(Effect<Action>, id: CancelID, cancelInFlight: Bool)
        case cancel(CancelID)
        indirect case throttle(Effect<Action>, id: CancelID, interval: Duration, latest: Bool)
    }

    /// The async body of a `.run` effect and what to do with the error it throws.
    struct Run: Sendable {
        var priority: TaskPriority?
        var operation: @Sendable (Send<Action>, Dependencies) async throws -> Void
        var handler: (@Sendable (any Error, Send<Action>) async -> Void)?
        /// What `operation` does, when it is only a timer: set by the effects the runtime
        /// builds itself (`send(_:after:)`, a debounce's wait), whose bodies it knows, so that
        /// a store can keep such an effect by value while it waits (`Store.suspendedEffects()`).
        /// A closure's own body is opaque: an effect without it is never captured.
        var timer: Timer?
    }

    /// A `.run` that only sleeps for `delay` on the store's clock, then sends `action` (or
    /// nothing): once asleep, its deadline and `action` are all that is left of it.
    struct Timer: Sendable {
        let delay: Duration
        let action: Action?
    }

    /// Holds a non-`none` operation. Boxing keeps `Effect` one pointer wide whatever `Action`
    /// is, so the `.none` checks on every action and every `Scope` level need no generic
    /// metadata (measured: metadata lookups were the largest cost of the fast path).
    @usableFromInline
    final class Box: Sendable {
        let operation: Operation

        init(_ operation: Operation) {
            self.operation = operation
        }
    }

    @usableFromInline
    let box: Box?

    @usableFromInline
    init(box: Box?) {
        self.box = box
    }

    init(_ operation: Operation) {
        if case .none = operation {
            self.box = nil
        } else {
            self.box = Box(operation)
        }
    }

    var operation: Operation { box?.operation ?? .none }

    /// Whether this is `.none`; the store's fast path checks it before interpreting anything.
    @inlinable
    var isNone: Bool { box == nil }
}

// MARK: - Building effects

extension Effect {
    /// Does nothing.
    @inlinable
    public static var none: Self { Self(box: nil) }

    /// Sends `action` right after the current action, before any action an async effect sends.
    ///
    /// This is how a child tells its parent what happened (a delegate action): the child returns
    /// `.send(.delegate(.saved(item)))`, the parent's reducer handles `.child(.delegate(…))`.
    public static func send(_ action: Action) -> Self { Self(.send(action)) }

    /// Runs async work that can send actions back.
    ///
    /// - Parameters:
    ///   - priority: the priority of the effect's task.
    ///   - operation: the work; it receives a `Send` and the store's dependencies.
    ///   - handler: called with any error the work throws except `CancellationError`. Without a
    ///     handler the store records the error in `unhandledEffectErrors`.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>, _ dependencies: Dependencies) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
    ) -> Self {
        Self(.run(Run(priority: priority, operation: operation, handler: handler)))
    }

    /// Sends `action` once `delay` has passed on the store's clock: a timer, such as a toast's
    /// that hides it.
    ///
    /// The same as `.run { send, dependencies in try await dependencies.clock.sleep(for: delay);
    /// await send(action) }`, down to the effect the store lists, except that the store knows
    /// what it does: while it waits, a checkpoint keeps it by value (its deadline and action),
    /// so exploration goes on from a state with the timer running without replaying its path.
    ///
    /// ```swift
    /// case .saved:
    ///     state.toast = "Saved"
    ///     return .send(.toastTimerElapsed, after: .seconds(2)).cancellable(id: CancelID.toast, cancelInFlight: true)
    /// ```
    public static func send(_ action: Action, after delay: Duration) -> Self {
        let operation: @Sendable (Send<Action>, Dependencies) async throws -> Void = { send, dependencies in
            try await dependencies.clock.sleep(for: delay)
            await send(action)
        }
        return Self(.run(Run(priority: nil, operation: operation, handler: nil, timer: Timer(delay: delay, action: action))))
    }

    /// Runs async work that can send actions back and needs no dependencies.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
    ) -> Self {
        Self(.run(Run(priority: priority, operation: { send, _ in try await operation(send) }, handler: handler)))
    }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: Self...) -> Self { merge(effects) }

    /// Runs all `effects` at the same time.
    public static func merge(_ effects: [Self]) -> Self {
        combining(effects, into: Operation.merge)
    }

    /// Runs `effects` one after the other; each starts when everything the previous one started
    /// has finished. Cancelling the concatenation stops it.
    public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

    /// Runs `effects` one after the other.
    public static func concatenate(_ effects: [Self]) -> Self {
        combining(effects, into: Operation.concatenate)
    }

    /// `effects` without their `.none`s: nothing, the one left, or `operation` over them all.
    private static func combining(_ effects: [Self], into operation: ([Self]) -> Operation) -> Self {
        let live = effects.filter { !$0.isNone }
        switch live.count {
        case 0: return .none
        case 1: return live[0]
        default: return Self(operation(live))
        }
    }

    /// Cancels every in-flight effect marked cancellable with `id`.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(.cancel(CancelID(id)))
    }

    /// Runs this effect together with `other`.
    public func merge(with other: Self) -> Self { .merge(self, other) }

    /// Runs `other` after this effect.
    public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

    /// Marks this effect as cancellable by `id`.
    ///
    /// - Parameter cancelInFlight: cancel effects already running under `id` before starting.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        if isNone && !cancelInFlight { return self }
        return Self(.cancellable(self, id: CancelID(id), cancelInFlight: cancelInFlight))
    }
}
