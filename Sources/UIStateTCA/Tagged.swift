import Foundation

// MARK: - Tagged

/// A value of `RawValue` told apart by `Tag` at compile time, as Point-Free's swift-tagged spells
/// it, which TCA apps use for their model ids (`let id: Tagged<Self, UUID>`): a `SyncUp.ID` and
/// an `Attendee.ID` are both UUIDs and cannot be mixed up.
///
/// It encodes as its raw value alone, so a hosted feature's state reads on the wire as the plain
/// id, and it is everything its raw value is: `Hashable`, `Comparable`, `Codable`, `Sendable`,
/// a literal.
@dynamicMemberLookup
public struct Tagged<Tag, RawValue>: RawRepresentable {
    public var rawValue: RawValue

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<RawValue, Value>) -> Value {
        rawValue[keyPath: keyPath]
    }

    /// The same tag on a transformed raw value.
    public func map<Other>(_ transform: (RawValue) throws -> Other) rethrows -> Tagged<Tag, Other> {
        Tagged<Tag, Other>(rawValue: try transform(rawValue))
    }

    /// The same raw value under another tag.
    public func coerced<Other>(to _: Other.Type) -> Tagged<Other, RawValue> {
        Tagged<Other, RawValue>(rawValue: rawValue)
    }
}

extension Tagged where RawValue == UUID {
    /// A fresh random id, as `UUID()` is. A reducer that must be tested makes its ids with the
    /// `uuid` dependency instead: `Attendee.ID(uuid())`.
    public init() {
        self.init(UUID())
    }

    public init?(uuidString: String) {
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.init(uuid)
    }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Comparable where RawValue: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Tagged: Identifiable where RawValue: Identifiable {
    public var id: RawValue.ID { rawValue.id }
}

extension Tagged: CustomStringConvertible {
    public var description: String { String(describing: rawValue) }
}

extension Tagged: Encodable where RawValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Tagged: Decodable where RawValue: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(RawValue.self))
    }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: RawValue.IntegerLiteralType) {
        self.init(RawValue(integerLiteral: value))
    }
}

extension Tagged: ExpressibleByUnicodeScalarLiteral where RawValue: ExpressibleByUnicodeScalarLiteral {
    public init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) {
        self.init(RawValue(unicodeScalarLiteral: value))
    }
}

extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral
where RawValue: ExpressibleByExtendedGraphemeClusterLiteral {
    public init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
        self.init(RawValue(extendedGraphemeClusterLiteral: value))
    }
}

extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: RawValue.StringLiteralType) {
        self.init(RawValue(stringLiteral: value))
    }
}
