internal import JSON

extension Pattern {
    /// Reads a pattern written in a case file.
    ///
    /// An object with a `"$match"` member is a matcher; `$repeat`/`$concat` stand for strings;
    /// `$literal` matches its content exactly, `$match` members and all.
    static func parse(_ value: JSONValue, at path: String, file: String) throws(CaseFileError) -> Pattern {
        func error(_ message: String) -> CaseFileError { CaseFileError(file: file, path: path, message: message) }
        switch value {
        case .array(let elements):
            var patterns: [Pattern] = []
            for (index, element) in elements.enumerated() { patterns.append(try parse(element, at: "\(path)/\(index)", file: file)) }
            return .array(patterns)
        case .object(let object):
            if object.count == 1, let literal = object["$literal"] { return exactly(literal) }
            if object["$repeat"] != nil || object["$concat"] != nil {
                return .value(try Directives.expand(value, at: path, file: file))
            }
            guard let matcher = object["$match"] else {
                return .object(try members(object, at: path, file: file), allowsOtherMembers: false)
            }
            guard let name = matcher.stringValue else { throw error("$match must be a string") }
            return try parseMatcher(name, object, at: path, file: file)
        default:
            return .value(value)
        }
    }

    private static func parseMatcher(_ name: String, _ object: JSONObject, at path: String, file: String) throws(CaseFileError) -> Pattern {
        func error(_ message: String) -> CaseFileError { CaseFileError(file: file, path: path, message: message) }
        func list(_ key: String) throws(CaseFileError) -> [Pattern] {
            guard let elements = object[key]?.arrayValue else { throw error("$match \"\(name)\" needs an array \"\(key)\"") }
            var patterns: [Pattern] = []
            for (index, element) in elements.enumerated() { patterns.append(try parse(element, at: "\(path)/\(key)/\(index)", file: file)) }
            return patterns
        }
        switch name {
        case "any":
            return .any
        case "absent":
            return .absent
        case "optional":
            return .optional(try object["value"].map { value throws(CaseFileError) in try parse(value, at: path + "/value", file: file) })
        case "unordered":
            return .unordered(try list("items"))
        case "oneOf":
            return .oneOf(try list("values"))
        case "object":
            guard let members = object["members"]?.objectValue else { return .type(.object, contains: nil) }
            return .object(try self.members(members, at: path + "/members", file: file), allowsOtherMembers: true)
        case "error":
            return try errorObject(object, at: path, file: file)
        default:
            guard let type = JSONType(rawValue: name) else {
                throw error("unknown matcher \"\(name)\"; expected any, absent, optional, unordered, oneOf, error or a JSON type")
            }
            let contains = object["contains"]?.stringValue
            if contains != nil, type != .string { throw error("\"contains\" applies to strings only") }
            return .type(type, contains: contains)
        }
    }

    /// `{"$match": "error", "code": -32601}`: a JSON-RPC error object with that code, a string
    /// message and optional data (`data`/`message` patterns narrow them).
    private static func errorObject(_ object: JSONObject, at path: String, file: String) throws(CaseFileError) -> Pattern {
        guard let code = object["code"], code.integerValue != nil else {
            throw CaseFileError(file: file, path: path, message: "$match \"error\" needs an integer \"code\"")
        }
        let message = try object["message"].map { value throws(CaseFileError) in try parse(value, at: path + "/message", file: file) }
        let data = try object["data"].map { value throws(CaseFileError) in try parse(value, at: path + "/data", file: file) }
        return .object([
            "code": .value(code),
            "message": message ?? .type(.string, contains: nil),
            "data": data ?? .optional(nil),
        ], allowsOtherMembers: false)
    }

    private static func members(_ object: JSONObject, at path: String, file: String) throws(CaseFileError) -> [String: Pattern] {
        var members: [String: Pattern] = [:]
        for (key, member) in object { members[key] = try parse(member, at: "\(path)/\(key)", file: file) }
        return members
    }

    /// A pattern matching `value` exactly, without reading matchers in it.
    static func exactly(_ value: JSONValue) -> Pattern {
        switch value {
        case .array(let elements): return .array(elements.map(exactly))
        case .object(let object):
            var members: [String: Pattern] = [:]
            for (key, member) in object { members[key] = exactly(member) }
            return .object(members, allowsOtherMembers: false)
        default: return .value(value)
        }
    }
}
