// MARK: - Sending, finishing, skipping

extension TestStore {
    /// Sends `action` and checks the state it leaves: `updateStateToExpectedResult` receives the
    /// state before the action and must make it the state after.
    ///
    /// - Returns: the effects the action started, to cancel or wait for.
    @discardableResult
    nonisolated(nonsending) public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        let site = site(fileID, filePath, line, column)
        let store = underlying()
        guard !isDismissed else {
            reporter.fail("Can't send action to dismissed test store.", fileID: fileID, file: filePath, line: line, column: column)
            return TestStoreTask(effects: [], store: store.store, reporter: reporter, timeout: store.timeout)
        }
        let result = await store.send(
            action, assert: updateStateToExpectedResult,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
        return TestStoreTask(effects: result.effectsStarted, store: store.store, reporter: reporter, timeout: store.timeout)
    }

    /// Checks the store's state as it is now, without sending anything: the closure receives
    /// the current state and must leave it as it is, as TCA's `store.assert { … }`.
    public func assert(
        _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = site(fileID, filePath, line, column)
        underlying().assert(
            updateStateToExpectedResult,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }

    /// Waits for the effects still running, then fails for every action they sent that no
    /// `receive` asserted and every effect still in flight (exhaustive mode).
    nonisolated(nonsending) public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = site(fileID, filePath, line, column)
        await underlying().finish(timeout: timeout, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    /// Drops the actions effects sent that no `receive` asserted.
    ///
    /// - Parameter strict: fail when there is nothing to skip (an outdated call).
    nonisolated(nonsending) public func skipReceivedActions(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let store = underlying()
        if strict, await store.unassertedReceivedActionCount() == 0 {
            reporter.fail(
                "There were no received actions to skip.\n\nRemove the call, or pass `strict: false`.",
                fileID: fileID, file: filePath, line: line, column: column
            )
            return
        }
        await store.skipReceivedActions()
    }

    /// Cancels the effects still in flight, so that `finish` and the end of the test do not
    /// report them.
    ///
    /// - Parameter strict: fail when no effect is in flight (an outdated call).
    nonisolated(nonsending) public func skipInFlightEffects(
        strict: Bool = true,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let store = underlying()
        try? await store.store.settle(timeout: store.timeout)
        if strict, await store.store.effects.isEmpty {
            reporter.fail(
                "There were no in-flight effects to skip.\n\nRemove the call, or pass `strict: false`.",
                fileID: fileID, file: filePath, line: line, column: column
            )
            return
        }
        await store.skipInFlightEffects()
    }
}
