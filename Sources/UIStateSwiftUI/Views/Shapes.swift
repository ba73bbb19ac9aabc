public import Foundation
package import Components
import JSON

// MARK: - Shapes and colors as views

/// A shape, as SwiftUI's: drawn as a `shape` node with its kind and fill.
///
/// An app's own shape writes only `path(in:)`, as in SwiftUI; it draws as a `path` node with
/// its path (element count and outline, see ``Path``) in a 390-point square.
public protocol Shape: View {
    /// The shape's kind as a tree shows it (`circle`, `roundedRectangle` …).
    static var shapeName: String { get }
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// An app's shape is a path.
    public static var shapeName: String { "path" }
}

extension Shape where Body == ShapePathView<Self> {
    public var body: ShapePathView<Self> { ShapePathView(shape: self) }
}

/// How an app's own shape draws: its path in a square the width of the screen.
public struct ShapePathView<Content: Shape>: View {
    let shape: Content

    public var body: some View {
        let square = CGRect(x: 0, y: 0, width: 390, height: 390)
        return shape.path(in: square).drawn(in: square)
    }
}

extension Shape {
    /// Fills the shape: the node's `fill`, a color or `{"gradient": …, "colors": […]}`.
    public func fill<S: ShapeStyle>(_ style: S) -> some View { modifier(StylePropertySetter(key: "fill", style: style)) }
    /// Outlines the shape: the node's `stroke`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        modifier(StylePropertySetter(key: "stroke", style: style))
            .modifier(PropertySetter(key: "lineWidth", value: .points(lineWidth), outline: false))
    }

    /// Outlines the shape inside its bounds in the foreground color: the node's `strokeBorder`.
    public func strokeBorder(lineWidth: Double = 1) -> some View {
        modifier(PropertySetter(key: "strokeBorder", value: ["lineWidth": .points(lineWidth)]))
    }

    /// Outlines the shape inside its bounds: the node's `strokeBorder`, with its `lineWidth`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        modifier(StylePropertySetter(key: "strokeBorder", style: style))
            .modifier(PropertySetter(key: "lineWidth", value: .points(lineWidth), outline: false))
    }

    /// The shape turned by `angle` about its center (or `anchor`): the node's `rotation`, in
    /// degrees.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
        RotatedShape(base: self, angle: angle)
    }
}

/// A shape turned about a point.
struct RotatedShape<Base: Shape>: Shape {
    static var shapeName: String { Base.shapeName }
    let base: Base
    let angle: Angle

    func path(in rect: CGRect) -> Path { base.path(in: rect) }

    var body: some View {
        base.modifier(PropertySetter(key: "rotation", value: .double(angle.degrees)))
    }
}

/// Sets a property to a shape style in the rendering's color scheme.
struct StylePropertySetter<Style: ShapeStyle>: NodeModifier {
    let key: String
    let style: Style

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.set(key, style.treeValue(in: context.environment.colorScheme), outline: true)
    }
}

/// The shapes draw as one node type with their kind.
struct ShapeNode: View, PrimitiveView {
    typealias Body = Never
    let kind: String
    var cornerRadius: Double?

    func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "shape", role: .none, context: context.base)
        node.set("shape", .string(kind), outline: true)
        if let cornerRadius { node.set("cornerRadius", .points(cornerRadius), outline: true) }
        let color = context.environment.foregroundColor ?? .primary
        node.set("fill", color.treeValue(in: context.environment.colorScheme))
        sink.append(node)
    }
}

public struct Circle: Shape {
    public static var shapeName: String { "circle" }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path { $0.addEllipse(in: rect) } }
    public var body: some View { ShapeNode(kind: Self.shapeName) }
}

public struct Rectangle: Shape {
    public static var shapeName: String { "rectangle" }
    public init() {}
    public func path(in rect: CGRect) -> Path { Path { $0.addRect(rect) } }
    public var body: some View { ShapeNode(kind: Self.shapeName) }
}

public struct Capsule: Shape {
    public static var shapeName: String { "capsule" }
    public init() {}
    public func path(in rect: CGRect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: rect.height / 2, height: rect.height / 2)) }
    }
    public var body: some View { ShapeNode(kind: Self.shapeName) }
}

public struct RoundedRectangle: Shape {
    public static var shapeName: String { "roundedRectangle" }
    let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public func path(in rect: CGRect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius)) }
    }
    public var body: some View { ShapeNode(kind: Self.shapeName, cornerRadius: cornerRadius) }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "shape", role: .none, context: context.base)
        node.set("shape", "rectangle", outline: true)
        node.set("fill", treeValue(in: context.environment.colorScheme), outline: true)
        sink.append(node)
    }
}

// MARK: - GeometryReader

/// Content given the size it is offered, as SwiftUI's; a headless host offers the screen's
/// width (390 points) and an unbounded height.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The content in all the space offered, from the top leading corner, as SwiftUI places a
    /// geometry reader's content (a board drawn under its title, not centred on the screen).
    public var body: some View {
        content(GeometryProxy(size: CGSize(width: 390, height: 844)))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The size a ``GeometryReader`` offers, in Foundation's `CGSize` as SwiftUI's, so a view's
/// arithmetic on it mixes with the `CGPoint`s and `CGFloat`s in its state.
public struct GeometryProxy {
    public let size: CGSize
}
