package import JSON

/// Writes a ``JSONValue`` as block-style YAML that ``YAMLDocument`` (and YAML 1.1 readers such as
/// PyYAML) read back as the same value.
///
/// Objects keep their member order; empty collections are `{}` and `[]`; a string is plain when
/// nothing could read it as anything else (so `yes`, `1.0`, `2026-01-01` and `a: b` are quoted),
/// otherwise double-quoted with escapes. Doubles are written as the JSON writer writes them.
///
/// ```swift
/// YAMLWriter.document(["feature": "counter", "steps": [["send": "increment"]]])
/// // feature: counter
/// // steps:
/// //   - send: increment
/// ```
package enum YAMLWriter {
    /// The whole document, ending with a newline.
    package static func document(_ value: JSONValue) -> String {
        if let scalar = inline(value) { return scalar + "\n" }
        return block(value, indent: 0)
    }

    /// A scalar or empty collection on one line; `nil` for a collection with members.
    static func inline(_ value: JSONValue) -> String? {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer, .double: return value.serializedString()
        case .string(let text): return string(text)
        case .array(let elements): return elements.isEmpty ? "[]" : nil
        case .object(let object): return object.isEmpty ? "{}" : nil
        }
    }

    /// Lines for a collection with members, each indented by `indent` spaces.
    static func block(_ value: JSONValue, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var text = ""
        switch value {
        case .object(let object):
            for (key, member) in object {
                text += margin + string(key) + ":"
                if let scalar = inline(member) {
                    text += " " + scalar + "\n"
                } else {
                    text += "\n" + block(member, indent: indent + 2)
                }
            }
        case .array(let elements):
            for element in elements {
                if let scalar = inline(element) {
                    text += margin + "- " + scalar + "\n"
                } else {
                    // The nested block's first line starts after "- ", the rest line up under it.
                    let nested = block(element, indent: indent + 2)
                    text += margin + "- " + nested.dropFirst(indent + 2)
                }
            }
        default:
            text += margin + (inline(value) ?? "") + "\n"
        }
        return text
    }

    /// A string as a plain scalar when that reads back as the same string, else double-quoted.
    static func string(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        // Anything a YAML 1.2 or 1.1 reader might take for a number, date, boolean or null.
        if first.properties.numericType != nil || first == "+" || first == "." || first == "~" || first == "=" { return false }
        if ["y", "yes", "n", "no", "true", "false", "on", "off", "null", "<<"].contains(text.lowercased()) { return false }
        if text.contains(": ") || text.contains(" #") || text.contains("  ") { return false }
        return text.unicodeScalars.allSatisfy { !needsEscape($0) && $0 != "\t" }
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// A YAML double-quoted scalar, with escapes for quotes, backslashes and control characters;
    /// also what the TAP reporter's YAML blocks use.
    package static func doubleQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    quoted += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
