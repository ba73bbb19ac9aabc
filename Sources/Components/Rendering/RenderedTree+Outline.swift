public import JSON

extension RenderedTree {
    /// An indented outline, one line per node, for golden tests and editors.
    ///
    /// Each line is `type #id "text" key=value … [flags]`, indented two spaces per level. The keys
    /// are the ones the component marks as mattering (a button's layout and size, not its font's
    /// weight); flags are `[disabled]`, `[hidden]`, `[covered]` (a presentation is in front) and
    /// `[focused]`. With `encodeAction`, a node's
    /// tap, input and dismiss actions follow an arrow: `→ tap "saveButtonTapped"`.
    ///
    /// ```
    /// root #root dynamicTypeSize=large colorScheme=light
    ///   vstack #vstack.0 alignment=center spacing=8
    ///     button #vstack.0/button.0 "저장" layout=titleOnly size=44 [disabled]
    /// ```
    public func outline(encodeAction: ((Action) -> JSONValue)? = nil) -> String {
        var lines: [String] = []
        root.forEachNode { node, depth in
            lines.append(String(repeating: "  ", count: depth) + node.outlineLine(encodeAction: encodeAction))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension RenderedNode {
    func outlineLine(encodeAction: ((Action) -> JSONValue)?) -> String {
        var parts = [type, "#" + id]
        if let text { parts.append(JSONValue.string(text).serializedString()) }
        if let accessibilityLabel, accessibilityLabel != text {
            parts.append("label=" + JSONValue.string(accessibilityLabel).serializedString())
        }
        for key in outlineKeys {
            guard let value = properties[key] else { continue }
            parts.append(key + "=" + Self.outlineValue(value))
        }
        if !isEnabled { parts.append("[disabled]") }
        if isHidden { parts.append("[hidden]") }
        if coveredBy != nil { parts.append("[covered]") }
        if properties["focused"] == true { parts.append("[focused]") }
        if let encodeAction {
            parts.append(contentsOf: outlineActions(encodeAction))
        }
        return parts.joined(separator: " ")
    }

    private func outlineActions(_ encodeAction: (Action) -> JSONValue) -> [String] {
        var parts: [String] = []
        if let tap = interactions.tap {
            let steps = tap.map { $0.json(encodeAction: encodeAction).serializedString(.canonical) }
            parts.append("→ tap " + steps.joined(separator: ", "))
        }
        if let input = interactions.input {
            let steps = input(text ?? "")
            if steps.count == 1, case .action(let action) = steps[0] {
                parts.append("→ input " + encodeAction(action).serializedString(.canonical))
            } else {
                let encoded = steps.map { $0.json(encodeAction: encodeAction).serializedString(.canonical) }
                parts.append("→ input " + encoded.joined(separator: ", "))
            }
        }
        if let dismiss = interactions.dismiss {
            parts.append("→ dismiss " + encodeAction(dismiss).serializedString(.canonical))
        } else if let steps = interactions.dismissSteps {
            let encoded = steps.map { $0.json(encodeAction: encodeAction).serializedString(.canonical) }
            parts.append("→ dismiss " + encoded.joined(separator: ", "))
        }
        return parts
    }

    /// Strings bare when they are one word, fonts as `name(size)`, everything else compact JSON.
    static func outlineValue(_ value: JSONValue) -> String {
        switch value {
        case .string(let string) where !string.isEmpty && !string.contains(where: { $0 == " " || $0 == "\"" }):
            return string
        case .object(let object):
            if let name = object["name"]?.stringValue, let size = object["size"]?.integerValue {
                return "\(name)(\(size))"
            }
            return value.serializedString(.canonical)
        default:
            return value.serializedString(.canonical)
        }
    }
}
