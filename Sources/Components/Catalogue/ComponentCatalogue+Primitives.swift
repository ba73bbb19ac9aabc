import JSON

extension ComponentCatalogue {
    static let primitiveEntries: [CatalogueEntry] = [
        text, image, button, plainButton, textField, toggle, spacer, divider, toast,
    ]

    static let text = CatalogueEntry(
        name: "text",
        summary: "A run of text; the font scales with dynamic type.",
        factories: ["Text(_:)"],
        properties: [
            property("text", "string", required: true, "The string shown."),
            property("font", "font", "bodyRegular16", "Text style."),
            property("foreground", "color", "labelNormal", "Text color."),
            property("lineLimit", "integer", "Most lines shown; null shows all."),
            property("alignment", oneOf(TextAlignment.self), "leading", "Alignment of multi-line text."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            var text = Text<JSONValue>(try p.requiredString("text"))
            if let font = try p.font("font") { text = text.font(font) }
            if let color = try p.color("foreground") { text = text.foreground(color) }
            if let lines = try p.integer("lineLimit") { text = text.lineLimit(lines) }
            if let alignment = try p.choice("alignment", TextAlignment.self) { text = text.multilineTextAlignment(alignment) }
            return text
        }
    )

    static let image = CatalogueEntry(
        name: "image",
        summary: "A system symbol by name.",
        factories: ["Image(systemName:)"],
        properties: [
            property("systemName", "string", required: true, "The symbol's name."),
            property("size", "number", 24, "Width and height in points."),
            property("foreground", "color", "labelNeutral", "Symbol color."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            var image = Image<JSONValue>(systemName: try p.requiredString("systemName"))
            if let size = try p.number("size") { image = image.size(size) }
            if let color = try p.color("foreground") { image = image.foreground(color) }
            return image
        }
    )

    static let button = CatalogueEntry(
        name: "button",
        summary: "A button in one of four layouts; the factory demands the content its layout needs.",
        factories: [
            "Button.iconOnly(image:action:)", "Button.titleOnly(title:action:)",
            "Button.iconLeading(image:title:action:)", "Button.iconTrailing(title:image:action:)",
        ],
        properties: [
            property("layout", oneOf(ButtonLayout.self), "titleOnly", "Chosen by the factory."),
            property("title", "string", "Required by every layout but iconOnly."),
            property("image", "string", "System image; required by every layout but titleOnly."),
            property("action", "action", "tapped", required: true, "What a tap sends."),
            property("size", "number", 44, "Diameter of an icon-only button, height of the others."),
            property("iconSize", "number", 18, "Icon width and height."),
            property("iconWidth", "number", "Icon width; falls back to iconSize."),
            property("iconHeight", "number", "Icon height; falls back to iconSize."),
            property("foreground", "color", "labelNeutral", "Icon and title color."),
            property("background", "color", "clear", "Background color."),
            property("font", "font", "bodyMedium16", "Title font."),
            property("interactiveEffect", "boolean", true, "Lifting effect; off tints the button primaryLight1."),
            property("glassTint", "color", "clear", "Resolved: the background, or primaryLight1 without interactive effect."),
            property("hapticFeedback", "boolean", true, "Medium haptic before the action."),
            property("disabled", "boolean", false, "Refuses taps."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in try buttonStory(p) }
    )

    static let plainButton = CatalogueEntry(
        name: "plainButton",
        summary: "SwiftUI's plain button: any content as its label, a tap sends the action, no haptic (node type button, style plain).",
        factories: ["PlainButton(action:label:)"],
        properties: [
            property("action", "action", "tapped", required: true, "What a tap sends."),
            property("children", "children", [], "The label: stories [{component, properties}]."),
            property("style", "string", "plain", "Resolved: always plain."),
            property("disabled", "boolean", false, "Refuses taps."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            if p.object["style"] != nil {
                throw CatalogueError(message: "style is resolved, not set", path: p.path + "/style")
            }
            let label = try p.children("children")
            var button = PlainButton<JSONValue>(action: p.action("action", fallback: "tapped")) { label }
            if let flag = try p.bool("disabled") { button = button.disabled(flag) }
            return button
        }
    )

    private static func buttonStory(_ p: StoryProperties) throws(CatalogueError) -> any Component<JSONValue> {
        let action = p.action("action", fallback: "tapped")
        let layout = try p.choice("layout", ButtonLayout.self) ?? .titleOnly
        try checkButtonContent(p, layout: layout)
        var button: Button<JSONValue>
        switch layout {
        case .iconOnly:
            button = .iconOnly(image: try p.requiredString("image"), action: action)
        case .titleOnly:
            button = .titleOnly(title: try p.requiredString("title"), action: action)
        case .iconLeading:
            button = .iconLeading(image: try p.requiredString("image"), title: try p.requiredString("title"), action: action)
        case .iconTrailing:
            button = .iconTrailing(title: try p.requiredString("title"), image: try p.requiredString("image"), action: action)
        }
        if let size = try p.number("size") { button = button.size(size) }
        if let size = try p.number("iconSize") { button = button.iconSize(size) }
        let width = try p.number("iconWidth")
        let height = try p.number("iconHeight")
        if width != nil || height != nil { button = button.iconSize(width: width, height: height) }
        if let color = try p.color("foreground") { button = button.foreground(color) }
        if let color = try p.color("background") { button = button.background(color) }
        if let font = try p.font("font") { button = button.font(font) }
        if let flag = try p.bool("interactiveEffect") { button = button.interactiveEffect(flag) }
        if let flag = try p.bool("hapticFeedback") { button = button.hapticFeedback(flag) }
        if let flag = try p.bool("disabled") { button = button.disabled(flag) }
        if p.object["glassTint"] != nil {
            throw CatalogueError(message: "glassTint is resolved, not set; set interactiveEffect or background", path: p.path + "/glassTint")
        }
        return button
    }

    /// Seed 000 makes a button only through its four factories, so content its layout cannot show
    /// does not compile; the catalogue refuses it too, naming the factory that takes that content,
    /// instead of dropping the extra title or image.
    private static func checkButtonContent(_ p: StoryProperties, layout: ButtonLayout) throws(CatalogueError) {
        let hasTitle = p.object["title"].map { !$0.isNull } ?? false
        let hasImage = p.object["image"].map { !$0.isNull } ?? false
        let fitting: [ButtonLayout] = switch (hasTitle, hasImage) {
        case (true, true): [.iconLeading, .iconTrailing]
        case (true, false): [.titleOnly]
        case (false, true): [.iconOnly]
        case (false, false): []
        }
        let extra: String? = switch layout {
        case .iconOnly: hasTitle ? "title" : nil
        case .titleOnly: hasImage ? "image" : nil
        case .iconLeading, .iconTrailing: nil
        }
        let missing: String? = switch layout {
        case .iconOnly: hasImage ? nil : "image"
        case .titleOnly: hasTitle ? nil : "title"
        case .iconLeading, .iconTrailing: !hasImage ? "image" : (!hasTitle ? "title" : nil)
        }
        guard extra != nil || missing != nil, !fitting.isEmpty else { return }
        let factories = fitting.map(\.factory)
        let what = extra.map { "has no \($0)" } ?? "needs \(missing ?? "")"
        let content = [hasImage ? "an image" : nil, hasTitle ? "a title" : nil].compactMap { $0 }.joined(separator: " and ")
        throw CatalogueError(
            message: "a \(layout.rawValue) button \(what); for \(content) use \(factories.joined(separator: " or "))",
            path: p.path + "/" + (extra ?? missing ?? "layout"),
            expected: factories,
            suggestion: factories.first
        )
    }
}

extension ButtonLayout {
    /// The ``Button`` factory that makes this layout.
    var factory: String {
        switch self {
        case .iconOnly: "Button.iconOnly(image:action:)"
        case .titleOnly: "Button.titleOnly(title:action:)"
        case .iconLeading: "Button.iconLeading(image:title:action:)"
        case .iconTrailing: "Button.iconTrailing(title:image:action:)"
        }
    }
}
