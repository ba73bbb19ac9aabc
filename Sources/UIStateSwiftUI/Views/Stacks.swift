package import Components
import JSON

// MARK: - Stacks

/// Children top to bottom, as SwiftUI's; spacing defaults to 8 points.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.renderContainer("vstack", role: .group, content, into: &sink) { node in
            node.set("alignment", .string(alignment.rawValue), outline: true)
            node.set("spacing", .points(spacing ?? 8), outline: true)
        }
    }
}

/// Children leading to trailing, as SwiftUI's; spacing defaults to 8 points.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.renderContainer("hstack", role: .group, content, into: &sink) { node in
            node.set("alignment", .string(alignment.rawValue), outline: true)
            node.set("spacing", .points(spacing ?? 8), outline: true)
        }
    }
}

/// Children in layers, as SwiftUI's.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.renderContainer("zstack", role: .group, content, into: &sink) { node in
            node.set("alignment", .string(alignment.rawValue), outline: true)
        }
    }
}

/// Lazy stacks and scroll views draw as their eager stacks do: a headless screen has all its rows.
public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// Content that scrolls, as SwiftUI's: a `scrollView` node around its content.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.renderContainer("scrollView", role: .group, content, into: &sink) { node in
            node.set("axis", .string(axes.contains(.horizontal) && !axes.contains(.vertical) ? "horizontal" : "vertical"))
        }
    }
}

/// Space that grows along its stack, as SwiftUI's.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "spacer", role: .none, context: context.base)
        node.set("minLength", .points(minLength ?? 0), outline: minLength != nil)
        sink.append(node)
    }
}

/// A thin line between views, as SwiftUI's.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never

    public init() {}

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "divider", role: .separator, context: context.base)
        node.set("color", "gray100")
        node.set("thickness", 1)
        sink.append(node)
    }
}

// MARK: - Alignment and axes

/// How a ``VStack`` lines up its children across its width.
public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}

/// How an ``HStack`` lines up its children across its height.
public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// Where a ``ZStack`` places its layers, and a frame its content.
public enum Alignment: String, Hashable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
}

/// A direction of layout, as SwiftUI's.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension ViewContext {
    /// Makes a container node of `type` with `content` as its children; `configure` sets its
    /// properties before the children render.
    func renderContainer(
        _ type: String,
        role: AccessibilityRole,
        _ content: any View,
        into sink: inout NodeSink<Action>,
        configure: (inout RenderedNode<Action>) -> Void = { _ in }
    ) {
        var node = sink.makeNode(type: type, role: role, context: base)
        configure(&node)
        node.children = renderChildren(of: node.id, content)
        sink.append(node)
    }
}
