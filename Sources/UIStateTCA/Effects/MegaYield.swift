// MARK: - Task.megaYield

extension Task where Success == Never, Failure == Never {
    /// Yields `count` times, as TCA tests and features call it to let other tasks run.
    ///
    /// Our test store needs none of it: `send`, `receive` and `TestClock.advance` wait until the
    /// store's effects have settled, so nothing a test asserts depends on how often it yielded.
    /// It is here so code that calls it compiles, and does what it says.
    public static func megaYield(count: Int = 20) async {
        for _ in 0..<max(count, 0) {
            await Task<Never, Never>.yield()
        }
    }
}
