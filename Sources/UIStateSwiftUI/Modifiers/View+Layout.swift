public import Foundation
import Components
import JSON

// MARK: - Layout and looks, recorded as properties

extension View {
    /// Space around the view: the node's `padding`, in points (16 when not given).
    public func padding(_ length: Double? = nil) -> some View {
        modifier(PaddingSetter(padding: .points(length ?? 16)))
    }

    /// Space along some edges: the node's `padding` as `{"edges": […], "length": n}`.
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
        modifier(PaddingSetter(padding: ["edges": .array(edges.names.map(JSONValue.string)), "length": .points(length ?? 16)]))
    }

    /// A frame of fixed size: the node's `frame`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameSetter(frame: Self.frameJSON(["width": width, "height": height], alignment)))
    }

    /// A flexible frame: the node's `frame`; `.infinity` is written `"infinity"`.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let sizes = [
            "minWidth": minWidth, "idealWidth": idealWidth, "maxWidth": maxWidth,
            "minHeight": minHeight, "idealHeight": idealHeight, "maxHeight": maxHeight,
        ]
        return modifier(FrameSetter(frame: Self.frameJSON(sizes, alignment)))
    }

    private static func frameJSON(_ sizes: [String: Double?], _ alignment: Alignment) -> JSONObject {
        var object = JSONObject()
        for (key, size) in sizes.sorted(by: { $0.key < $1.key }) {
            guard let size else { continue }
            object[key] = size.isInfinite ? "infinity" : .points(size)
        }
        if alignment != .center { object["alignment"] = .string(alignment.rawValue) }
        return object
    }

    public func opacity(_ opacity: Double) -> some View {
        modifier(PropertySetter(key: "opacity", value: .double(opacity)))
    }

    /// Hides the view: still rendered, so ids stay put, but not interactive.
    public func hidden() -> some View {
        modifier(HiddenMarker())
    }

    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(StylePropertySetter(key: "background", style: style))
    }

    public func background<Background: View>(@ViewBuilder _ content: () -> Background) -> some View {
        modifier(PropertySetter(key: "background", value: "view"))
    }

    public func background<Background: View>(_ content: Background, alignment: Alignment = .center) -> some View {
        modifier(PropertySetter(key: "background", value: "view"))
    }

    public func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center) -> some View {
        modifier(PropertySetter(key: "overlay", value: "view"))
    }

    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(PropertySetter(key: "overlay", value: "view"))
    }

    /// Content pinned inside the safe area at `edge` (a bottom bar of buttons): attached to the
    /// node as a `safeAreaInset` node holding it.
    public func safeAreaInset<Content: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(InsetAttachment(edge: edge == .top ? "top" : "bottom", content: content()))
    }

    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modifier(PropertySetter(key: "aspectRatio", value: ["ratio": ratio.map { .double($0) } ?? .null, "contentMode": .string(contentMode == .fit ? "fit" : "fill")], outline: false))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    public func clipped(antialiased: Bool = false) -> some View {
        modifier(PropertySetter(key: "clipped", value: true, outline: false))
    }

    /// Places the view's center at a point of its parent: the node's `position`.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PropertySetter(key: "position", value: ["x": .points(x), "y": .points(y)]))
    }

    public func position(_ point: CGPoint) -> some View {
        position(x: point.x, y: point.y)
    }

    public func colorInvert() -> some View {
        modifier(PropertySetter(key: "colorInvert", value: true, outline: false))
    }

    public func blendMode(_ mode: BlendMode) -> some View {
        modifier(PropertySetter(key: "blendMode", value: .string(String(describing: mode)), outline: false))
    }

    /// The case of section headers' text; recorded as the node's `textCase`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(PropertySetter(key: "textCase", value: textCase.map { .string($0 == .uppercase ? "uppercase" : "lowercase") } ?? .null, outline: false))
    }

    public func cornerRadius(_ radius: Double) -> some View {
        modifier(PropertySetter(key: "cornerRadius", value: .points(radius)))
    }

    public func shadow(color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) -> some View {
        modifier(PropertySetter(key: "shadow", value: ["radius": .points(radius), "x": .points(x), "y": .points(y)]))
    }

    public func offset(x: Double = 0, y: Double = 0) -> some View {
        modifier(PropertySetter(key: "offset", value: ["x": .points(x), "y": .points(y)]))
    }

    public func scaleEffect(_ scale: Double) -> some View {
        modifier(PropertySetter(key: "scaleEffect", value: .double(scale)))
    }

    public func rotationEffect(_ angle: Angle) -> some View {
        modifier(PropertySetter(key: "rotationEffect", value: .double(angle.degrees)))
    }

    /// Animates changes; a headless host changes at once and shows the animation's mark.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
        modifier(PropertySetter(key: "animation", value: .string(animation.map { String(describing: $0) } ?? "none"), outline: false))
    }

    public func transition(_ transition: AnyTransition) -> some View {
        modifier(PropertySetter(key: "transition", value: .string(transition.name), outline: false))
    }

    public func zIndex(_ value: Double) -> some View {
        modifier(PropertySetter(key: "zIndex", value: .double(value), outline: false))
    }

    public func fixedSize() -> some View {
        modifier(PropertySetter(key: "fixedSize", value: true, outline: false))
    }

    /// Keeps the content at its ideal size along the axes given: the node's `fixedSize`,
    /// `horizontal` and `vertical`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(PropertySetter(key: "fixedSize", value: ["horizontal": .bool(horizontal), "vertical": .bool(vertical)], outline: false))
    }

    public func layoutPriority(_ value: Double) -> some View {
        modifier(PropertySetter(key: "layoutPriority", value: .double(value), outline: false))
    }

    public func contentShape<S: Shape>(_ shape: S) -> some View {
        modifier(PropertySetter(key: "contentShape", value: .string(S.shapeName), outline: false))
    }

    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(PropertySetter(key: "clipShape", value: .string(S.shapeName), outline: false))
    }
}

/// Attaches content pinned to an edge of the safe area.
struct InsetAttachment: NodeModifier {
    let edge: String
    let content: any View

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.attach(type: "safeAreaInset", role: .group, context: context.base.forChildren) { inset in
            inset.set("edge", .string(edge), outline: true)
            inset.children = context.renderChildren(of: inset.id, content)
        }
    }
}

/// Sets the node's `frame`; a frame around one already set holds it as its `inner` frame, as
/// SwiftUI's `.frame(maxWidth: 280).frame(maxWidth: .infinity)` is a capped view centred in a
/// frame as wide as offered.
struct FrameSetter: NodeModifier {
    let frame: JSONObject

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        var frame = frame
        if let inner = node.properties["frame"] { frame["inner"] = inner }
        PropertySetter(key: "frame", value: .object(frame)).finish(&node, context)
    }
}

/// Sets the node's `padding`, in the order SwiftUI applies modifiers: a padding around one
/// already set adds to it edge by edge (`{"top": 16, "bottom": 16, "leading": 8, "trailing": 8}`
/// when the two differ in their edges), and a padding around a frame is outside that frame
/// (`paddingOutsideFrame`: `.frame(maxWidth: 280).padding(.vertical)` is 280 wide plus its padding).
struct PaddingSetter: NodeModifier {
    let padding: JSONValue

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        if node.properties["frame"] != nil || node.properties["aspectRatio"] != nil {
            node.set("paddingOutsideFrame", true)
        }
        guard let inner = node.properties["padding"] else {
            return PropertySetter(key: "padding", value: padding).finish(&node, context)
        }
        node.set("padding", Self.sum(inner, padding))
    }

    /// Two paddings as one: a length when both are, else each edge's total.
    static func sum(_ first: JSONValue, _ second: JSONValue) -> JSONValue {
        if let a = first.doubleValue, let b = second.doubleValue { return .points(a + b) }
        let edges = ["top", "bottom", "leading", "trailing"]
        let (a, b) = (lengths(first), lengths(second))
        var total = JSONObject()
        for edge in edges { total[edge] = .points((a[edge] ?? 0) + (b[edge] ?? 0)) }
        return .object(total)
    }

    /// Each edge's length in any of the three spellings.
    static func lengths(_ padding: JSONValue) -> [String: Double] {
        let edges = ["top", "bottom", "leading", "trailing"]
        if let all = padding.doubleValue { return Dictionary(uniqueKeysWithValues: edges.map { ($0, all) }) }
        if let listed = padding["edges"]?.arrayValue {
            let length = padding["length"]?.doubleValue ?? 16
            return Dictionary(uniqueKeysWithValues: listed.compactMap(\.stringValue).map { ($0, length) })
        }
        return Dictionary(uniqueKeysWithValues: edges.compactMap { edge in padding[edge]?.doubleValue.map { (edge, $0) } })
    }
}

/// How content fills a frame, as SwiftUI's.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

/// How a view's colors combine with what is behind it, as SwiftUI's.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

extension Text {
    /// A text case, as SwiftUI's.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

struct HiddenMarker: NodeModifier {
    func prepare<Action>(_ context: inout ViewContext<Action>) {
        context.base.environment.isHidden = true
    }
}

/// An edge of a rectangle, as SwiftUI's.
public enum Edge: Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        var names: [String] {
            [(Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
                .filter { contains($0.0) }.map(\.1)
        }
    }
}

/// An angle, as SwiftUI's.
public struct Angle: Hashable, Sendable {
    public var degrees: Double
    public var radians: Double { degrees * .pi / 180 }

    public init(degrees: Double) { self.degrees = degrees }
    public init(radians: Double) { self.degrees = radians * 180 / .pi }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// How a view comes and goes, as SwiftUI's; a headless host shows it as a name.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    /// The same transition, animated; a headless host changes at once.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
}
