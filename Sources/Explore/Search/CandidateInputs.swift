import Components
import JSON

// MARK: - CandidateInputs

/// What a user can do on a rendered screen: the inputs one exploration step tries, in a fixed
/// order (document order of the nodes, then the clock), so that a search is deterministic.
struct CandidateInputs {
    /// Presentation node types: while one is shown, what lies outside the topmost is covered.
    static let presentationTypes: Set<String> = ["sheet", "fullScreenCover", "overlay", "alert"]

    /// Texts tried in every text field besides the field's own samples: empty, short, the edges
    /// of a ten-character rule (the seeds' toast), over-long.
    static let defaultTexts = ["", "a", "가나다라마바사아자차", "가나다라마바사아자차카", String(repeating: "x", count: 200)]
    /// Added for phone and number pads: the edges of a Korean mobile number's pattern.
    static let numericTexts = ["0101234567", "01012345678", "010-1234-5678", "010123456789"]

    let samples: [String: [String]]
    var environmentVariants = false
    var relaunches = false

    /// The dynamic type sizes `--env-variants` switches between: the boundaries and the default.
    static let typeSizes = ["xSmall", "large", "accessibilityExtraExtraExtraLarge"]

    /// The inputs for the screen `screen` digests (`TreeDigest`, all the search reads of a
    /// screen); `nextTimer` is the milliseconds to the earliest pending timer.
    func inputs(in screen: TreeDigest, nextTimer: Int?) -> [(input: ExploreInput, sends: [String])] {
        var inputs: [(input: ExploreInput, sends: [String])] = []
        for node in screen.nodes[Self.uncoveredRange(of: screen)] {
            let usable = node.isEnabled && !node.isHidden
            if usable, let sends = node.tapSends { inputs.append((.tap(node.id), sends)) }
            if usable, let sends = node.inputSends {
                for text in texts(for: node.id, keyboardType: node.keyboardType) { inputs.append((.input(node.id, text: text), sends)) }
            }
            if let sends = node.appearSends { inputs.append((.appear(node.id), sends)) }
        }
        if let nextTimer { inputs.append((.advance(nextTimer), [])) }
        if environmentVariants {
            for size in Self.typeSizes where size != screen.dynamicTypeSize {
                inputs.append((.environment(["dynamicTypeSize": .string(size)]), []))
            }
        }
        if relaunches { inputs.append((.relaunch, [])) }
        return inputs
    }

    private func texts(for id: String, keyboardType: String?) -> [String] {
        var texts = samples[id] ?? []
        let extra = ["phonePad", "numberPad", "decimalPad"].contains(keyboardType ?? "default") ? Self.numericTexts : []
        for text in Self.defaultTexts + extra where !texts.contains(text) { texts.append(text) }
        return texts
    }

    /// The nodes a user can touch, as `uncoveredRoot(of:)` finds them: the subtree of the last
    /// presentation shown, else every node.
    static func uncoveredRange(of screen: TreeDigest) -> Range<Int> {
        guard let top = screen.nodes.lastIndex(where: { presentationTypes.contains($0.type) && !$0.isHidden }) else {
            return screen.nodes.indices
        }
        return top ..< top + screen.nodes[top].subtreeCount
    }

    /// The subtree a user can touch: the last presentation in document order when one is shown
    /// (it covers everything else), else the whole tree.
    static func uncoveredRoot(of tree: JSONValue) -> JSONValue {
        var top: JSONValue?
        walk(tree) { node in
            if let type = node["type"]?.stringValue, presentationTypes.contains(type), node["hidden"] != true { top = node }
        }
        return top ?? tree
    }

    /// Calls `body` with every node in document order.
    static func walk(_ node: JSONValue, _ body: (JSONValue) -> Void) {
        body(node)
        for child in node["children"]?.arrayValue ?? [] { walk(child, body) }
    }
}
