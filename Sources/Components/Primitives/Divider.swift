/// A thin line between content. Defaults: color ``Color/gray100``, thickness 1.
public struct Divider<Action>: Component, ChainedModifying {
    private var color: Color = .gray100
    private var thickness: Double = 1

    public init() {}

    public consuming func color(_ color: Color) -> Self { copy { $0.color = color } }
    public consuming func thickness(_ thickness: Double) -> Self { copy { $0.thickness = thickness } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "divider", role: .separator, context: context)
        node.set("color", color.json, outline: color != .gray100)
        node.set("thickness", .points(thickness), outline: thickness != 1)
        sink.append(node)
    }
}
