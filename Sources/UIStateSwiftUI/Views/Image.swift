package import Components
import JSON

// MARK: - Image

/// An image, as SwiftUI's: a system symbol by name (`Image(systemName: "star.fill")`) or an
/// image of the app's assets by name, which a headless host shows by its name.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    let name: String
    let isSystem: Bool
    var isResizable = false

    public init(systemName: String) {
        name = systemName
        isSystem = true
    }

    public init(_ name: String) {
        self.name = name
        isSystem = false
    }

    public init(_ name: String, bundle: Any?) {
        self.init(name)
    }

    /// Lets the image fill the frame it is given.
    public func resizable() -> Image { var image = self; image.isResizable = true; return image }
    /// A symbol's rendering mode; a headless host draws symbols in one color.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// How a symbol takes its color, as SwiftUI's.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "image", role: .image, context: context.base)
        node.accessibilityLabel = name
        node.set(isSystem ? "systemName" : "name", .string(name), outline: true)
        let size = Double(context.environment.font.map { $0.component.size(at: context.environment.dynamicTypeSize.componentSize) } ?? 24)
        node.set("size", .points(size), outline: size != 24)
        let color = context.environment.foregroundColor
        node.set("foreground", color?.treeValue(in: context.environment.colorScheme) ?? "labelNeutral", outline: color != nil)
        if isResizable { node.set("resizable", true) }
        sink.append(node)
    }
}
