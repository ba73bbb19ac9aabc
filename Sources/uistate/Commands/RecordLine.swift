import Foundation
import JSON

/// One line typed into `uistate record`.
enum RecordLine: Sendable, Equatable {
    case send(JSONValue)
    case tap(JSONValue)
    case input(JSONValue, text: String)
    case appear(JSONValue)
    /// `nil` unfocuses.
    case focus(JSONValue?)
    case advance(Int)
    case settle
    case environment(JSONValue)
    case state
    /// Print the whole outline (steps print only what changed).
    case view
    case quit
    case blank
    case invalid(String)

    init(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            self = .blank
            return
        }
        if let first = trimmed.first, "{[\"".contains(first) {
            self = (try? JSONValue(parsing: Array(trimmed.utf8))).map(RecordLine.send) ?? .invalid("not valid JSON: \(trimmed)")
            return
        }
        let (word, rest) = Self.split(trimmed)
        switch word {
        case "quit", "exit": self = .quit
        case "settle": self = .settle
        case "state": self = .state
        case "view": self = .view
        case "send":
            self = (try? JSONValue(parsing: Array(rest.utf8))).map(RecordLine.send) ?? .send(.string(rest))
        case "tap", "appear":
            guard let (selector, _) = Self.selector(rest, wholeLine: true) else {
                self = .invalid("\(word) needs a selector")
                return
            }
            self = word == "tap" ? .tap(selector) : .appear(selector)
        case "focus":
            if rest == "none" || rest == "null" {
                self = .focus(nil)
            } else if let (selector, _) = Self.selector(rest, wholeLine: true) {
                self = .focus(selector)
            } else {
                self = .invalid("focus needs a selector or none")
            }
        case "input":
            guard let (selector, text) = Self.selector(rest) else {
                self = .invalid("input needs a selector and the text")
                return
            }
            self = .input(selector, text: text)
        case "advance":
            guard let ms = Int(rest), ms >= 0 else {
                self = .invalid("advance needs milliseconds, not '\(rest)'")
                return
            }
            self = .advance(ms)
        case "env":
            guard let equals = rest.firstIndex(of: "="), equals != rest.startIndex else {
                self = .invalid("env needs key=value")
                return
            }
            let key = String(rest[..<equals]), value = String(rest[rest.index(after: equals)...])
            self = .environment(.object([key: Self.value(value)]))
        default:
            self = .invalid("unknown command '\(word)' (send, tap, input, appear, focus, advance, settle, env, state, view, quit, or a JSON action)")
        }
    }

    /// A value typed after `=`: JSON when it parses, else the text itself.
    static func value(_ text: String) -> JSONValue {
        (try? JSONValue(parsing: Array(text.utf8))) ?? .string(text)
    }

    private static func split(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(of: " ") else { return (text, "") }
        return (String(text[..<space]), String(text[text.index(after: space)...]).trimmingCharacters(in: .whitespaces))
    }

    /// A selector at the start of `text` and the rest: a JSON object, `#id`, or a word (with
    /// `wholeLine`, all of `text`: `tap Bookmark Optimistic updates`) as a JSON string, the
    /// shorthand a scenario file writes, which the session resolves as a replay does
    /// (`StepSelector.resolve`: a text, else a label, else an id).
    private static func selector(_ text: String, wholeLine: Bool = false) -> (JSONValue, String)? {
        guard !text.isEmpty else { return nil }
        if text.hasPrefix("{") {
            // The object ends at the first prefix that parses.
            var end = text.startIndex
            while let close = text[end...].firstIndex(of: "}") {
                end = text.index(after: close)
                if let value = try? JSONValue(parsing: Array(text[..<end].utf8)) {
                    return (value, String(text[end...]).trimmingCharacters(in: .whitespaces))
                }
            }
            return nil
        }
        let (word, rest) = split(text)
        if word.hasPrefix("#"), word.count > 1 { return (["id": .string(String(word.dropFirst()))], rest) }
        if wholeLine { return (.string(text), "") }
        return (.string(word), rest)
    }
}
