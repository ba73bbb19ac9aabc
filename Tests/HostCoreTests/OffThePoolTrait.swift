import RPCTestSupport
import Testing

/// Runs each test of a suite on a thread of its own, the effects of its stores included
/// (`runOffPool`): these tests drive stores in this process, and a debounce that must reach its
/// clock before a dispatch settles would otherwise wait for one of the pool's two threads behind
/// every other test (a settle once gave up after 10 s so).
struct OffThePoolTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites get the scope too; only a test's body needs to move.
        guard testCase != nil || !test.isSuite else { return try await function() }
        // `runOffPool` takes a closure it may keep; it awaits this one before it returns.
        try await withoutActuallyEscaping(function) { body in
            try await runOffPool { try await body() }
        }
    }
}

extension Trait where Self == OffThePoolTrait {
    /// Each test, and the effects of the stores it drives, on a thread of its own.
    static var offThePool: Self { OffThePoolTrait() }
}
