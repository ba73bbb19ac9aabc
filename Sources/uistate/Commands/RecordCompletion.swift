import Components
import JSON

/// What Tab completes in `uistate record` on a terminal, as a pure function of the line before
/// the cursor and what the store offers (so it is tested without a terminal).
///
/// The first word completes to a command (or, after `"`, an action name); after `send`, action
/// names; after `tap`, `appear`, `focus` and `input`, `#` node ids and accessibility labels
/// (the rest of the line is one selector for the first three, so a label with spaces completes
/// whole); after `env`, environment keys and then their values.
///
/// ```swift
/// RecordCompletion.complete("tap Inc", vocabulary).candidates   // ["Increment"]
/// ```
struct RecordCompletion: Sendable, Equatable {
    /// What the store offers, refreshed after every command.
    struct Vocabulary: Sendable, Equatable {
        var nodeIDs: [String] = []
        var labels: [String] = []
        var actions: [String] = []

        /// The node ids and accessibility labels of a rendered tree (`view/render` JSON), each
        /// once, in document order.
        static func of(tree: JSONValue, actions: [String]) -> Vocabulary {
            var vocabulary = Vocabulary(actions: actions)
            var seenLabels = Set<String>()
            func walk(_ node: JSONValue) {
                if let id = node["id"]?.stringValue { vocabulary.nodeIDs.append(id) }
                if let label = node["accessibility"]?["label"]?.stringValue, !label.isEmpty, seenLabels.insert(label).inserted {
                    vocabulary.labels.append(label)
                }
                if case .array(let children)? = node["children"] { children.forEach(walk) }
            }
            walk(tree)
            return vocabulary
        }
    }

    static let commands = ["send", "tap", "input", "appear", "focus", "advance", "settle", "env", "state", "view", "quit"]
    static let environmentValues: [String: [String]] = [
        "dynamicTypeSize": DynamicTypeSize.allCases.map(\.rawValue),
        "colorScheme": ColorScheme.allCases.map(\.rawValue),
        "locale": ["en_US", "ko_KR"],
        "focusedField": ["null"],
    ]

    /// The part of the line being completed (its last selector or word).
    var fragment: String
    /// Every candidate that starts with `fragment`, each whole.
    var candidates: [String]

    /// What to insert at the cursor: the candidates' common prefix past the fragment, and a
    /// space after a single command or action (the next thing is an argument or nothing).
    var insertion: String {
        guard let first = candidates.first else { return "" }
        var common = Substring(first)
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(common) { common = common.dropLast() }
        }
        var text = String(common.dropFirst(fragment.count))
        if candidates.count == 1, first.last != "=" { text += " " }
        return text
    }

    static func complete(_ line: String, _ vocabulary: Vocabulary) -> RecordCompletion {
        let leading = line.drop { $0 == " " }
        guard let space = leading.firstIndex(of: " ") else {
            let word = String(leading)
            if word.hasPrefix("\"") {
                return matching(word, vocabulary.actions.map { "\"\($0)\"" })
            }
            return matching(word, commands)
        }
        let command = String(leading[..<space])
        let rest = String(leading[leading.index(after: space)...].drop { $0 == " " })
        let selectors = vocabulary.nodeIDs.map { "#" + $0 } + vocabulary.labels
        switch command {
        case "send":
            return matching(rest, vocabulary.actions)
        case "tap", "appear":
            return matching(rest, selectors)
        case "focus":
            return matching(rest, ["none"] + selectors)
        case "input":
            // One word names the field; the text after it is free.
            guard !rest.contains(" ") else { return RecordCompletion(fragment: rest, candidates: []) }
            return matching(rest, vocabulary.nodeIDs.map { "#" + $0 } + vocabulary.labels.filter { !$0.contains(" ") })
        case "env":
            if let equals = rest.firstIndex(of: "=") {
                let key = String(rest[..<equals]), value = String(rest[rest.index(after: equals)...])
                return matching(value, environmentValues[key] ?? [])
            }
            return matching(rest, environmentValues.keys.sorted().map { $0 + "=" })
        default:
            return RecordCompletion(fragment: rest, candidates: [])
        }
    }

    private static func matching(_ fragment: String, _ words: [String]) -> RecordCompletion {
        var seen = Set<String>()
        return RecordCompletion(fragment: fragment, candidates: words.filter { $0.hasPrefix(fragment) && seen.insert($0).inserted })
    }
}
