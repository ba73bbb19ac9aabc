// MARK: - TaskResult

/// The outcome of async work an effect did, as an action can carry it:
/// `case searchResponse(TaskResult<[Result]>)`.
///
/// ```swift
/// return .run { [query = state.query] send in
///     await send(.searchResponse(TaskResult { try await client.search(query) }))
/// }
/// ```
///
/// Unlike `Result<Success, any Error>`, it is `Equatable` when `Success` is, so actions carrying it
/// can be compared in tests: two failures are equal when their errors are of one type and equal,
/// by `==` when that type is `Equatable` and by their descriptions otherwise.
public enum TaskResult<Success: Sendable>: Sendable {
    case success(Success)
    case failure(any Error)

    /// The value `body` returns, or the error it throws.
    public init(catching body: @Sendable () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    /// The same outcome as `result`.
    public init<Failure: Error>(_ result: Result<Success, Failure>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// The success value; throws the failure's error.
    public var value: Success {
        get throws {
            switch self {
            case .success(let value): return value
            case .failure(let error): throw error
            }
        }
    }

    /// A success's value transformed; a failure as it is.
    public func map<NewSuccess: Sendable>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
        switch self {
        case .success(let value): .success(transform(value))
        case .failure(let error): .failure(error)
        }
    }

    /// The outcome `transform` gives for a success's value; a failure as it is.
    public func flatMap<NewSuccess: Sendable>(_ transform: (Success) -> TaskResult<NewSuccess>) -> TaskResult<NewSuccess> {
        switch self {
        case .success(let value): transform(value)
        case .failure(let error): .failure(error)
        }
    }
}

extension Result where Success: Sendable, Failure == any Error {
    /// The same outcome as `result`.
    public init(_ result: TaskResult<Success>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }
}

// MARK: - Equality

extension TaskResult: Equatable where Success: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.success(let lhs), .success(let rhs)): lhs == rhs
        case (.failure(let lhs), .failure(let rhs)): ErrorComparison.areEqual(lhs, rhs)
        default: false
        }
    }
}

extension TaskResult: Hashable where Success: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .success(let value):
            hasher.combine(0)
            hasher.combine(value)
        case .failure(let error):
            hasher.combine(1)
            ErrorComparison.hash(error, into: &hasher)
        }
    }
}

/// How `TaskResult` compares and hashes the errors of failures, which are `any Error` and so
/// have no `==` of their own.
enum ErrorComparison {
    /// Errors of one type, equal by `==` when the type is `Equatable`, else by description.
    static func areEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        // Through `Any`: the compiler takes a cast between protocol existentials to always succeed.
        if let lhs = (lhs as Any) as? any Equatable { return isEqual(lhs, rhs) }
        return String(describing: lhs) == String(describing: rhs)
    }

    /// Hashes what `areEqual` compares: the type, and the value when it is `Hashable`, or the
    /// description when it is not `Equatable` (an `Equatable` error's `==` may ignore it).
    static func hash(_ error: any Error, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: error)))
        if let error = (error as Any) as? any Hashable {
            hasher.combine(AnyHashable(error))
        } else if !((error as Any) is any Equatable) {
            hasher.combine(String(describing: error))
        }
    }

    private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: any Error) -> Bool {
        guard let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}
