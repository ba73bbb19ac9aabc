public import Foundation
import JSON

// MARK: - Path

/// A shape drawn from lines and curves, as SwiftUI's: `Path { path in path.move(to: …); … }`.
///
/// The node keeps the number of `elements` and the outline itself: `path` is
/// `{"in": [x, y, width, height], "d": "M195 422L195 0"}`, SVG path data (absolute commands,
/// numbers to two decimals) in the rect the shape was drawn in. A `Path` used as a view is drawn
/// in the space a headless host offers (390 × 844 points, what a ``GeometryReader`` reports); an
/// app's own ``Shape`` in the square its `path(in:)` was asked for.
public struct Path: Shape {
    public static var shapeName: String { "path" }
    private(set) var elementCount = 0
    private(set) var outline = PathOutline()

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        var path = Path()
        build(&path)
        self = path
    }

    public mutating func move(to point: CGPoint) {
        elementCount += 1
        outline.move(to: point)
    }

    public mutating func addLine(to point: CGPoint) {
        elementCount += 1
        outline.line(to: point)
    }

    public mutating func addLines(_ points: [CGPoint]) {
        elementCount += points.count
        guard let first = points.first else { return }
        outline.move(to: first)
        for point in points.dropFirst() { outline.line(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        elementCount += 1
        outline.move(to: CGPoint(x: rect.minX, y: rect.minY))
        outline.line(to: CGPoint(x: rect.maxX, y: rect.minY))
        outline.line(to: CGPoint(x: rect.maxX, y: rect.maxY))
        outline.line(to: CGPoint(x: rect.minX, y: rect.maxY))
        outline.close()
    }

    public mutating func addEllipse(in rect: CGRect) {
        elementCount += 1
        outline.ellipse(in: rect)
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elementCount += 1
        outline.quadCurve(to: point, control: control)
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elementCount += 1
        outline.curve(to: point, control1: control1, control2: control2)
    }

    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elementCount += 1
        outline.arc(center: center, radius: radius, from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
    }

    public mutating func closeSubpath() {
        elementCount += 1
        outline.close()
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        elementCount += 1
        outline.roundedRect(rect, corner: cornerSize)
    }

    public func path(in rect: CGRect) -> Path { self }

    public var body: some View { drawn(in: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    /// The path as a node: its element count and its outline in `rect`.
    func drawn(in rect: CGRect) -> some View {
        ShapeNode(kind: Self.shapeName)
            .modifier(PropertySetter(key: "elements", value: .integer(Int64(elementCount)), outline: false))
            .modifier(PropertySetter(key: "path", value: outline.treeValue(in: rect), outline: false))
    }
}

// MARK: - Strokes and trims

/// How a shape's outline is drawn, as SwiftUI's.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var dash: [Double]

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dash = dash
    }

    /// The end of a line, as Core Graphics'.
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// A corner between lines, as Core Graphics'.
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

extension Shape {
    /// Outlines the shape in the foreground color with `style`: the node's `stroke`.
    public func stroke(style: StrokeStyle) -> some View {
        modifier(PropertySetter(key: "stroke", value: ["lineWidth": .points(style.lineWidth)]))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        modifier(StylePropertySetter(key: "stroke", style: content))
            .modifier(PropertySetter(key: "lineWidth", value: .points(style.lineWidth), outline: false))
    }

    /// The part of the outline from `from` to `to` (0…1): the node's `trim`.
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to part of its outline.
struct TrimmedShape<Base: Shape>: Shape {
    static var shapeName: String { Base.shapeName }
    let base: Base
    let from: Double
    let to: Double

    func path(in rect: CGRect) -> Path { base.path(in: rect) }

    var body: some View {
        base.modifier(PropertySetter(key: "trim", value: [.double(from), .double(to)]))
    }
}
