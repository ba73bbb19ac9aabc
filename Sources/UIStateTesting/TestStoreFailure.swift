// MARK: - TestStoreFailure

/// A failed (or skipped) assertion of a `TestStore`, with the call site it belongs to.
///
/// The test store reports failures to the handler it was created with, so it works under any
/// runner: `StoreTestSupport` records them as Swift Testing issues, and a test of the test store
/// itself collects them to check their text.
///
/// ```swift
/// let store = TestStore(initialState: Counter.State(), reducer: Counter()) { failure in
///     print("\(failure.fileID):\(failure.line): \(failure.message)")
/// }
/// ```
public struct TestStoreFailure: Sendable, Equatable, CustomStringConvertible {
    /// Whether the test should fail.
    public enum Kind: Sendable, Equatable {
        /// An assertion did not hold.
        case failure
        /// Non-exhaustive mode with `showSkippedAssertions`: something was not asserted. Runners
        /// should show it without failing the test.
        case skippedAssertion
    }

    /// What went wrong and what to do about it.
    public let message: String
    /// A failure, or a skipped assertion to show as a warning.
    public let kind: Kind
    /// The `#fileID` of the `send`, `receive` or `finish` call the failure belongs to.
    public let fileID: String
    /// The `#filePath` of that call.
    public let filePath: String
    /// The `#line` of that call.
    public let line: Int
    /// The `#column` of that call.
    public let column: Int

    /// Creates a failure.
    public init(message: String, kind: Kind = .failure, fileID: String, filePath: String, line: Int, column: Int) {
        self.message = message
        self.kind = kind
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String {
        "\(fileID):\(line):\(column): \(kind == .failure ? "failure" : "skipped assertion"): \(message)"
    }
}

// MARK: - CallSite

/// Where a test store method was called, forwarded into the failures it reports.
struct CallSite: Sendable {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    func failure(_ message: String, kind: TestStoreFailure.Kind = .failure) -> TestStoreFailure {
        TestStoreFailure(message: message, kind: kind, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
