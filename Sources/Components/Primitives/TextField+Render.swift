import JSON

extension TextField {
    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "textField", role: .textField, context: context)
        var properties = NodePropertyList(capacity: 17)
        node.isEnabled = node.isEnabled && !isDisabled && !style.isDisabled
        let resolvedTitle = title ?? style.title
        let resolvedPlaceholder = placeholder ?? style.placeholder ?? ""
        let focused = isFocused ?? (context.focusedField == node.id)
        let editable = style.isEditable && node.isEnabled
        node.text = text
        node.accessibilityLabel = resolvedTitle ?? (resolvedPlaceholder.isEmpty ? nil : resolvedPlaceholder)
        properties.add("text", .string(text))
        properties.add("title", .optionalString(resolvedTitle), outline: resolvedTitle != nil)
        properties.add("placeholder", .string(resolvedPlaceholder), outline: !resolvedPlaceholder.isEmpty)
        properties.add("isError", .bool(isError), outline: isError)
        properties.add("errorMessage", isError ? .optionalString(errorMessage) : .null, outline: isError)
        properties.add("focused", .bool(focused))
        properties.add("editable", .bool(editable), outline: !editable && node.isEnabled)
        properties.add("keyboardType", .string(keyboardType.rawValue), outline: keyboardType != .default)
        properties.add("returnKeyType", .string(returnKeyType.rawValue), outline: returnKeyType != .default)
        properties.add("style", .string(style.name), outline: style.name != TextFieldStyle.standard.name)
        properties.add("textColor", style.textColor.json)
        properties.add("borderColor", isError ? Color.red.json : style.borderColor.json)
        properties.add("borderWidth", .points(style.borderWidth))
        properties.add("background", style.background.json)
        properties.add("cornerRadius", .points(style.cornerRadius))
        properties.add("padding", .points(style.padding))
        properties.add("font", style.font.json(at: context.dynamicTypeSize))
        node.setProperties(properties)
        if editable {
            node.interactions.input = input
            node.interactions.submit = submitAction
        }
        if node.isEnabled, let onFocusChange {
            node.interactions.focus = onFocusChange(true)
            node.interactions.blur = onFocusChange(false)
        }
        if let sideView {
            node.children.append(renderSideView(sideView, parentID: node.id, context: context, enabled: node.isEnabled))
        }
        if let sideButton {
            node.children.append(renderSideButton(sideButton, parentID: node.id, context: context, enabled: editable))
        }
        sink.append(node)
    }

    private func renderSideButton(
        _ button: SideButton,
        parentID: String,
        context: RenderContext<Action>,
        enabled: Bool
    ) -> RenderedNode<Action> {
        var child = sideNode(parentID + "/sideButton", type: "button", role: .button, context: context, enabled: enabled)
        switch button.label {
        case .image(let image, let accessibilityLabel):
            child.accessibilityLabel = accessibilityLabel
            child.set("layout", .string(ButtonLayout.iconOnly.rawValue))
            child.set("image", .string(image), outline: true)
        case .content(let content):
            child.set("style", "plain", outline: true)
            child.children = childContext(context, enabled: enabled).renderChildren(of: child.id, content)
            child.mergeLabel()
        }
        child.interactions.tap = [.action(button.action)]
        return child
    }

    private func renderSideView(
        _ content: ComponentGroup<Action>,
        parentID: String,
        context: RenderContext<Action>,
        enabled: Bool
    ) -> RenderedNode<Action> {
        var child = sideNode(parentID + "/sideView", type: "sideView", role: .group, context: context, enabled: enabled)
        child.children = childContext(context, enabled: enabled).renderChildren(of: child.id, content)
        return child
    }

    /// A node inside the field's trailing edge, enabled with the field.
    private func sideNode(
        _ id: String,
        type: String,
        role: AccessibilityRole,
        context: RenderContext<Action>,
        enabled: Bool
    ) -> RenderedNode<Action> {
        RenderedNode(id: id, type: type, role: role, isEnabled: enabled, isHidden: context.isHidden)
    }

    /// The context side content renders in: the field's enabled state, no explicit id.
    private func childContext(_ context: RenderContext<Action>, enabled: Bool) -> RenderContext<Action> {
        var inner = context.forChildren
        inner.environment.isEnabled = enabled
        return inner
    }
}
