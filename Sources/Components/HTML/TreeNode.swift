import JSON

/// A node of the tree's wire form (`view/render`'s JSON), read leniently: a member that is
/// missing or of the wrong type reads as its default, so any server's tree renders.
struct TreeNode {
    let json: JSONValue

    var id: String { json["id"]?.stringValue ?? "" }
    var type: String { json["type"]?.stringValue ?? "" }
    var properties: JSONValue { json["properties"] ?? .object([:]) }
    var label: String? { json["accessibility"]?["label"]?.stringValue }
    var role: String { json["accessibility"]?["role"]?.stringValue ?? "none" }
    var isEnabled: Bool { json["enabled"]?.boolValue ?? true }
    var isHidden: Bool { json["hidden"]?.boolValue ?? false }
    var isTappable: Bool { json["interactions"]?["tap"] != nil }
    /// The names of the interactions the node accepts (`tap`, `input`, `appear`, …), sorted.
    var interactionNames: [String] { (json["interactions"]?.objectValue?.keys ?? []).sorted() }
    /// The id of the presentation in front of the node, when one covers it.
    var coveredBy: String? { json["coveredBy"]?.stringValue }
    var children: [TreeNode] { (json["children"]?.arrayValue ?? []).map(TreeNode.init) }

    func string(_ key: String) -> String? { properties[key]?.stringValue }
    func number(_ key: String) -> Double? { properties[key]?.doubleValue }
    func bool(_ key: String) -> Bool? { properties[key]?.boolValue }
    func integer(_ key: String) -> Int? { properties[key]?.integerValue.map { Int(clamping: $0) } }

    /// Node types shown above the screen rather than in its flow; a pushed screen
    /// (`navigationDestination`) covers the stack it was pushed onto.
    static let presentationTypes: Set<String> = ["sheet", "fullScreenCover", "overlay", "alert", "toast", "navigationDestination"]

    var isPresentation: Bool { Self.presentationTypes.contains(type) }

    /// Whether the node and everything its element holds are covered, so the element can be made
    /// inert. A node that contains the frontmost presentation may be covered itself (it accepts a
    /// tap) while the presentation is not; a leaf's attachments are written after its element, so
    /// only its own (covered) side button is inside it.
    var isEntirelyCovered: Bool {
        guard coveredBy != nil else { return false }
        if NodeRenderer.leafTypes.contains(type) { return true }
        return children.allSatisfy(\.isEntirelyCovered)
    }

    /// Whether this node (or something inside it, not inside a nested presentation) puts a
    /// title or toolbar in the navigation bar of the screen or presentation around it.
    /// A navigation stack draws its own bar, so nothing inside it asks for one.
    var needsNavigationBar: Bool {
        if type == "navigationStack" { return false }
        if string("navigationTitle") != nil { return true }
        if type == "toolbar" {
            if hasPlacedItems { return children.contains { ToolbarItemPosition(of: $0).isInNavigationBar } }
            if string("placement") != "bottomBar" { return true }
        }
        return children.contains { !$0.isPresentation && $0.needsNavigationBar }
    }

    /// Whether the node takes all the width offered, as SwiftUI's grids, lists, fields, dividers,
    /// scroll views and shapes do, and a frame whose maximum width is infinite — and so does any
    /// stack holding one, and a row with a spacer or row actions. A fixed frame width never fills.
    var fillsWidth: Bool {
        if let width = frame.width, width.isFinite { return false }
        if frame.maxWidth == .infinity { return true }
        switch type {
        case "grid", "list", "textField", "divider", "toggle", "scrollView", "section", "navigationStack", "shape",
            "picker", "slider", "stepper":
            return true
        case "progressView":
            // A bar spans the width; a spinner is its own size.
            return number("fraction") != nil && string("style") != "circular"
        case "hstack":
            return children.contains { child in
                !child.isPresentation && (child.fillsWidth || child.type == "spacer" || child.isRowAction)
            }
        case "vstack", "zstack": return children.contains { !$0.isPresentation && $0.fillsWidth }
        default: return false
        }
    }

    /// Whether the node takes all the height offered: a vertical stack with a spacer in it, a
    /// vertical scroll view, a shape, a navigation stack, a list drawn as iOS draws one (sections
    /// or row actions), a frame whose maximum height is infinite. A fixed frame height never
    /// fills.
    var fillsHeight: Bool {
        if let height = frame.height, height.isFinite { return false }
        if frame.maxHeight == .infinity { return true }
        switch type {
        case "shape", "navigationStack": return true
        case "list": return isStructuredList
        case "scrollView": return string("axis") != "horizontal"
        case "vstack": return children.contains { $0.type == "spacer" || $0.fillsHeight }
        case "zstack", "hstack": return children.contains { !$0.isPresentation && $0.fillsHeight }
        default: return false
        }
    }
}
