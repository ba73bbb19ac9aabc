// MARK: - Receiving actions from effects

extension TestStore where Action: Equatable {
    /// Asserts that the next action an effect sent is `expectedAction`, and checks the state it
    /// left. Waits for it up to `timeout` when effects run on something other than the test clock.
    nonisolated(nonsending) public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = site(fileID, filePath, line, column)
        await underlying().receive(
            expectedAction, timeout: timeout, assert: updateStateToExpectedResult,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }
}

extension TestStore {
    /// Asserts that the next action an effect sent satisfies `isMatching`.
    nonisolated(nonsending) public func receive(
        _ isMatching: (_ action: Action) -> Bool,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = site(fileID, filePath, line, column)
        await underlying().receive(
            where: isMatching, timeout: timeout, assert: updateStateToExpectedResult,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }

    /// Asserts that the next action an effect sent is the case `actionCase` names, whatever its
    /// payload: `await store.receive(/Feature.Action.factResponse) { … }`.
    nonisolated(nonsending) public func receive<Value>(
        _ actionCase: AnyCasePath<Action, Value>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = site(fileID, filePath, line, column)
        await underlying().receive(
            actionCase, timeout: timeout, assert: updateStateToExpectedResult,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }

    /// Asserts that the next action an effect sent is the case `actionCase` names carrying
    /// `value`.
    nonisolated(nonsending) public func receive<Value: Equatable>(
        _ actionCase: AnyCasePath<Action, Value>,
        _ value: Value,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = site(fileID, filePath, line, column)
        await underlying().receive(
            actionCase, value, timeout: timeout, assert: updateStateToExpectedResult,
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
        )
    }
}

// MARK: - Timeouts in nanoseconds

extension TestStore where Action: Equatable {
    /// `receive(_:timeout:assert:)` with the timeout in nanoseconds, as TCA 1.x also accepts.
    nonisolated(nonsending) public func receive(
        _ expectedAction: Action,
        timeout nanoseconds: UInt64,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            expectedAction, timeout: .nanoseconds(nanoseconds), assert: updateStateToExpectedResult,
            fileID: fileID, file: filePath, line: line, column: column
        )
    }
}
