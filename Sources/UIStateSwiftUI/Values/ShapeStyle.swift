public import JSON

// MARK: - Shape styles and gradients

/// What a shape is filled or stroked with, as SwiftUI's: a color or a gradient. A headless host
/// records a gradient by its kind and colors.
public protocol ShapeStyle {
    /// The style as a tree shows it: a color token or `#RRGGBB`, or a gradient object.
    func treeValue(in scheme: ColorScheme) -> JSONValue
}

extension Color: ShapeStyle {}

/// Colors blended along a line or around a point, as SwiftUI's.
public struct Gradient: Hashable, Sendable {
    public var colors: [Color]

    public init(colors: [Color]) {
        self.colors = colors
    }

    func treeValue(kind: String, in scheme: ColorScheme) -> JSONValue {
        ["gradient": .string(kind), "colors": .array(colors.map { $0.treeValue(in: scheme) })]
    }
}

/// A point in a view's unit square, as SwiftUI's.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public func treeValue(in scheme: ColorScheme) -> JSONValue { gradient.treeValue(kind: "linear", in: scheme) }
    public var body: some View { Rectangle().fill(self) }
}

public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func treeValue(in scheme: ColorScheme) -> JSONValue { gradient.treeValue(kind: "radial", in: scheme) }
    public var body: some View { Rectangle().fill(self) }
}

public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public func treeValue(in scheme: ColorScheme) -> JSONValue { gradient.treeValue(kind: "angular", in: scheme) }
    public var body: some View { Rectangle().fill(self) }
}

extension Angle {
    public static let zero = Angle(degrees: 0)
}
