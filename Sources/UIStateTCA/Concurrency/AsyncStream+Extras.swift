// MARK: - Streams as TCA tests make them

extension AsyncStream where Element: Sendable {
    /// A stream that never produces an element and never ends (until its task is cancelled).
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that ends at once.
    public static var finished: Self {
        Self { $0.finish() }
    }
}

extension AsyncThrowingStream where Element: Sendable, Failure == any Error {
    /// A stream that never produces an element and never ends (until its task is cancelled).
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that ends at once.
    public static var finished: Self {
        Self { $0.finish() }
    }

    /// A stream that ends at once, with `error` if one is given: `{ _ in .finished() }` as a
    /// client's default endpoint.
    public static func finished(throwing error: Failure? = nil) -> Self {
        Self { $0.finish(throwing: error) }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// This sequence as an `AsyncStream`, for a client whose endpoint returns one.
    public func eraseToStream() -> AsyncStream<Element> {
        AsyncStream { continuation in
            let task = Task {
                do {
                    for try await element in self { continuation.yield(element) }
                } catch {}
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// This sequence as an `AsyncThrowingStream`, passing its error on.
    public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await element in self { continuation.yield(element) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
