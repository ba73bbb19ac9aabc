// MARK: - DialogContent

/// What an alert and a confirmation dialog both hold: a title, an optional message and buttons.
/// Both types print, map and encode it the same way through this value.
struct DialogContent<Action> {
    var title: TextState
    var message: TextState?
    var buttons: [ButtonState<Action>]

    init(title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    init(title: () -> TextState, actions: () -> [ButtonState<Action>], message: (() -> TextState)?) {
        self.init(title: title(), message: message?(), buttons: actions())
    }

    func map<NewAction>(_ transform: (Action?) -> NewAction?) -> DialogContent<NewAction> {
        DialogContent<NewAction>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }

    /// Title, message and buttons, in the order they appear on screen.
    var mirrorChildren: [Mirror.Child] {
        [(label: "title", value: title), (label: "message", value: message as Any), (label: "buttons", value: buttons)]
    }
}

// MARK: - Wire form

enum DialogCodingKeys: String, CodingKey {
    case title, message, buttons, titleVisibility
}

extension DialogContent where Action: Encodable {
    /// Writes `title`, `message` (left out when there is none) and `buttons`.
    func encode(into container: inout KeyedEncodingContainer<DialogCodingKeys>) throws {
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encode(buttons, forKey: .buttons)
    }
}

extension DialogContent where Action: Decodable {
    /// Reads what `encode(into:)` writes; `buttons` may be left out when there are none.
    init(from container: KeyedDecodingContainer<DialogCodingKeys>) throws {
        self.init(
            title: try container.decode(TextState.self, forKey: .title),
            message: try container.decodeIfPresent(TextState.self, forKey: .message),
            buttons: try container.decodeIfPresent([ButtonState<Action>].self, forKey: .buttons) ?? []
        )
    }
}
