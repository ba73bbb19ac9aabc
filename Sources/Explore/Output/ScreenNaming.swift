import JSON

// MARK: - ScreenNaming

/// Names the screen scenarios by what they show, never by hash: the screen's navigation title
/// (the feature's name when it has none), then each input of the path with what the user saw on
/// the node it touched — `relationship--tap-가족--tap-다음`, `relationship--tap-직접-입력--type-동창`. The path and the trees along it are
/// fixed by the feature, so a name is the same on every run; two screens the same words would
/// name get `-2`, `-3` in discovery order.
struct ScreenNaming {
    let explorer: Explorer
    private var taken: Set<String> = []

    /// File names stay well inside a file system's 255 bytes (Hangul takes three per letter).
    static let maximumBytes = 180

    init(explorer: Explorer) {
        self.explorer = explorer
    }

    /// The file name (without `.scenario.json`) and the scenario's name for `screen`.
    mutating func name(_ screen: ExplorationResult.Screen) async throws -> (file: String, title: String) {
        let title = Self.navigationTitle(in: screen.tree) ?? explorer.feature.name
        let steps = try await described(screen.path)
        let words = steps.isEmpty ? ["launch"] : steps.map(\.words)
        var file = Self.truncated(([title] + words).map(ExplorationWriter.slug).joined(separator: "--"))
        if taken.contains(file) {
            var suffix = 2
            while taken.contains("\(file)-\(suffix)") { suffix += 1 }
            file += "-\(suffix)"
        }
        taken.insert(file)
        // The title is said once: "explore relationship: after tap 친구", "explore bookmarks:
        // Bookmarks after tap Bookmarks".
        let shown = title == explorer.feature.name ? "" : title + " "
        let readable = steps.isEmpty ? shown + "at launch" : shown + "after " + steps.map(\.text).joined(separator: ", ")
        return (file, "explore \(explorer.feature.name): \(readable)")
    }

    /// An input as words for the file name and as text for the scenario's name.
    struct Step {
        var words: String
        var text: String
    }

    /// Replays `path`, reading before each input the label of the node it acts on.
    private func described(_ path: [ExploreInput]) async throws -> [Step] {
        guard !path.isEmpty else { return [] }
        let app = try await explorer.app(replaying: [ExploreInput]())
        var steps: [Step] = []
        do {
            for input in path {
                switch input {
                case .tap(let id), .input(let id, _), .appear(let id):
                    let tree = await app.store.render(format: .json).tree
                    steps.append(Self.step(input, label: Self.label(of: id, in: tree), onlyField: Self.fieldCount(in: tree) == 1))
                case .advance, .environment, .relaunch:
                    steps.append(Self.step(input, label: ""))
                }
                _ = try await explorer.apply(input, to: app)
            }
        } catch {
            await app.shutDown()
            throw ExplorationError(message: "a path that worked before failed on replay (\(error)); is the feature deterministic?")
        }
        await app.shutDown()
        return steps
    }

    /// `onlyField`: the field typed into is the only one offered, so the file name leaves it out
    /// (`type-동창`); the scenario's name always says it.
    static func step(_ input: ExploreInput, label: String, onlyField: Bool = false) -> Step {
        switch input {
        case .tap: return Step(words: "tap-" + label, text: "tap \(label)")
        case .appear: return Step(words: "appear-" + label, text: "appear \(label)")
        case .input(_, let text):
            let typed = text.isEmpty ? "empty" : text.count > 12 ? String(text.prefix(10)) + "-\(text.count)chars" : text
            let quoted = text.count > 12 ? "\"\(text.prefix(10))…\" (\(text.count) characters)" : "\"\(text)\""
            return Step(words: onlyField ? "type-\(typed)" : "type-\(label)-\(typed)", text: "type \(quoted) into \(label)")
        case .advance(let ms): return Step(words: "wait-\(ms)ms", text: "wait \(ms) ms")
        case .environment(let values):
            let pairs = (values.objectValue ?? [:]).map { key, value in (key, value.stringValue ?? value.serializedString(.compact)) }
            return Step(
                words: "set-" + pairs.map { "\($0.0)-\($0.1)" }.joined(separator: "-"),
                text: "set " + pairs.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            )
        case .relaunch: return Step(words: "relaunch", text: "relaunch")
        }
    }

    /// The text fields a user can type into on `tree`'s uncovered part.
    static func fieldCount(in tree: JSONValue) -> Int {
        var count = 0
        CandidateInputs.walk(CandidateInputs.uncoveredRoot(of: tree)) { node in
            if node["interactions"]?["input"] != nil { count += 1 }
        }
        return count
    }

    /// What a user calls the node: its accessibility label, its text or title, the first text
    /// inside it (a tappable row), else its id.
    static func label(of id: String, in tree: JSONValue) -> String {
        var found: JSONValue?
        CandidateInputs.walk(tree) { node in
            if found == nil, node["id"]?.stringValue == id { found = node }
        }
        guard let node = found else { return id }
        if let label = node["accessibility"]?["label"]?.stringValue, !label.isEmpty { return label }
        for key in ["text", "title"] {
            if let text = node["properties"]?[key]?.stringValue, !text.isEmpty { return text }
        }
        var inner: String?
        CandidateInputs.walk(node) { child in
            if inner == nil, let text = child["properties"]?["text"]?.stringValue, !text.isEmpty { inner = text }
        }
        return inner ?? id
    }

    /// The navigation title the user sees: the topmost presentation's when it has one, else the
    /// first in the tree.
    static func navigationTitle(in tree: JSONValue) -> String? {
        func first(_ root: JSONValue) -> String? {
            var title: String?
            CandidateInputs.walk(root) { node in
                if title == nil, let text = node["properties"]?["navigationTitle"]?.stringValue, !text.isEmpty { title = text }
            }
            return title
        }
        return first(CandidateInputs.uncoveredRoot(of: tree)) ?? first(tree)
    }

    /// At most `maximumBytes` of UTF-8, cut at a character and without a trailing `-`.
    static func truncated(_ name: String) -> String {
        var name = name
        while name.utf8.count > maximumBytes { name.removeLast() }
        while name.hasSuffix("-") { name.removeLast() }
        return name
    }
}
