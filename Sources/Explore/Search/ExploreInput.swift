package import JSON

// MARK: - ExploreInput

/// One thing a user (or time) does to a store during exploration, written as the scenario step
/// it becomes.
package enum ExploreInput: Sendable, Hashable {
    /// Tap the node with this id.
    case tap(String)
    /// Type `text` into the field with this id.
    case input(String, text: String)
    /// Scroll the node with this id into view.
    case appear(String)
    /// Advance the test clock to the next pending timer, this many milliseconds away.
    case advance(Int)
    /// Change environment members (`{"dynamicTypeSize": "xSmall"}`): `--env-variants`.
    case environment(JSONValue)
    /// Kill the app and start it again with the same storage: `--relaunch`.
    case relaunch

    /// The scenario step: `{"tap": {"id": …}}`, `{"input": {"id": …}, "text": …}`, …
    package var step: JSONValue {
        switch self {
        case .tap(let id): ["tap": ["id": .string(id)]]
        case .input(let id, let text): ["input": ["id": .string(id)], "text": .string(text)]
        case .appear(let id): ["appear": ["id": .string(id)]]
        case .advance(let ms): ["advance": .integer(Int64(ms))]
        case .environment(let values): ["set": values]
        case .relaunch: ["relaunch": true]
        }
    }

    /// Reads a step written by `step`.
    package init?(step: JSONValue) {
        if let id = step["tap"]?["id"]?.stringValue {
            self = .tap(id)
        } else if let id = step["input"]?["id"]?.stringValue, let text = step["text"]?.stringValue {
            self = .input(id, text: text)
        } else if let id = step["appear"]?["id"]?.stringValue {
            self = .appear(id)
        } else if let ms = step["advance"]?.integerValue {
            self = .advance(Int(ms))
        } else if let values = step["set"], values.objectValue != nil {
            self = .environment(values)
        } else if step["relaunch"] == true {
            self = .relaunch
        } else {
            return nil
        }
    }
}
