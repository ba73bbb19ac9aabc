@_exported public import StoreRuntime
import Testing

// MARK: - Swift Testing adapter

/// Records a test store failure as a Swift Testing issue at the call site it names; skipped
/// assertions (non-exhaustive mode) become warnings.
///
/// ```swift
/// let store = TestStore(initialState: Counter.State(), reducer: Counter(), onFailure: recordIssue)
/// ```
@Sendable
public func recordIssue(_ failure: TestStoreFailure) {
    let location = SourceLocation(fileID: failure.fileID, filePath: failure.filePath, line: failure.line, column: failure.column)
    Issue.record(
        Comment(rawValue: failure.message),
        severity: failure.kind == .failure ? .error : .warning,
        sourceLocation: location
    )
}

extension TestStore {
    /// Creates a test store whose failures are Swift Testing issues.
    ///
    /// ```swift
    /// @Test func incrementing() async {
    ///     let store = TestStore(initialState: Counter.State(), reducer: Counter())
    ///     await store.send(.incrementButtonTapped) { $0.count = 1 }
    ///     await store.finish()
    /// }
    /// ```
    public convenience init(
        initialState: State,
        reducer: sending R,
        environment: any Sendable = (),
        dependencies: Dependencies = .test(),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            initialState: initialState, reducer: reducer, environment: environment, dependencies: dependencies,
            onFailure: recordIssue, fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}
