import XCTest

/// A test case that keeps the failures XCTest would record instead of failing, for tests of
/// what a test store reports: `captured.all` lists them, with their file and line.
///
/// A test that never looks at `captured` has its failures recorded after all when it ends, so
/// a subclass cannot hide a failure it did not mean to check. XCTest on Linux reports every
/// failure through `recordFailure(withDescription:inFile:atLine:expected:)`, from whatever
/// thread failed, so the list is kept behind a lock.
class FailureCapturingTestCase: XCTestCase {
    let captured = CapturedFailures()

    override nonisolated func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard captured.isCapturing else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append(.init(message: description, file: filePath, line: lineNumber))
    }

    override nonisolated func tearDown() {
        for failure in captured.stopCapturing() {
            super.recordFailure(withDescription: failure.message, inFile: failure.file, atLine: failure.line, expected: true)
        }
        super.tearDown()
    }
}

/// The failures a `FailureCapturingTestCase` kept, in order.
final class CapturedFailures: @unchecked Sendable {
    // @unchecked: every member is read and written only under `lock`.
    struct Failure { let message: String; let file: String; let line: Int }
    private let lock = NSLock()
    private var failures: [Failure] = []
    private var wasRead = false
    private var capturing = true

    var isCapturing: Bool { lock.withLock { capturing } }

    func append(_ failure: Failure) { lock.withLock { failures.append(failure) } }

    /// The failures so far; reading them is what makes the test responsible for them.
    var all: [Failure] {
        lock.withLock {
            wasRead = true
            return failures
        }
    }

    /// Ends capturing; the failures nobody read, which the test must still fail with.
    func stopCapturing() -> [Failure] {
        lock.withLock {
            capturing = false
            return wasRead ? [] : failures
        }
    }
}
