internal import JSON

/// Reads one case file (`protocol/conformance/README.md`) into cases.
enum CaseFileParser {
    static let defaultTimeoutMs = 5000

    /// - Parameters:
    ///   - stem: the file's name without `.json`; case ids are `stem/name`.
    ///   - text: the file's contents.
    static func parse(stem: String, text: String) throws(CaseFileError) -> [ConformanceCase] {
        let file = stem + ".json"
        let document: JSONValue
        do {
            document = try JSONValue(parsing: text)
        } catch {
            throw CaseFileError(file: file, path: "", message: "not JSON: \(error)")
        }
        guard let cases = document["cases"]?.arrayValue else {
            throw CaseFileError(file: file, path: "/cases", message: "a case file needs an array \"cases\"")
        }
        let defaults = document["defaults"]?.objectValue ?? JSONObject()
        var parsed: [ConformanceCase] = []
        var names: Set<String> = []
        for (index, value) in cases.enumerated() {
            let path = "/cases/\(index)"
            let testCase = try parseCase(value, defaults: defaults, stem: stem, at: path, file: file)
            guard names.insert(testCase.id).inserted else {
                throw CaseFileError(file: file, path: path + "/name", message: "duplicate case name \(testCase.id)")
            }
            parsed.append(testCase)
        }
        return parsed
    }

    private static func parseCase(_ value: JSONValue, defaults: JSONObject, stem: String, at path: String,
                                  file: String) throws(CaseFileError) -> ConformanceCase {
        func error(_ message: String, _ suffix: String = "") -> CaseFileError {
            CaseFileError(file: file, path: path + suffix, message: message)
        }
        guard let object = value.objectValue else { throw error("a case is an object") }
        func setting(_ key: String) -> JSONValue? { object[key] ?? defaults[key] }
        guard let name = object["name"]?.stringValue, !name.isEmpty else { throw error("a case needs a \"name\"", "/name") }
        let framings: [WireFraming]
        switch setting("framing")?.stringValue ?? "both" {
        case "both": framings = WireFraming.allCases
        case let single:
            guard let framing = WireFraming(rawValue: single) else {
                throw error("framing must be content-length, newline or both", "/framing")
            }
            framings = [framing]
        }
        guard let subject = ConformanceCase.Subject(rawValue: setting("subject")?.stringValue ?? "server") else {
            throw error("subject must be server or client", "/subject")
        }
        let initialize = setting("initialize")?.boolValue ?? true
        let arguments = (object["arguments"]?.arrayValue ?? []).compactMap(\.stringValue)
        guard let stepValues = object["steps"]?.arrayValue, !stepValues.isEmpty else {
            throw error("a case needs a non-empty array \"steps\"", "/steps")
        }
        var steps: [Step] = []
        for (index, step) in stepValues.enumerated() {
            steps.append(try parseStep(step, at: "\(path)/steps/\(index)", file: file))
        }
        return ConformanceCase(id: "\(stem)/\(name)", description: object["description"]?.stringValue ?? "",
                               framings: framings, subject: subject, initialize: initialize,
                               arguments: arguments, steps: steps)
    }

    static let actions = ["send", "sendBody", "sendRaw", "receive", "receiveUnordered", "silence", "sleep", "closeInput", "exit"]

    private static func parseStep(_ value: JSONValue, at path: String, file: String) throws(CaseFileError) -> Step {
        func error(_ message: String) -> CaseFileError { CaseFileError(file: file, path: path, message: message) }
        guard let object = value.objectValue else { throw error("a step is an object") }
        let present = actions.filter { object[$0] != nil }
        guard present.count == 1, let action = present.first, let argument = object[action] else {
            throw error("a step has exactly one of \(actions.joined(separator: ", "))")
        }
        let argumentPath = path + "/" + action
        let timeout = Int(object["timeoutMs"]?.integerValue ?? Int64(defaultTimeoutMs))
        func milliseconds() throws(CaseFileError) -> Int {
            guard let value = argument.integerValue, value >= 0, value <= 600_000 else {
                throw error("\(action) takes a number of milliseconds")
            }
            return Int(value)
        }
        switch action {
        case "send":
            return .send(body: try Directives.expand(argument, at: argumentPath, file: file).serialized())
        case "sendBody":
            return .send(body: try Directives.bytes(argument, at: argumentPath, file: file))
        case "sendRaw":
            return .sendRaw(try Directives.bytes(argument, at: argumentPath, file: file))
        case "receive":
            return .receive(try Pattern.parse(argument, at: argumentPath, file: file), timeoutMs: timeout)
        case "receiveUnordered":
            guard let elements = argument.arrayValue, !elements.isEmpty else { throw error("receiveUnordered takes an array of patterns") }
            var patterns: [Pattern] = []
            for (index, element) in elements.enumerated() {
                patterns.append(try Pattern.parse(element, at: "\(argumentPath)/\(index)", file: file))
            }
            return .receiveUnordered(patterns, timeoutMs: timeout)
        case "silence":
            return .silence(ms: try milliseconds())
        case "sleep":
            return .sleep(ms: try milliseconds())
        case "closeInput":
            return .closeInput
        default:
            guard let code = argument.integerValue, (0...255).contains(code) else { throw error("exit takes an exit code 0…255") }
            return .exit(code: Int32(code), timeoutMs: timeout)
        }
    }
}
