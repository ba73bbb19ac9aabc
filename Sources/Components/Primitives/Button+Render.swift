import JSON

extension Button {
    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "button", role: .button, context: context)
        node.isEnabled = node.isEnabled && !isDisabled
        node.text = title
        node.accessibilityLabel = title ?? image
        node.set("layout", .string(layout.rawValue), outline: true)
        if let title { node.set("title", .string(title)) }
        if let image { node.set("image", .string(image), outline: true) }
        node.set("size", .points(size), outline: true)
        if image != nil {
            node.set("iconSize", .points(iconSize), outline: iconSize != 18)
            node.set("iconWidth", .points(iconWidth ?? iconSize), outline: iconWidth != nil)
            node.set("iconHeight", .points(iconHeight ?? iconSize), outline: iconHeight != nil)
        }
        let resolvedForeground = foreground ?? context.environment.accentColor ?? .labelNeutral
        node.set("foreground", resolvedForeground.json, outline: resolvedForeground != .labelNeutral)
        node.set("background", background.json, outline: background != .clear)
        if title != nil {
            node.set(
                "font",
                font.json(at: context.environment.dynamicTypeSize),
                outline: font != .bodyMedium16 || context.environment.dynamicTypeSize != .large
            )
        }
        node.set("interactiveEffect", .bool(isInteractiveEffect), outline: !isInteractiveEffect)
        node.set("glassTint", isInteractiveEffect ? background.json : Color.primaryLight1.json)
        node.set("hapticFeedback", .bool(isHapticFeedback), outline: !isHapticFeedback)
        var steps: [InteractionStep<Action>] = []
        if isHapticFeedback { steps.append(.event(.haptic("medium"))) }
        steps.append(.action(action))
        node.interactions.tap = steps
        sink.append(node)
    }
}
