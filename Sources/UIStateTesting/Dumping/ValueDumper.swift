#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - ValueDumper

/// Renders any value as indented, line-per-field text built on `Mirror`, for state diffs.
///
/// Structs print as `Type(label: value, …)` one field per line; enum cases as `Type.case` (and
/// `.case` when nested, where the type is clear from the field); payloads in parentheses;
/// arrays with their indexes; dictionaries and sets sorted by their rendered keys so that hash
/// order never shows up in a diff; optionals as `nil` or the wrapped value; strings quoted.
///
/// ```swift
/// ValueDumper.dump(Counter.State(count: 1))
/// // Counter.State(
/// //   count: 1,
/// //   fact: nil
/// // )
/// ```
public enum ValueDumper {
    /// How deep nesting goes before the dump prints `…`; guards against runaway recursion.
    static let maximumDepth = 64

    /// The dump of `value` as text.
    public static func dump(_ value: Any) -> String {
        lines(value).joined(separator: "\n")
    }

    /// The dump of `value`, one element per line.
    public static func lines(_ value: Any) -> [String] {
        var visited: Set<ObjectIdentifier> = []
        return render(value, nested: false, depth: 0, visited: &visited)
    }

    // MARK: - Rendering

    /// The lines of `value`; the first has no indentation, the rest are indented relative to it.
    private static func render(_ value: Any, nested: Bool, depth: Int, visited: inout Set<ObjectIdentifier>) -> [String] {
        guard depth < maximumDepth else { return ["…"] }
        let mirror = Mirror(reflecting: value)
        // Before scalars: `is Int` also matches an `Int?` boxed in `Any`.
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return ["nil"] }
            return render(wrapped, nested: nested, depth: depth, visited: &visited)
        }
        if let scalar = scalar(value) { return [scalar] }
        if let custom = value as? any TestDumpable {
            return render(custom.testDumpValue, nested: nested, depth: depth, visited: &visited)
        }
        switch mirror.displayStyle {
        case .enum:
            return renderEnum(value, mirror: mirror, nested: nested, depth: depth, visited: &visited)
        case .collection:
            let items = mirror.children.enumerated().map { index, child in
                (label: "[\(index)]", lines: render(child.value, nested: true, depth: depth + 1, visited: &visited))
            }
            return block(open: "[", close: "]", empty: "[]", items: items)
        case .dictionary:
            let entries = mirror.children.map { child -> (key: [String], value: [String]) in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { return ([], render(child.value, nested: true, depth: depth + 1, visited: &visited)) }
                return (render(pair[0].value, nested: true, depth: depth + 1, visited: &visited),
                        render(pair[1].value, nested: true, depth: depth + 1, visited: &visited))
            }
            .sorted { $0.key.joined(separator: "\n") < $1.key.joined(separator: "\n") }
            let items = entries.map { entry -> (label: String?, lines: [String]) in
                // Multi-line keys are rare (struct keys); print them whole before the value.
                guard entry.key.count == 1 else { return (nil, entry.key + [":"] + entry.value) }
                return (entry.key[0], entry.value)
            }
            return block(open: "[", close: "]", empty: "[:]", items: items)
        case .set:
            let items = mirror.children
                .map { render($0.value, nested: true, depth: depth + 1, visited: &visited) }
                .sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
                .map { (label: String?.none, lines: $0) }
            return block(open: "Set([", close: "])", empty: "Set([])", items: items)
        case .tuple:
            let items = mirror.children.map { child in
                (label: tupleLabel(child.label), lines: render(child.value, nested: true, depth: depth + 1, visited: &visited))
            }
            return inline(block(open: "(", close: ")", empty: "()", items: items))
        case .class:
            let id = ObjectIdentifier(value as AnyObject)
            guard visited.insert(id).inserted else { return ["\(typeName(of: value))(↩︎)"] }
            defer { visited.remove(id) }
            return renderFields(value, mirror: mirror, depth: depth, visited: &visited)
        default:
            return renderFields(value, mirror: mirror, depth: depth, visited: &visited)
        }
    }

    private static func renderFields(_ value: Any, mirror: Mirror, depth: Int, visited: inout Set<ObjectIdentifier>) -> [String] {
        let name = typeName(of: value)
        if mirror.children.isEmpty {
            // Types with no stored fields visible to Mirror (or opaque ones) read best as described.
            let described = String(describing: value)
            return described == name || described.isEmpty ? ["\(name)()"] : [described]
        }
        var children = Array(mirror.children)
        var superclass = mirror.superclassMirror
        while let next = superclass {
            children = Array(next.children) + children
            superclass = next.superclassMirror
        }
        let items = children.map { child in
            (label: child.label.map(fieldLabel), lines: render(child.value, nested: true, depth: depth + 1, visited: &visited))
        }
        return block(open: "\(name)(", close: ")", empty: "\(name)()", items: items)
    }

    private static func renderEnum(_ value: Any, mirror: Mirror, nested: Bool, depth: Int, visited: inout Set<ObjectIdentifier>) -> [String] {
        let prefix = nested ? "" : typeName(of: value)
        guard let child = mirror.children.first, let caseName = child.label else {
            return ["\(prefix).\(String(describing: value))"]
        }
        let payload = Mirror(reflecting: child.value)
        if payload.displayStyle == .tuple {
            let items = payload.children.map { element in
                (label: tupleLabel(element.label), lines: render(element.value, nested: true, depth: depth + 1, visited: &visited))
            }
            return inline(block(open: "\(prefix).\(caseName)(", close: ")", empty: "\(prefix).\(caseName)()", items: items))
        }
        var lines = render(child.value, nested: true, depth: depth + 1, visited: &visited)
        if lines.count == 1 {
            return ["\(prefix).\(caseName)(\(lines[0]))"]
        }
        lines[0] = "\(prefix).\(caseName)(" + lines[0]
        lines[lines.count - 1] += ")"
        return lines
    }

    /// Puts `items` between `open` and `close`, one per line and indented; on one line when
    /// every item is a short scalar and there are few of them.
    private static func block(open: String, close: String, empty: String, items: [(label: String?, lines: [String])]) -> [String] {
        guard !items.isEmpty else { return [empty] }
        var lines = [open]
        for (index, item) in items.enumerated() {
            var itemLines = item.lines
            if let label = item.label { itemLines[0] = "\(label): " + itemLines[0] }
            if index < items.count - 1 { itemLines[itemLines.count - 1] += "," }
            lines += itemLines.map { "  " + $0 }
        }
        lines.append(close)
        return lines
    }

    /// Enum payloads and tuples read best on one line when they are short and flat.
    private static func inline(_ lines: [String]) -> [String] {
        guard lines.count > 2, lines.count <= 6 else { return lines }
        let inner = lines.dropFirst().dropLast().map { $0.dropFirst(2) }
        guard inner.allSatisfy({ !$0.hasPrefix(" ") && !$0.hasSuffix("(") && !$0.hasSuffix("[") }) else { return lines }
        let joined = lines[0] + inner.joined(separator: " ") + lines[lines.count - 1]
        return joined.count <= 80 ? [joined] : lines
    }

    // MARK: - Scalars and names

    /// A one-line rendering for values that have no useful structure, or `nil`.
    private static func scalar(_ value: Any) -> String? {
        switch value {
        case let string as String: return string.debugDescription
        case let character as Character: return String(character).debugDescription
        case let substring as Substring: return String(substring).debugDescription
        case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16,
             is UInt32, is UInt64, is Double, is Float:
            return String(describing: value)
        case let uuid as UUID: return "UUID(\(uuid.uuidString))"
        case let date as Date: return "Date(\(date))"
        case let duration as Duration: return String(describing: duration)
        case is Any.Type: return typeName(value)
        default: return nil
        }
    }

    private static func tupleLabel(_ label: String?) -> String? {
        guard let label, !label.hasPrefix(".") else { return nil }
        return label
    }

    /// Property wrappers store their value in `_name`; show the property's own name.
    private static func fieldLabel(_ label: String) -> String {
        label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
    }

    /// The type's name without its module, e.g. `CounterFeature.State`.
    static func typeName(of value: Any) -> String {
        typeName(type(of: value))
    }

    /// The type's name without module prefixes or private-context markers.
    static func typeName(_ type: Any) -> String {
        var name = String(reflecting: type)
        // `(unknown context at $10a4c).Editor` names a private or local type.
        while let range = name.firstRange(of: "(unknown context at ") {
            guard let close = name[range.upperBound...].firstIndex(of: ")") else { break }
            let end = name.index(after: close)
            let afterDot = end < name.endIndex && name[end] == "." ? name.index(after: end) : end
            name.removeSubrange(range.lowerBound..<afterDot)
        }
        name = name.replacing("Swift.", with: "")
        // Drop the leading module name of the outer type and of generic arguments.
        return name.split(separator: "<", omittingEmptySubsequences: false)
            .map { part in
                part.split(separator: ",", omittingEmptySubsequences: false).map { piece in
                    let trimmed = piece.drop { $0 == " " }
                    let leading = piece.prefix { $0 == " " }
                    guard let dot = trimmed.firstIndex(of: "."), trimmed[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                          trimmed[trimmed.index(after: dot)...].contains(where: { $0.isLetter }) else { return String(piece) }
                    return String(leading) + String(trimmed[trimmed.index(after: dot)...])
                }
                .joined(separator: ",")
            }
            .joined(separator: "<")
    }
}

// MARK: - TestDumpable

/// A value that dumps as another value, e.g. a handle that dumps as the value it refers to.
public protocol TestDumpable {
    /// What to dump in place of this value.
    var testDumpValue: Any { get }
}
