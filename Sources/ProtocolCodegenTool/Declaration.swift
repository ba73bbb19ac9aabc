// MARK: - Declarations

/// One stored property of a generated struct: a method's param or a schema's property.
struct Member {
    var name: String
    /// The Swift type without the `?` an optional member adds.
    var type: String
    var isOptional: Bool
    /// A required member that may be null: written as `null` when nil, never left out.
    var writesNull: Bool = false
    var doc: [String]
}

/// A type the generator writes. Every struct gets the same shape — package vars, a package
/// memberwise init (Swift synthesises only an internal one, and callers live in other modules)
/// with `nil` defaults for what is optional — which is why it is written here once.
indirect enum Declaration {
    case structure(Structure)
    case enumeration(Enumeration)

    struct Structure {
        var name: String
        var conformances: [String]
        var doc: [String]
        /// Lines before the members (`public static let method = "store/create"`).
        var statics: [String] = []
        var members: [Member]
        /// Types declared inside this one: enums and structs the members use, the `Response`.
        var nested: [Declaration] = []
        /// Lines after everything else (`public typealias Response = StepResult`).
        var trailing: [String] = []
    }

    /// A string enum: its cases are the schema's `enum` values, spelled as they are on the wire.
    struct Enumeration {
        var name: String
        var doc: [String]
        var cases: [String]
    }

    func lines(indent: String) -> [String] {
        switch self {
        case .structure(let structure): structure.lines(indent: indent)
        case .enumeration(let enumeration): enumeration.lines(indent: indent)
        }
    }
}

extension Declaration.Structure {
    func lines(indent: String) -> [String] {
        let inner = indent + "    "
        var sections: [[String]] = []
        if !statics.isEmpty { sections.append(statics.map { inner + $0 }) }
        if !members.isEmpty {
            sections.append(members.flatMap { member in
                DocComment.lines(member.doc, indent: inner)
                    + ["\(inner)package var \(identifier(member.name)): \(member.type)\(member.isOptional ? "?" : "")"]
            })
        }
        sections.append(initializer(indent: inner))
        if members.contains(where: \.writesNull) { sections += encoder(indent: inner) }
        sections += nested.map { $0.lines(indent: inner) }
        if !trailing.isEmpty { sections.append(trailing.map { inner + $0 }) }
        let conformance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        return DocComment.lines(doc, indent: indent)
            + ["\(indent)package struct \(name)\(conformance) {"]
            + sections.joined(separator: [""])
            + ["\(indent)}"]
    }

    /// Synthesised encoding leaves a nil member out; the document requires some to be written
    /// as null, so those structs encode by hand.
    private func encoder(indent: String) -> [[String]] {
        let keys = [
            "\(indent)private enum CodingKeys: String, CodingKey {",
            "\(indent)    case \(members.map { identifier($0.name) }.joined(separator: ", "))",
            "\(indent)}",
        ]
        let nulls = members.filter(\.writesNull).map { "`\($0.name)`" }.joined(separator: ", ")
        let encode = DocComment.lines(["Writes \(nulls) as null when nil, as the document requires."], indent: indent) + [
            "\(indent)package func encode(to encoder: any Encoder) throws {",
            "\(indent)    var container = encoder.container(keyedBy: CodingKeys.self)",
        ] + members.map { member in
            let call = member.isOptional && !member.writesNull ? "encodeIfPresent" : "encode"
            return "\(indent)    try container.\(call)(\(identifier(member.name)), forKey: .\(identifier(member.name)))"
        } + ["\(indent)}"]
        return [keys, encode]
    }

    private func initializer(indent: String) -> [String] {
        guard !members.isEmpty else { return ["\(indent)package init() {}"] }
        let parameters = members.map { member in
            "\(member.name): \(member.type)" + (member.isOptional ? "? = nil" : "")
        }
        let oneLine = "\(indent)package init(\(parameters.joined(separator: ", "))) {"
        let header = oneLine.count <= 120
            ? [oneLine]
            : ["\(indent)package init("] + parameters.enumerated().map { index, parameter in
                "\(indent)    \(parameter)\(index < parameters.count - 1 ? "," : "")"
            } + ["\(indent)) {"]
        return header + members.map { "\(indent)    self.\($0.name) = \(identifier($0.name))" } + ["\(indent)}"]
    }
}

extension Declaration.Enumeration {
    func lines(indent: String) -> [String] {
        DocComment.lines(doc, indent: indent)
            + ["\(indent)package enum \(name): String, Sendable, CaseIterable, Codable {"]
            + cases.map { "\(indent)    case \(identifier($0))" }
            + ["\(indent)}"]
    }
}

/// Swift keywords a wire name could be; such a name is written in backquotes.
private let keywords: Set<String> = [
    "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
    "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "internal", "is", "let", "nil",
    "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
    "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
]

func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
}

/// Whether a wire name can be a Swift identifier as it is (keywords aside, which are quoted).
func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
}
