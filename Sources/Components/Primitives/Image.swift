/// A symbol from the system's icon set, by name (`"bookmark.fill"`).
///
/// Defaults: size 24, foreground ``Color/labelNeutral``; the accessibility label is the name
/// until `.accessibilityLabel(_:)` says better.
public struct Image<Action>: Component, ChainedModifying {
    let systemName: String
    private var size: Double = 24
    private var foreground: Color = .labelNeutral

    public init(systemName: String) {
        self.systemName = systemName
    }

    /// Width and height in points (icons do not scale with dynamic type).
    public consuming func size(_ size: Double) -> Self { copy { $0.size = size } }
    public consuming func foreground(_ color: Color) -> Self { copy { $0.foreground = color } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "image", role: .image, context: context)
        node.accessibilityLabel = systemName
        node.set("systemName", .string(systemName), outline: true)
        node.set("size", .points(size), outline: size != 24)
        node.set("foreground", foreground.json, outline: foreground != .labelNeutral)
        sink.append(node)
    }
}
