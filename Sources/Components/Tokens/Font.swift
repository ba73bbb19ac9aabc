import JSON

/// A named text style: a base size at the default dynamic type size and a weight.
///
/// The size a tree shows is scaled to the environment's ``DynamicTypeSize`` by the ratio of its
/// body size to the default's (17): `base * body / 17`, rounded to the nearest whole point (halves
/// away from zero) and never below 1. Whole points keep trees byte-stable and readable; the error
/// is under half a point, less than any platform's text rendering rounds anyway.
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The token's name, as written in trees.
    public let name: String
    /// The size at ``DynamicTypeSize/large``.
    public let baseSize: Int
    public let weight: Weight
    /// The wire form at ``DynamicTypeSize/large`` (the default), made once: every text and
    /// field writes its font at every render, and an object made there was an allocation made
    /// and freed per node (and read member by member when the encoder compared it).
    let largeJSON: JSONValue

    /// A style of your own; prefer the named tokens.
    public init(name: String, baseSize: Int, weight: Weight) {
        self.name = name
        self.baseSize = baseSize
        self.weight = weight
        largeJSON = Self.json(name: name, size: Self.size(of: baseSize, at: .large), weight: weight)
    }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.name == rhs.name && lhs.baseSize == rhs.baseSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(baseSize)
        hasher.combine(weight)
    }

    /// The weight of a font.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case regular, medium, semibold, bold
    }

    /// The point size at `dynamicTypeSize`; see the type's discussion for the rounding.
    public func size(at dynamicTypeSize: DynamicTypeSize) -> Int {
        Self.size(of: baseSize, at: dynamicTypeSize)
    }

    private static func size(of baseSize: Int, at dynamicTypeSize: DynamicTypeSize) -> Int {
        // Integer arithmetic rounds halves up exactly (sizes are positive) and needs no libm.
        let scaled = (2 * baseSize * dynamicTypeSize.bodySize + 17) / 34
        return max(1, scaled)
    }

    public var description: String { name }
}

// MARK: - Tokens

extension Font {
    public static let titleBold24 = Font(name: "titleBold24", baseSize: 24, weight: .bold)
    public static let titleBold20 = Font(name: "titleBold20", baseSize: 20, weight: .bold)
    public static let headlineSemibold17 = Font(name: "headlineSemibold17", baseSize: 17, weight: .semibold)
    /// Button titles.
    public static let bodyMedium16 = Font(name: "bodyMedium16", baseSize: 16, weight: .medium)
    /// Body text and text field input.
    public static let bodyRegular16 = Font(name: "bodyRegular16", baseSize: 16, weight: .regular)
    public static let bodyMedium14 = Font(name: "bodyMedium14", baseSize: 14, weight: .medium)
    public static let bodyRegular14 = Font(name: "bodyRegular14", baseSize: 14, weight: .regular)
    public static let captionMedium12 = Font(name: "captionMedium12", baseSize: 12, weight: .medium)
    public static let captionRegular12 = Font(name: "captionRegular12", baseSize: 12, weight: .regular)

    /// Every token, in the order the catalogue lists them.
    public static let all: [Font] = [
        .titleBold24, .titleBold20, .headlineSemibold17, .bodyMedium16, .bodyRegular16, .bodyMedium14,
        .bodyRegular14, .captionMedium12, .captionRegular12,
    ]

    /// The token named `name`, if there is one.
    public static func named(_ name: String) -> Font? {
        all.first { $0.name == name }
    }
}
