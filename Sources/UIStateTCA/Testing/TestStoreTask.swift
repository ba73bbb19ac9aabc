// MARK: - TestStoreTask

/// The effects one `send` started, as a test can cancel or wait for them:
///
/// ```swift
/// let task = await store.send(.onAppear)   // starts a long-living effect
/// …
/// await task.cancel()                      // as the view disappearing would
/// ```
public struct TestStoreTask: Hashable, Sendable {
    let effects: [EffectID]
    private let cancelAll: @Sendable () async -> Void
    private let inFlight: @Sendable () async -> [EffectID]
    private let settle: @Sendable (Duration) async -> Void
    private let reporter: FailureReporter
    private let timeout: Duration

    init<R: Reducer>(effects: [EffectID], store: StoreRuntime.Store<R>, reporter: FailureReporter, timeout: Duration) {
        self.effects = effects
        let ids = Set(effects)
        self.cancelAll = { [weak store] in
            for id in ids { await store?.cancelEffect(id) }
        }
        self.inFlight = { [weak store] in
            guard let store else { return [] }
            return await store.effects.map(\.id).filter(ids.contains)
        }
        self.settle = { [weak store] timeout in try? await store?.settle(timeout: timeout) }
        self.reporter = reporter
        self.timeout = timeout
    }

    /// Cancels the effects and waits for them to unwind.
    public func cancel() async {
        await cancelAll()
        await settle(timeout)
    }

    /// Whether every effect of the send has been cancelled or has finished.
    public var isCancelled: Bool {
        get async { await inFlight().isEmpty }
    }

    /// Waits until the effects finish; fails when one is still in flight after `timeout` or
    /// waits on the test clock (which only the test can move).
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await settle(timeout ?? self.timeout)
        let left = await inFlight()
        guard !left.isEmpty else { return }
        reporter.fail(
            "Expected the effects of this send to finish, but \(left.count == 1 ? "one is" : "\(left.count) are") still in flight.\n\nAdvance the test clock to let \(left.count == 1 ? "it" : "them") finish, or cancel with `await task.cancel()`.",
            fileID: fileID, file: filePath, line: line, column: column
        )
    }

    public static func == (lhs: TestStoreTask, rhs: TestStoreTask) -> Bool {
        lhs.effects == rhs.effects
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(effects)
    }
}
