// MARK: - Sending and receiving by case key path

extension TestStore {
    /// Sends the case a case key path names, built from `value`:
    /// `await store.send(\.destination.add.textChanged, "Milk")`.
    @discardableResult
    nonisolated(nonsending) public func send<Value>(
        _ action: CaseKeyPath<Action, Value>,
        _ value: Value,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        await send(
            action(value), assert: updateStateToExpectedResult,
            fileID: fileID, file: filePath, line: line, column: column
        )
    }

    /// Sends the case without a payload a case key path names:
    /// `await store.send(\.todos[id: 1].toggleTapped)`.
    @discardableResult
    nonisolated(nonsending) public func send(
        _ action: CaseKeyPath<Action, Void>,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        await send(
            action(()), assert: updateStateToExpectedResult,
            fileID: fileID, file: filePath, line: line, column: column
        )
    }

    /// Asserts that the next action an effect sent is the case a case key path names, whatever
    /// its payload: `await store.receive(\.child.delegate.done) { … }`.
    nonisolated(nonsending) public func receive<Value>(
        _ actionCase: CaseKeyPath<Action, Value>,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            AnyCasePath(actionCase), timeout: timeout, assert: updateStateToExpectedResult,
            fileID: fileID, file: filePath, line: line, column: column
        )
    }

    /// Asserts that the next action an effect sent is the case a case key path names carrying
    /// `value`: `await store.receive(\.factResponse, "0 is a good number.") { … }`.
    nonisolated(nonsending) public func receive<Value: Equatable>(
        _ actionCase: CaseKeyPath<Action, Value>,
        _ value: Value,
        timeout: Duration? = nil,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await receive(
            AnyCasePath(actionCase), value, timeout: timeout, assert: updateStateToExpectedResult,
            fileID: fileID, file: filePath, line: line, column: column
        )
    }
}
