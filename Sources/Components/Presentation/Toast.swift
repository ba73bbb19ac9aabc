/// A short message floating over the screen; the feature hides it (on its clock).
///
/// Defaults: no icon, bottom position, ``Color/labelNeutral`` background, ``Color/white`` text,
/// font ``Font/bodyMedium14``. Attach with `.toast(_:)`, or place it like any component.
///
/// ```swift
/// content.toast(state.toastMessage.map { Toast($0) })
/// ```
public struct Toast<Action>: Component, ChainedModifying {
    let message: String
    private var icon: String?
    private var position: Position = .bottom
    private var background: Color = .labelNeutral
    private var foreground: Color = .white
    private var font: Font = .bodyMedium14

    /// Where a toast floats.
    public enum Position: String, Sendable, Hashable, CaseIterable {
        case top, bottom
    }

    public init(_ message: String) {
        self.message = message
    }

    /// A system image before the message.
    public consuming func icon(_ systemName: String?) -> Self { copy { $0.icon = systemName } }
    public consuming func position(_ position: Position) -> Self { copy { $0.position = position } }
    public consuming func background(_ color: Color) -> Self { copy { $0.background = color } }
    public consuming func foreground(_ color: Color) -> Self { copy { $0.foreground = color } }
    public consuming func font(_ font: Font) -> Self { copy { $0.font = font } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "toast", role: .status, context: context)
        fill(&node, context: context)
        sink.append(node)
    }

    func fill(_ node: inout RenderedNode<Action>, context: RenderContext<Action>) {
        node.text = message
        node.accessibilityLabel = message
        node.set("message", .string(message))
        node.set("icon", .optionalString(icon), outline: icon != nil)
        node.set("position", .string(position.rawValue), outline: position != .bottom)
        node.set("background", background.json)
        node.set("foreground", foreground.json)
        node.set("font", font.json(at: context.dynamicTypeSize))
    }
}

extension Component {
    /// Shows `toast` over this node while it is not `nil`.
    public func toast(_ toast: Toast<Action>?) -> ModifiedComponent<Self> {
        guard let toast else { return modified() }
        return modified(finish: { node, context in
            node.attach(type: "toast", role: .status, context: context.forChildren) { toastNode in
                toast.fill(&toastNode, context: context)
            }
        })
    }
}
