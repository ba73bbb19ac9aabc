import JSON

extension ComponentCatalogue {
    static let presentationEntries: [CatalogueEntry] =
        PresentationKind.allCases.map(presentation) + [alert]

    /// A presentation's story: an empty screen presenting `children`.
    private static func presentation(_ kind: PresentationKind) -> CatalogueEntry {
        var properties = [
            property("onDismiss", "action", "dismissed", "What dismissing sends; the content's environment dismiss."),
            property("children", "children", [], "The presented content."),
        ]
        switch kind {
        case .sheet:
            properties += [
                property("detent", "string", "large", "Resolved height."),
                property("dragIndicator", "boolean", true, "Resolved."),
            ]
        case .fullScreenCover:
            break
        case .overlay:
            properties += [
                property("dimColor", "color", "dim", "Resolved scrim."),
                property("cornerRadius", "number", 16, "Resolved card corner radius."),
                property("dismissOnBackgroundTap", "boolean", true, "A tap on the dimmed screen dismisses."),
            ]
        }
        return CatalogueEntry(
            name: kind.rawValue,
            summary: "Content presented as \(kind.rawValue), attached to the node it modifies.",
            factories: [".\(kind == .overlay ? "overlayModal" : kind.rawValue)(isPresented:onDismiss:content:)"],
            properties: properties,
            story: { (p: inout StoryProperties) throws(CatalogueError) in
                let content = try p.children("children")
                let dismiss = p.action("onDismiss", fallback: "dismissed")
                let background = try p.bool("dismissOnBackgroundTap") ?? true
                for resolved in ["detent", "dragIndicator", "dimColor", "cornerRadius"] where p.object[resolved] != nil {
                    throw CatalogueError(message: "\(resolved) is resolved, not set", path: p.path + "/" + resolved)
                }
                return VStack<JSONValue> {}
                    .presentation(kind, content: content, onDismiss: dismiss, dismissOnBackgroundTap: background)
            }
        )
    }

    static let alert = CatalogueEntry(
        name: "alert",
        summary: "A title, a message and buttons; a button sends its action, then the dismiss action.",
        factories: ["Alert(title:message:buttons:)", ".alert(_:onDismiss:)"],
        properties: [
            property("title", "string", required: true, "The title."),
            property("message", "string", "The message."),
            property("buttons", "array of string", ["OK"], "Button titles; each sends {\"alertButtonTapped\": title}."),
            property("onDismiss", "action", "alertDismissed", "Sent after any button and by dismiss."),
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            var buttons: [AlertButton<JSONValue>] = []
            if let titles = p.object["buttons"] {
                guard let array = titles.arrayValue else {
                    throw CatalogueError(message: "expected an array of strings", path: p.path + "/buttons")
                }
                for (position, title) in array.enumerated() {
                    guard let title = title.stringValue else {
                        throw CatalogueError(message: "expected a string", path: p.path + "/buttons/\(position)")
                    }
                    buttons.append(.default(title, action: ["alertButtonTapped": .string(title)]))
                }
            }
            let alert = Alert<JSONValue>(title: try p.requiredString("title"), message: try p.string("message"), buttons: buttons)
            return VStack<JSONValue> {}.alert(alert, onDismiss: p.action("onDismiss", fallback: "alertDismissed"))
        }
    )
}
