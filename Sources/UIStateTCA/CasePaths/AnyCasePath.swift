// MARK: - AnyCasePath

/// TCA's name for a case path that is a value (an embed and an extract function). The runtime's
/// `CasePath` is exactly that, so the two names are one type.
public typealias AnyCasePath = CasePath

extension CasePath {
    /// The payload when `root` is this case, otherwise `nil`.
    @inlinable
    public func extract(from root: Root) -> Value? {
        extract(root)
    }

    /// `root` with `value` put back into this case, if `root` is this case; `root` otherwise.
    public func modify(_ root: inout Root, _ body: (inout Value) throws -> Void) rethrows {
        guard var value = extract(root) else { return }
        try body(&value)
        root = embed(value)
    }
}

// MARK: - Pattern matching

/// `case /Action.child:` in a `switch` over actions.
public func ~= <Root, Value>(pattern: CasePath<Root, Value>, value: Root) -> Bool {
    pattern.extract(value) != nil
}
