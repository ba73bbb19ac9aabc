// MARK: - Send

/// Sends actions from an effect back into the store that started it.
///
/// Calling it suspends until the store has processed the action (and anything that action queued
/// synchronously), so an effect's later code sees the state after it. An effect that has been
/// cancelled sends nothing: the action is dropped, as in TCA.
public struct Send<Action: Sendable>: Sendable {
    private let body: @Sendable (Action) async -> Void

    /// Creates a sender from a closure; the store builds these, tests may too.
    public init(_ body: @escaping @Sendable (Action) async -> Void) {
        self.body = body
    }

    /// Sends `action` to the store unless the current task is cancelled.
    public func callAsFunction(_ action: Action) async {
        guard !Task.isCancelled else { return }
        await body(action)
    }

    /// A sender for a child's actions that wraps each in the parent's action.
    func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
        let body = self.body
        return Send<Child> { await body(transform($0)) }
    }
}
