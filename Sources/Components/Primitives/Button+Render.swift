import JSON

extension Button {
    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "button", role: .button, context: context)
        var properties = NodePropertyList(capacity: 14)
        node.isEnabled = node.isEnabled && !isDisabled
        node.text = title
        node.accessibilityLabel = title ?? image
        properties.add("layout", .string(layout.rawValue), outline: true)
        if let title { properties.add("title", .string(title)) }
        if let image { properties.add("image", .string(image), outline: true) }
        properties.add("size", .points(size), outline: true)
        if image != nil {
            properties.add("iconSize", .points(iconSize), outline: iconSize != 18)
            properties.add("iconWidth", .points(iconWidth ?? iconSize), outline: iconWidth != nil)
            properties.add("iconHeight", .points(iconHeight ?? iconSize), outline: iconHeight != nil)
        }
        let resolvedForeground = foreground ?? context.environment.accentColor ?? .labelNeutral
        properties.add("foreground", resolvedForeground.json, outline: resolvedForeground != .labelNeutral)
        properties.add("background", background.json, outline: background != .clear)
        if title != nil {
            properties.add(
                "font",
                font.json(at: context.dynamicTypeSize),
                outline: font != .bodyMedium16 || context.dynamicTypeSize != .large
            )
        }
        properties.add("interactiveEffect", .bool(isInteractiveEffect), outline: !isInteractiveEffect)
        properties.add("glassTint", isInteractiveEffect ? background.json : Color.primaryLight1.json)
        properties.add("hapticFeedback", .bool(isHapticFeedback), outline: !isHapticFeedback)
        node.setProperties(properties)
        var steps: [InteractionStep<Action>] = []
        if isHapticFeedback { steps.append(.event(.haptic("medium"))) }
        steps.append(.action(action))
        node.interactions.tap = steps
        sink.append(node)
    }
}
