// MARK: - Result's cases

extension Result: CasePathable {
    /// Case paths of `success` and `failure`, so a test receives a response by its outcome:
    /// `await store.receive(\.factResponse.success) { … }`, as swift-case-paths declares them.
    public struct AllCasePaths: Sendable {
        public var success: AnyCasePath<Result, Success> {
            AnyCasePath(embed: { .success($0) }, extract: { root in
                guard case .success(let value) = root else { return nil }
                return value
            })
        }

        public var failure: AnyCasePath<Result, Failure> {
            AnyCasePath(embed: { .failure($0) }, extract: { root in
                guard case .failure(let error) = root else { return nil }
                return error
            })
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
