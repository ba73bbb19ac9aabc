// MARK: - Result from async work

extension Result where Failure == any Error {
    /// The value `body` returns, or the error it throws, as swift-concurrency-extras adds it:
    /// `await send(.factResponse(Result { try await factClient.fetch(count) }))`.
    public init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
