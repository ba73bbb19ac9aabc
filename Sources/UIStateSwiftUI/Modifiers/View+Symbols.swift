import Components
import JSON

// MARK: - Symbol variants and hit testing

extension View {
    /// Draws the SF Symbols in this view in a variant (`.fill`, `.circle`, `.slash`, …), as the
    /// node's `symbolVariant`: `Image(systemName: "heart").symbolVariant(isFavorite ? .fill : .none)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(PropertySetter(key: "symbolVariant", value: .string(variant.name), outline: variant != .none))
    }

    /// Whether the view takes part in hit testing, shown as the node's `allowsHitTesting`. The
    /// host does not route taps by position, so it is a mark for whoever reads the tree; taps by
    /// selector still reach the view.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(PropertySetter(key: "allowsHitTesting", value: .bool(enabled), outline: !enabled))
    }
}

/// A variant of an SF Symbol, as SwiftUI's.
public struct SymbolVariants: Hashable, Sendable {
    let name: String

    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")

    /// This variant filled: `.circle.fill`.
    public var fill: SymbolVariants { SymbolVariants(name: name == "none" ? "fill" : name + ".fill") }
    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(name: name == "none" ? "circle" : name + ".circle") }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(name: name == "none" ? "square" : name + ".square") }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(name: name == "none" ? "slash" : name + ".slash") }
}
