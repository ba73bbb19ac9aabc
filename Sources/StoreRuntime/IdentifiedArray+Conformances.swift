// MARK: - Conformances

extension IdentifiedArray: ExpressibleByArrayLiteral {
    /// An array literal; an element whose id already appeared is dropped.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

extension IdentifiedArray: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable {
    /// Decodes an array of elements; a repeated id is a decoding error rather than a silent drop.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        self.init(elements)
        if self.elements.count != elements.count {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "IdentifiedArray holds elements with the same id"
            )
        }
    }
}

extension IdentifiedArray: CustomStringConvertible {
    public var description: String { elements.description }
}
