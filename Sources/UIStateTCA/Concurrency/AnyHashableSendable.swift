// MARK: - AnyHashableSendable

/// A type-erased value that is both `Hashable` and `Sendable`, as swift-concurrency-extras
/// spells it: an id of any type a feature keeps in state or uses to cancel an effect
/// (`.cancellable(id: CancelID(id: AnyHashableSendable(state.id)))`), where `AnyHashable` is not
/// `Sendable`.
///
/// Two values are equal when their bases are of one type and equal, as with `AnyHashable`.
public struct AnyHashableSendable: Hashable, Sendable {
    /// The value erased.
    public let base: any Hashable & Sendable

    /// Erases `base`; erasing an `AnyHashableSendable` again keeps the value it holds.
    public init(_ base: some Hashable & Sendable) {
        if let erased = base as? AnyHashableSendable {
            self = erased
        } else {
            self.base = base
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension AnyHashableSendable: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { String(describing: base) }
    public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    public init(booleanLiteral value: Bool) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(value) }
    public init(floatLiteral value: Double) { self.init(value) }
    public init(stringLiteral value: String) { self.init(value) }
}
