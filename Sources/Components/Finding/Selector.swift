public import JSON

/// Picks nodes of a rendered tree by what clients can see: id, text, accessibility label, role,
/// type, and `index` among several matches.
///
/// Every criterion given must match, exactly. Matches are counted in document order (parents
/// before children, siblings in order). Without `index`, a selector matching several nodes is an
/// error listing them; `index` is zero-based.
///
/// ```swift
/// try tree.tap(.text("저장"))
/// try tree.tap(Selector(type: "button", label: "지우기").index(1))
/// ```
public struct Selector: Sendable, Hashable, CustomStringConvertible {
    public var id: String?
    public var text: String?
    public var label: String?
    public var role: String?
    public var type: String?
    public var index: Int?

    public init(
        id: String? = nil,
        text: String? = nil,
        label: String? = nil,
        role: String? = nil,
        type: String? = nil,
        index: Int? = nil
    ) {
        self.id = id
        self.text = text
        self.label = label
        self.role = role
        self.type = type
        self.index = index
    }

    public static func id(_ id: String) -> Selector { Selector(id: id) }
    public static func text(_ text: String) -> Selector { Selector(text: text) }
    public static func label(_ label: String) -> Selector { Selector(label: label) }
    public static func role(_ role: AccessibilityRole) -> Selector { Selector(role: role.rawValue) }
    public static func type(_ type: String) -> Selector { Selector(type: type) }

    /// The same selector picking the `index`-th match.
    public func index(_ index: Int) -> Selector {
        var copy = self
        copy.index = index
        return copy
    }

    /// The id this selector picks by, when it reads nothing else of a node (`index` aside).
    var idAlone: String? {
        text == nil && label == nil && role == nil && type == nil ? id : nil
    }

    func matches<Action>(_ node: RenderedNode<Action>) -> Bool {
        if let id, node.id != id { return false }
        if let type, node.type != type { return false }
        if let role, node.role.rawValue != role { return false }
        if let text, node.text != text { return false }
        if let label, node.accessibilityLabel != label { return false }
        return true
    }

    /// `{"id": …, "text": …, "index": …}` with only the criteria given.
    public var json: JSONValue {
        var object = JSONObject()
        if let id { object["id"] = .string(id) }
        if let text { object["text"] = .string(text) }
        if let label { object["label"] = .string(label) }
        if let role { object["role"] = .string(role) }
        if let type { object["type"] = .string(type) }
        if let index { object["index"] = .integer(Int64(index)) }
        return .object(object)
    }

    public var description: String {
        json.serializedString(.compact)
    }
}
