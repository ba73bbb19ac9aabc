import JSON

extension ComponentCatalogue {
    static let textField = CatalogueEntry(
        name: "textField",
        summary: "An editable line of text; every change sends onChange's tag with the text.",
        factories: ["TextField(text:onChange:)"],
        properties: [
            property("text", "string", required: true, "The current text."),
            property("onChange", "string", "textChanged", required: true, "Tag of the action for new text: {tag: text}."),
            property("title", "string", "Label above the text; falls back to the style's."),
            property("placeholder", "string", "", "Shown while empty; falls back to the style's."),
            property("sideButtonImage", "string", "System image of a trailing button."),
            property("sideButton", "children", [], "Stories shown as a trailing button (any view); a tap sends sideButtonTapped."),
            property("sideView", "children", [], "Stories shown inside the trailing edge, not tappable."),
            property("errorMessage", "string", "Shown while isError."),
            property("isError", "boolean", false, "Shows the error and turns the border red."),
            property("disabled", "boolean", false, "Refuses input and focus."),
            property("focused", "boolean", false, "Focus bound to state."),
            property("keyboardType", oneOf(KeyboardType.self), "default", "Keyboard asked for."),
            property("returnKeyType", oneOf(ReturnKeyType.self), "default", "Return key label."),
            property("style", "one of standard|warning|disabled|readOnly", "standard", "Named looks; disabled renders the field disabled."),
            property("textColor", "color", "labelNormal", "From the style."),
            property("borderColor", "color", "gray400", "From the style; red while isError."),
            property("borderWidth", "number", 1, "From the style."),
            property("background", "color", "clear", "From the style."),
            property("cornerRadius", "number", 8, "From the style."),
            property("padding", "number", 12, "From the style."),
            property("font", "font", "bodyRegular16", "From the style."),
            property("editable", "boolean", true, "Resolved: false when disabled or the style is read-only."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in try textFieldStory(p) }
    )

    private static func textFieldStory(_ p: StoryProperties) throws(CatalogueError) -> any Component<JSONValue> {
        let tag = try p.string("onChange") ?? "textChanged"
        var field = TextField<JSONValue>(text: try p.requiredString("text"), onChange: { .object([tag: .string($0)]) })
        if let title = try p.string("title") { field = field.title(title) }
        if let placeholder = try p.string("placeholder") { field = field.placeholder(placeholder) }
        if let image = try p.string("sideButtonImage") { field = field.sideButton(image: image, action: "sideButtonTapped") }
        let sideButton = try p.children("sideButton")
        if !sideButton.isEmpty {
            if p.object["sideButtonImage"].map({ !$0.isNull }) ?? false {
                throw CatalogueError(message: "give sideButton or sideButtonImage, not both", path: p.path + "/sideButton")
            }
            field = field.sideButton(content: { sideButton }, action: "sideButtonTapped")
        }
        let sideView = try p.children("sideView")
        if !sideView.isEmpty { field = field.sideView { sideView } }
        let isError = try p.bool("isError") ?? false
        if let message = try p.string("errorMessage") { field = field.error(message, isError: isError) }
        if let flag = try p.bool("disabled") { field = field.disabled(flag) }
        if let flag = try p.bool("focused") { field = field.focused(flag, onChange: { .object(["focusChanged": .bool($0)]) }) }
        if let type = try p.choice("keyboardType", KeyboardType.self) { field = field.keyboardType(type) }
        if let type = try p.choice("returnKeyType", ReturnKeyType.self) { field = field.returnKeyType(type) }
        let styles: [String: TextFieldStyle] = [
            "standard": .standard, "warning": .warning, "disabled": .disabled, "readOnly": .readOnly,
        ]
        if let name = try p.string("style") {
            guard let style = styles[name] else {
                throw CatalogueError(message: "unknown style \"\(name)\"", path: p.path + "/style", expected: styles.keys.sorted())
            }
            field = field.style(style)
        }
        for resolved in ["textColor", "borderColor", "borderWidth", "background", "cornerRadius", "padding", "font", "editable"]
        where p.object[resolved] != nil {
            throw CatalogueError(message: "\(resolved) comes from the style; set style", path: p.path + "/" + resolved)
        }
        return field
    }

    static let toggle = CatalogueEntry(
        name: "toggle",
        summary: "A switch; a tap sends onChange's tag with the flipped value.",
        factories: ["Toggle(_:isOn:onChange:)"],
        properties: [
            property("title", "string", required: true, "The label."),
            property("isOn", "boolean", false, required: true, "The state shown."),
            property("onChange", "string", "toggled", required: true, "Tag of the action: {tag: newValue}."),
            property("tint", "color", "primaryNormal", "Color when on."),
            property("disabled", "boolean", false, "Refuses taps."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            let tag = try p.string("onChange") ?? "toggled"
            var toggle = Toggle<JSONValue>(try p.requiredString("title"), isOn: try p.bool("isOn") ?? false) {
                .object([tag: .bool($0)])
            }
            if let color = try p.color("tint") { toggle = toggle.tint(color) }
            if let flag = try p.bool("disabled") { toggle = toggle.disabled(flag) }
            return toggle
        }
    )

    static let spacer = CatalogueEntry(
        name: "spacer",
        summary: "Flexible space along the stack's axis.",
        factories: ["Spacer(minLength:)"],
        properties: [property("minLength", "number", 0, "Smallest length.")],
        story: { (p: inout StoryProperties) throws(CatalogueError) in Spacer<JSONValue>(minLength: try p.number("minLength") ?? 0) }
    )

    static let divider = CatalogueEntry(
        name: "divider",
        summary: "A thin line.",
        factories: ["Divider()"],
        properties: [
            property("color", "color", "gray100", "Line color."),
            property("thickness", "number", 1, "Line thickness."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            var divider = Divider<JSONValue>()
            if let color = try p.color("color") { divider = divider.color(color) }
            if let thickness = try p.number("thickness") { divider = divider.thickness(thickness) }
            return divider
        }
    )

    static let toast = CatalogueEntry(
        name: "toast",
        summary: "A short message floating over the screen.",
        factories: ["Toast(_:)", ".toast(_:)"],
        properties: [
            property("message", "string", required: true, "The message."),
            property("icon", "string", "System image before the message."),
            property("position", oneOf(Toast<JSONValue>.Position.self), "bottom", "Where it floats."),
            property("background", "color", "labelNeutral", "Background."),
            property("foreground", "color", "white", "Text color."),
            property("font", "font", "bodyMedium14", "Text style."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            var toast = Toast<JSONValue>(try p.requiredString("message"))
            if let icon = try p.string("icon") { toast = toast.icon(icon) }
            if let position = try p.choice("position", Toast<JSONValue>.Position.self) { toast = toast.position(position) }
            if let color = try p.color("background") { toast = toast.background(color) }
            if let color = try p.color("foreground") { toast = toast.foreground(color) }
            if let font = try p.font("font") { toast = toast.font(font) }
            return toast
        }
    )
}
