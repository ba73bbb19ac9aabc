import JSONValue

extension TextField {
    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "textField", role: .textField, context: context)
        node.isEnabled = node.isEnabled && !isDisabled
        let resolvedTitle = title ?? style.title
        let resolvedPlaceholder = placeholder ?? style.placeholder ?? ""
        let focused = isFocused ?? (context.environment.focusedField == node.id)
        let editable = style.isEditable && node.isEnabled
        node.text = text
        node.accessibilityLabel = resolvedTitle ?? (resolvedPlaceholder.isEmpty ? nil : resolvedPlaceholder)
        node.set("text", .string(text))
        node.set("title", .optionalString(resolvedTitle), outline: resolvedTitle != nil)
        node.set("placeholder", .string(resolvedPlaceholder), outline: !resolvedPlaceholder.isEmpty)
        node.set("isError", .bool(isError), outline: isError)
        node.set("errorMessage", isError ? .optionalString(errorMessage) : .null, outline: isError)
        node.set("focused", .bool(focused))
        node.set("editable", .bool(editable), outline: !editable && node.isEnabled)
        node.set("keyboardType", .string(keyboardType.rawValue), outline: keyboardType != .default)
        node.set("returnKeyType", .string(returnKeyType.rawValue), outline: returnKeyType != .default)
        node.set("style", .string(style.name), outline: style.name != TextFieldStyle.standard.name)
        node.set("textColor", style.textColor.json)
        node.set("borderColor", isError ? Color.red.json : style.borderColor.json)
        node.set("borderWidth", .points(style.borderWidth))
        node.set("background", style.background.json)
        node.set("cornerRadius", .points(style.cornerRadius))
        node.set("padding", .points(style.padding))
        node.set("font", style.font.json(at: context.environment.dynamicTypeSize))
        if editable {
            node.interactions.input = onChange
            node.interactions.submit = submitAction
        }
        if node.isEnabled, let onFocusChange {
            node.interactions.focus = onFocusChange(true)
            node.interactions.blur = onFocusChange(false)
        }
        if let sideButton {
            node.children = [renderSideButton(sideButton, parentID: node.id, context: context, enabled: editable)]
        }
        sink.append(node)
    }

    private func renderSideButton(
        _ button: SideButton,
        parentID: String,
        context: RenderContext<Action>,
        enabled: Bool
    ) -> RenderedNode<Action> {
        var child = RenderedNode<Action>(
            id: parentID + "/sideButton",
            type: "button",
            role: .button,
            isEnabled: enabled,
            isHidden: context.environment.isHidden
        )
        child.accessibilityLabel = button.label
        child.set("layout", .string(ButtonLayout.iconOnly.rawValue))
        child.set("image", .string(button.image), outline: true)
        child.interactions.tap = [.action(button.action)]
        return child
    }
}
