import Synchronization
import Testing
import UIStateTesting
import XCTest

// MARK: - Reporting failures to the test runner that runs the test

/// Sends a test store's failures to whichever runner is running the test: a Swift Testing issue
/// inside a `@Test`, an XCTest failure otherwise (TCA's tests are `XCTestCase`s), each at the
/// line of the `send`, `receive` or `finish` it belongs to.
///
/// XCTest takes the file as a `StaticString`, which cannot be made from the `String` a failure
/// carries, so each call site's `StaticString` is remembered under its text.
final class FailureReporter: Sendable {
    private let files = Mutex<[String: StaticString]>([:])
    private let creationFile: StaticString

    init(creationFile: StaticString) {
        self.creationFile = creationFile
        _ = remember(creationFile)
    }

    /// The text of `file`, remembered so a failure at it can be reported to XCTest.
    func remember(_ file: StaticString) -> String {
        let text = "\(file)"
        files.withLock { $0[text] = file }
        return text
    }

    /// Reports `message` as a failure at the call site given in the caller's own terms.
    func fail(_ message: String, fileID: StaticString, file filePath: StaticString, line: UInt, column: UInt) {
        report(TestStoreFailure(
            message: message, fileID: "\(fileID)", filePath: remember(filePath), line: Int(line), column: Int(column)
        ))
    }

    func report(_ failure: TestStoreFailure) {
        if Test.current != nil {
            recordIssue(failure)
            return
        }
        let file = files.withLock { $0[failure.filePath] } ?? creationFile
        switch failure.kind {
        case .failure:
            XCTFail(failure.message, file: file, line: UInt(failure.line))
        case .skippedAssertion:
            // XCTest on Linux has no expected failures: a skipped assertion is shown, not failed.
            FileHandle.standardError.write(Data("\(failure.filePath):\(failure.line): note: \(failure.message)\n".utf8))
        }
    }
}
