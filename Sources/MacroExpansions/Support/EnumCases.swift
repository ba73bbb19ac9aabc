import SwiftSyntax

/// One `case` of an enum as a case path sees it: its name and the payload's parts.
struct EnumCaseShape {
    struct Part {
        /// The payload part's label, when the case gives one (`id` in `row(id: ID, action: A)`).
        let label: String?
        let type: TypeSyntax
    }

    let name: String
    let parts: [Part]

    /// The payload's type: `Void` for none, the one type for a single value (labelled or not, as
    /// TCA's case paths take it), and a tuple, labels kept, for several.
    var valueType: String {
        switch parts.count {
        case 0: return "Void"
        case 1: return parts[0].type.trimmedDescription
        default:
            let members = parts.map { part in (part.label.map { "\($0): " } ?? "") + part.type.trimmedDescription }
            return "(" + members.joined(separator: ", ") + ")"
        }
    }

    /// Whether the payload is one `Never` (`case alert(Never)`, what `@Reducer` gives an
    /// `AlertState<Never>` case's action): no value of the case can be built, and a closure
    /// that builds one draws the compiler's "will never be executed" in the user's build.
    var isUninhabited: Bool {
        parts.count == 1 && ["Never", "Swift.Never"].contains(parts[0].type.trimmedDescription)
    }

    /// An expression of the enum built from `value`, a closure's `$0` of `valueType`.
    func embedExpression(of value: String) -> String {
        switch parts.count {
        case 0: return ".\(escapedName)"
        case 1: return ".\(escapedName)(\(argumentLabel(0))\(value))"
        default:
            let arguments = parts.indices.map { "\(argumentLabel($0))\(value).\($0)" }
            return ".\(escapedName)(" + arguments.joined(separator: ", ") + ")"
        }
    }

    /// A `case` pattern that binds the payload's parts as `v0`, `v1`, …
    var bindingPattern: String {
        parts.isEmpty ? ".\(escapedName)" : ".\(escapedName)(" + parts.indices.map { "let v\($0)" }.joined(separator: ", ") + ")"
    }

    /// An expression of the enum rebuilt from the parts `bindingPattern` bound, labels kept.
    var reboundExpression: String {
        parts.isEmpty ? ".\(escapedName)" : ".\(escapedName)(" + parts.indices.map { "\(argumentLabel($0))v\($0)" }.joined(separator: ", ") + ")"
    }

    /// The bound parts as one value of `valueType`.
    var boundValue: String {
        switch parts.count {
        case 0: return "()"
        case 1: return "v0"
        default: return "(" + parts.indices.map { "v\($0)" }.joined(separator: ", ") + ")"
        }
    }

    /// The name as a member (backticked when it is a keyword such as `default`).
    var escapedName: String {
        Self.keywords.contains(name) ? "`\(name)`" : name
    }

    private func argumentLabel(_ index: Int) -> String {
        parts[index].label.map { "\($0): " } ?? ""
    }

    private static let keywords: Set<String> = [
        "default", "self", "Type", "init", "case", "class", "func", "import", "in", "is", "let", "var",
        "return", "static", "struct", "subscript", "switch", "where", "while", "repeat", "protocol",
    ]
}

extension EnumDeclSyntax {
    /// Every case the enum declares, in order. Cases inside `#if` blocks are not seen: their
    /// conditions are the compiler's to decide, and a case path must exist in every configuration.
    var caseShapes: [EnumCaseShape] {
        memberBlock.members.flatMap { member -> [EnumCaseShape] in
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            return declaration.elements.map { element in
                let parts = element.parameterClause?.parameters.map { parameter in
                    EnumCaseShape.Part(
                        label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
                        type: parameter.type
                    )
                } ?? []
                return EnumCaseShape(name: element.name.text, parts: parts)
            }
        }
    }
}

extension DeclGroupSyntax {
    /// `public ` or `package ` when the declaration is, so what a macro adds is visible where the
    /// type is; nothing for internal and narrower.
    var accessPrefix: String {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }
}
