internal import CYAML
package import JSON

/// One YAML document read as a ``JSONValue``, with the position of every member key and value,
/// so that errors found after reading (a scenario's decoding) name a line and column exactly as
/// they do for JSON.
///
/// Scalars follow the YAML 1.2 core schema (``YAMLScalar``). Mapping keys are scalars taken as
/// written (`1: x` has the key `"1"`); a key written twice is an error, as in JSON. Anchors and
/// aliases are expanded (bounded by `maxNodes`, so an alias bomb is an error, not an
/// allocation); `<<` is an ordinary key (merge keys are YAML 1.1). A stream with more than one
/// document is an error.
///
/// ```swift
/// let document = try YAMLDocument(parsing: "feature: counter\nsteps:\n  - send: increment\n")
/// document.value["feature"]                                          // .string("counter")
/// document.positions.position(of: try JSONPointer(parsing: "/steps/0"))  // 3:5
/// ```
package struct YAMLDocument: Sendable {
    package let value: JSONValue
    package let positions: JSONPositionIndex

    /// - Parameters:
    ///   - maxDepth: deepest nesting of sequences and mappings (the JSON reader's default).
    ///   - maxNodes: most values the document may expand to, aliases counted at every use.
    package init(parsing text: String, maxDepth: Int = 512, maxNodes: Int = 1_000_000) throws(YAMLParseError) {
        var builder = YAMLTreeBuilder(maxDepth: maxDepth, maxNodes: maxNodes)
        try builder.read(text)
        value = builder.root ?? .null
        positions = JSONPositionIndex(keys: builder.keys, values: builder.values)
    }
}

/// Builds the value from libyaml's events.
struct YAMLTreeBuilder {
    typealias Position = JSONPositionIndex.Position

    enum Container {
        case sequence([JSONValue])
        case mapping(JSONObject, pendingKey: String?)
    }

    struct Frame {
        var pointer: JSONPointer
        var container: Container
        var anchor: String?
    }

    let maxDepth: Int
    let maxNodes: Int
    var stack: [Frame] = []
    var keys: [JSONPointer: Position] = [:]
    var values: [JSONPointer: Position] = [:]
    var anchors: [String: (value: JSONValue, size: Int)] = [:]
    var nodes = 0
    var documents = 0
    var root: JSONValue?

    init(maxDepth: Int, maxNodes: Int) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    mutating func read(_ text: String) throws(YAMLParseError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLParseError(message: "libyaml could not start a parser (out of memory)", line: 1, column: 1, offset: 0)
        }
        defer { yaml_parser_delete(&parser) }
        let utf8 = Array(text.utf8)
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
        defer { input.deallocate() }
        _ = input.initialize(from: utf8)
        yaml_parser_set_input_string(&parser, input.baseAddress, utf8.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { throw Self.error(of: parser) }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { return }
            try handle(event)
        }
    }

    mutating func handle(_ event: yaml_event_t) throws(YAMLParseError) {
        let start = Self.position(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                throw YAMLParseError(
                    message: "a second YAML document (after ---); a scenario file holds one document",
                    line: start.line, column: start.column, offset: start.offset)
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = Self.string(scalar.value, length: Int(scalar.length))
            if isAwaitingKey {
                try setKey(text, at: start)
                return
            }
            let value: JSONValue
            do {
                if let tag = scalar.tag {
                    value = try YAMLScalar.resolve(text, tag: String(cString: tag))
                } else if scalar.style == YAML_PLAIN_SCALAR_STYLE {
                    value = try YAMLScalar.resolvePlain(text)
                } else {
                    value = .string(text)
                }
            } catch {
                throw YAMLParseError(message: error.message, line: start.line, column: start.column, offset: start.offset)
            }
            values[childPointer] = start
            try add(value, size: 1, anchor: scalar.anchor.map { String(cString: $0) }, at: start)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let anchored = anchors[name] else {
                throw YAMLParseError(message: "unknown alias *\(name) (no anchor &\(name) before it)",
                                     line: start.line, column: start.column, offset: start.offset)
            }
            if isAwaitingKey {
                guard case .string(let key) = anchored.value else {
                    throw YAMLParseError(message: "a mapping key must be a string; *\(name) is not one",
                                         line: start.line, column: start.column, offset: start.offset)
                }
                try setKey(key, at: start)
                return
            }
            values[childPointer] = start
            try add(anchored.value, size: anchored.size, anchor: nil, at: start)
        case YAML_SEQUENCE_START_EVENT:
            let sequence = event.data.sequence_start
            try checkCollectionTag(sequence.tag, expected: "seq", at: start)
            try open(.sequence([]), anchor: sequence.anchor.map { String(cString: $0) }, at: start)
        case YAML_MAPPING_START_EVENT:
            let mapping = event.data.mapping_start
            try checkCollectionTag(mapping.tag, expected: "map", at: start)
            try open(.mapping(JSONObject(), pendingKey: nil), anchor: mapping.anchor.map { String(cString: $0) }, at: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let value: JSONValue
            switch frame.container {
            case .sequence(let elements): value = .array(elements)
            case .mapping(let object, _): value = .object(object)
            }
            try add(value, size: 0, anchor: frame.anchor, at: start)
        default:
            return
        }
    }

    /// Where the node that starts now goes.
    var childPointer: JSONPointer {
        guard let top = stack.last else { return .root }
        switch top.container {
        case .sequence(let elements): return top.pointer.appending(elements.count)
        case .mapping(_, let key): return top.pointer.appending(key ?? "")
        }
    }

    var isAwaitingKey: Bool {
        guard let top = stack.last, case .mapping(_, pendingKey: nil) = top.container else { return false }
        return true
    }

    mutating func setKey(_ key: String, at position: Position) throws(YAMLParseError) {
        guard var top = stack.popLast(), case .mapping(let object, nil) = top.container else { return }
        if object[key] != nil {
            throw YAMLParseError(message: "duplicate key \"\(key)\"", line: position.line, column: position.column, offset: position.offset)
        }
        top.container = .mapping(object, pendingKey: key)
        stack.append(top)
        keys[top.pointer.appending(key)] = position
    }

    mutating func open(_ container: Container, anchor: String?, at position: Position) throws(YAMLParseError) {
        if isAwaitingKey {
            throw YAMLParseError(message: "a mapping key must be a string, not a sequence or mapping",
                                 line: position.line, column: position.column, offset: position.offset)
        }
        guard stack.count < maxDepth else {
            throw YAMLParseError(message: "nested deeper than \(maxDepth) levels", line: position.line, column: position.column, offset: position.offset)
        }
        let pointer = childPointer
        values[pointer] = position
        stack.append(Frame(pointer: pointer, container: container, anchor: anchor))
    }

    /// Puts a finished node into its parent; `size` is how many nodes it adds (0 for a collection,
    /// whose members were counted as they came).
    mutating func add(_ value: JSONValue, size: Int, anchor: String?, at position: Position) throws(YAMLParseError) {
        nodes += max(size, 1)
        guard nodes <= maxNodes else {
            throw YAMLParseError(message: "the document expands to more than \(maxNodes) values (aliases are counted at every use)",
                                 line: position.line, column: position.column, offset: position.offset)
        }
        if let anchor { anchors[anchor] = (value, Self.size(of: value)) }
        guard var top = stack.popLast() else {
            root = value
            return
        }
        switch top.container {
        case .sequence(var elements):
            elements.append(value)
            top.container = .sequence(elements)
        case .mapping(var object, let key):
            object[key ?? ""] = value
            top.container = .mapping(object, pendingKey: nil)
        }
        stack.append(top)
    }

    mutating func checkCollectionTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, expected: String, at position: Position) throws(YAMLParseError) {
        guard let tag else { return }
        let name = String(cString: tag)
        guard name == YAMLScalar.tagPrefix + expected || name == "!" else {
            throw YAMLParseError(message: "unsupported tag \(name) on a collection; accepted: !!\(expected)",
                                 line: position.line, column: position.column, offset: position.offset)
        }
    }

    static func size(of value: JSONValue) -> Int {
        switch value {
        case .array(let elements): return elements.reduce(1) { $0 + size(of: $1) }
        case .object(let object): return object.values.reduce(1) { $0 + size(of: $1) }
        default: return 1
        }
    }

    static func position(_ mark: yaml_mark_t) -> Position {
        Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    static func error(of parser: yaml_parser_t) -> YAMLParseError {
        var message = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if let context = parser.context.map({ String(cString: $0) }) { message = context + ": " + message }
        let mark = parser.problem_mark
        return YAMLParseError(message: message, line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: Int(mark.index))
    }
}
