// MARK: - unimplemented

/// A function that fails the test that calls it: what a client's test value is made of, so a
/// test that reaches an endpoint it did not override says which one.
///
/// ```swift
/// static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
/// ```
///
/// The failure names `description` and is reported at the test store whose effect made the
/// call; the function then throws `UnimplementedError` (or, when it cannot throw, returns
/// `placeholder`).
public func unimplemented<Result>(
    _ description: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable () async throws -> Result {
    { throw UnimplementedError.reported(description, fileID: fileID, line: line) }
}

/// An unimplemented function of one argument.
public func unimplemented<A, Result>(
    _ description: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A) async throws -> Result {
    { _ in throw UnimplementedError.reported(description, fileID: fileID, line: line) }
}

/// An unimplemented function of two arguments.
public func unimplemented<A, B, Result>(
    _ description: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B) async throws -> Result {
    { _, _ in throw UnimplementedError.reported(description, fileID: fileID, line: line) }
}

/// An unimplemented function of three arguments.
public func unimplemented<A, B, C, Result>(
    _ description: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A, B, C) async throws -> Result {
    { _, _, _ in throw UnimplementedError.reported(description, fileID: fileID, line: line) }
}

/// An unimplemented function that cannot throw: it reports the call and returns `placeholder`.
public func unimplemented<Result: Sendable>(
    _ description: String = "",
    placeholder: Result,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable () async -> Result {
    {
        UnimplementedError.report(description, fileID: fileID, line: line)
        return placeholder
    }
}

/// An unimplemented function of one argument that cannot throw.
public func unimplemented<A, Result: Sendable>(
    _ description: String = "",
    placeholder: Result,
    fileID: StaticString = #fileID,
    line: UInt = #line
) -> @Sendable (A) async -> Result {
    { _ in
        UnimplementedError.report(description, fileID: fileID, line: line)
        return placeholder
    }
}

/// What an unimplemented function throws after reporting the call.
public struct UnimplementedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the function stands for, as given to `unimplemented(_:)`.
    public let endpoint: String

    public var description: String {
        "unimplemented: \(endpoint.isEmpty ? "an endpoint" : endpoint)"
    }

    /// Reports a call of `endpoint` and returns the error to throw: what `@DependencyClient`'s
    /// unimplemented endpoints run.
    public static func called(_ endpoint: String, fileID: StaticString = #fileID, line: UInt = #line) -> UnimplementedError {
        reported(endpoint, fileID: fileID, line: line)
    }

    /// Reports a call of `endpoint`, for an unimplemented endpoint that returns nothing.
    public static func reportCall(_ endpoint: String, fileID: StaticString = #fileID, line: UInt = #line) {
        report(endpoint, fileID: fileID, line: line)
    }

    static func reported(_ endpoint: String, fileID: StaticString, line: UInt) -> UnimplementedError {
        report(endpoint, fileID: fileID, line: line)
        return UnimplementedError(endpoint: endpoint)
    }

    static func report(_ endpoint: String, fileID: StaticString, line: UInt) {
        let name = endpoint.isEmpty ? "An unimplemented endpoint" : "Unimplemented: \(endpoint)"
        Dependencies.current.reportIssue?(
            "\(name) was called (declared at \(fileID):\(line)). Override it for this test, for example `store.dependencies.client.endpoint = { … }`."
        )
    }
}
