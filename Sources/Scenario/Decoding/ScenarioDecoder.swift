import JSON

/// Decodes a parsed scenario file into the typed model (the file format is specified in
/// `protocol/scenario/README.md`); `StepDecoder` handles each step.
struct ScenarioDecoder {
    let loader: ScenarioLoader

    static let scenarioKeys = [
        "$schema", "name", "description", "tags", "feature", "initialState", "environment", "dependencies",
        "clock", "storage", "exhaustivity", "steps",
    ]
    static let fragmentKeys = ["$schema", "name", "description", "parameters", "steps"]

    func decodeScenario(_ root: JSONCursor) throws(ScenarioFileError) -> ScenarioDocument {
        try root.checkKeys(Self.scenarioKeys, what: "a scenario")
        guard let feature = root.member("feature") else {
            throw root.error("a scenario needs \"feature\" (the feature whose store it drives)")
        }
        guard let stepsCursor = root.member("steps") else { throw root.error("a scenario needs \"steps\"") }
        var document = ScenarioDocument(
            name: try root.member("name")?.string() ?? Self.defaultName(root.source.path),
            feature: try feature.string(),
            steps: [],
            source: root.source
        )
        if let tags = root.member("tags") {
            document.tags = try tags.elements().map { cursor throws(ScenarioFileError) in try cursor.string() }
        }
        document.initialState = root.member("initialState")?.value
        if let environment = root.member("environment") {
            _ = try environment.object()
            document.environment = environment.value
        }
        if let dependencies = root.member("dependencies") {
            for (name, preset) in try dependencies.members() {
                document.dependencies.append((name, try preset.string()))
            }
        }
        if let clock = root.member("clock") {
            document.clock = ClockMode(rawValue: try clock.choice(ClockMode.allCases.map(\.rawValue))) ?? .test
        }
        if let storage = root.member("storage") {
            document.storage = ScenarioLoader.resolve(try storage.string(), against: root.source.path)
        }
        if let exhaustivity = root.member("exhaustivity") {
            document.exhaustivity = Exhaustivity(rawValue: try exhaustivity.choice(Exhaustivity.allCases.map(\.rawValue))) ?? .on
        }
        let context = StepContext(includeStack: [ScenarioLoader.normalize(root.source.path)], includedFrom: [], labelPrefix: nil)
        document.steps = try decodeSteps(stepsCursor, context: context)
        return document
    }

    /// `dir/picking-a-friend.scenario.json` (or `.scenario.yaml`) → `picking-a-friend`.
    static func defaultName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".scenario.json", ".scenario.yaml", ".steps.json", ".steps.yaml", ".json", ".yaml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    // MARK: - Steps and includes

    /// What decoding a step list needs to know about how it was reached.
    struct StepContext {
        /// Normalized paths of the files being included, outermost first (for cycles).
        var includeStack: [String]
        var includedFrom: [SourceLocation]
        var labelPrefix: String?
    }

    func decodeSteps(_ cursor: JSONCursor, context: StepContext) throws(ScenarioFileError) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        for element in try cursor.elements() {
            let object = try element.object()
            if object["include"] != nil {
                steps += try expandInclude(element, context: context)
            } else {
                var step = try StepDecoder(cursor: element).decode()
                step.includedFrom = context.includedFrom
                if let prefix = context.labelPrefix {
                    step.label = step.label.map { "\(prefix) › \($0)" } ?? prefix
                }
                steps.append(step)
            }
        }
        return steps
    }

    private func expandInclude(_ step: JSONCursor, context: StepContext) throws(ScenarioFileError) -> [ScenarioStep] {
        try step.checkKeys(["include", "with", "label"], what: "an include step")
        guard let target = step.member("include") else { return [] }
        let relative = try target.string()
        let path = ScenarioLoader.resolve(relative, against: step.source.path)
        if let first = context.includeStack.firstIndex(of: path) {
            let chain = (context.includeStack[first...] + [path]).joined(separator: " → ")
            let message = first == context.includeStack.count - 1
                ? "\"\(relative)\" includes itself"
                : "include cycle: \(chain)"
            throw target.error(message)
        }
        let fragment = try loader.parse(path: path, includedAt: target.location)
        try fragment.checkKeys(Self.fragmentKeys, what: "an included file (it may hold only parameters and steps)")
        var parameters: [String: JSONValue] = [:]
        if let declared = fragment.member("parameters") {
            for (name, defaultValue) in try declared.members() { parameters[name] = defaultValue.value }
        }
        if let given = step.member("with") {
            for (name, value) in try given.members() {
                guard parameters[name] != nil else {
                    let names = parameters.keys.sorted()
                    throw value.error(
                        "\(relative) declares no parameter \"\(name)\"",
                        expected: names, suggestion: NameSuggestion.closest(to: name, among: names)
                    )
                }
                parameters[name] = value.value
            }
        }
        guard let stepsCursor = fragment.member("steps") else { throw fragment.error("an included file needs \"steps\"") }
        let substituted = try ParameterSubstitution(parameters: parameters, source: fragment.source)
            .apply(stepsCursor.value, at: stepsCursor.pointer)
        let label = try step.member("label")?.string()
        var inner = context
        inner.includeStack.append(path)
        inner.includedFrom.append(step.location)
        inner.labelPrefix = [context.labelPrefix, label].compactMap { $0 }.joined(separator: " › ").nilIfEmpty
        return try decodeSteps(JSONCursor(value: substituted, pointer: stepsCursor.pointer, source: fragment.source), context: inner)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
