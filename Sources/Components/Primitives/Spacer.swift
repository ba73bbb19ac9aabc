/// Flexible empty space along the enclosing stack's axis. Default minimum length 0.
public struct Spacer<Action>: Component {
    let minLength: Double

    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "spacer", role: .none, context: context)
        node.set("minLength", .points(minLength), outline: minLength != 0)
        sink.append(node)
    }
}
