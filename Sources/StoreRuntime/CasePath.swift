// MARK: - CasePath

/// Addresses one case of an enum: how to build the enum from the case's payload, and how to get
/// the payload back out.
///
/// Swift has no case key paths without macros, so child actions are addressed with this small
/// explicit value. `Scope`, `ifLet` and `forEach` use it to route a parent action to a child and
/// to lift the child's effects back into the parent.
///
/// ```swift
/// static let counter = CasePath<AppFeature.Action, Counter.Action>(
///     embed: { .counter($0) },
///     extract: { if case let .counter(action) = $0 { action } else { nil } }
/// )
/// ```
public struct CasePath<Root, Value>: Sendable {
    /// Wraps a payload into its case.
    public let embed: @Sendable (Value) -> Root
    /// Returns the payload when `root` is this case, otherwise `nil`.
    public let extract: @Sendable (Root) -> Value?

    /// Creates a case path from its two directions.
    public init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.embed = embed
        self.extract = extract
    }

    /// Chains this path with one that goes one level deeper.
    public func appending<Deeper>(_ next: CasePath<Value, Deeper>) -> CasePath<Root, Deeper> {
        let outer = self
        return CasePath<Root, Deeper>(
            embed: { outer.embed(next.embed($0)) },
            extract: { outer.extract($0).flatMap(next.extract) }
        )
    }
}
