import Components
import JSON

/// A node of the shape UIStateSwiftUI writes, built by hand with the component layer's package
/// API, so this target draws the trees of SwiftUI screens without depending on that layer.
///
/// Ids nest as the layer's do (`parent/type.n`); properties are the ones its views and modifiers
/// set (`style`, `role`, `toolbarPlacement`, `navigationTitle`, `padding`, `frame` …).
struct UINode {
    private(set) var node: RenderedNode<ScreenAction>

    init(
        _ type: String, _ id: String, role: AccessibilityRole = .group, _ properties: JSONObject = [:],
        children: [UINode] = []
    ) {
        node = RenderedNode(id: id, type: type, role: role, isEnabled: true, isHidden: false)
        node.properties = properties
        node.children = children.map(\.node)
    }

    func with(_ key: String, _ value: JSONValue) -> UINode { changed { $0.node.set(key, value) } }
    func tappable() -> UINode { changed { $0.node.interactions.tap = [.action(.tapped)] } }
    func labelled(_ label: String) -> UINode { changed { $0.node.accessibilityLabel = label } }

    /// Disabled with everything in it, as `.disabled(true)` leaves a subtree.
    func disabled() -> UINode {
        changed { $0.node = Self.disabling($0.node) }
    }

    /// A presentation (an alert, a pushed screen) that a dismissal ends.
    func presented() -> UINode {
        changed {
            $0.node.isPresentation = true
            $0.node.interactions.dismiss = .dismissed
        }
    }

    func appending(_ child: UINode) -> UINode { changed { $0.node.children.append(child.node) } }

    private func changed(_ change: (inout UINode) -> Void) -> UINode {
        var copy = self
        change(&copy)
        return copy
    }

    private static func disabling(_ node: RenderedNode<ScreenAction>) -> RenderedNode<ScreenAction> {
        var node = node
        node.isEnabled = false
        node.interactions.tap = nil
        node.children = node.children.map(disabling)
        return node
    }
}

/// The views of SwiftUI as the layer draws them.
enum UI {
    static let body: JSONValue = ["name": "body", "size": 17, "weight": "regular"]

    static func text(_ id: String, _ string: String, font: JSONValue = body, foreground: String = "labelNormal") -> UINode {
        UINode("text", id, role: .text, ["text": .string(string), "font": font, "foreground": .string(foreground), "alignment": "leading"])
            .labelled(string)
    }

    /// `Button(title, role:) { … }`: a plain button whose label (a text in the tint, red when
    /// destructive) is its child, read as one element with it.
    static func button(_ id: String, _ title: String, role: String? = nil, tint: String = "primaryNormal") -> UINode {
        var button = UINode("button", id, role: .button, ["style": "plain"], children: [
            text(id + "/text.0", title, foreground: role == "destructive" ? "#FF3B30" : tint).labelled(""),
        ])
        if let role { button = button.with("role", .string(role)) }
        return button.labelled(title).tappable()
    }

    /// `NavigationLink(title) { destination }`: a button of style navigationLink; while pushed,
    /// the destination hangs under it.
    static func link(_ id: String, _ title: String, pushing destination: UINode? = nil) -> UINode {
        var link = button(id, title).with("style", "navigationLink")
        if let destination { link = link.appending(destination) }
        return link
    }

    static func navigationStack(_ content: UINode...) -> UINode {
        UINode("navigationStack", "navigationStack.0", children: content)
    }

    static func destination(_ id: String, _ content: UINode...) -> UINode {
        UINode("navigationDestination", id, role: .dialog, children: content).presented()
    }

    static func list(_ id: String, style: String = "plain", _ rows: [UINode]) -> UINode {
        UINode("list", id, role: .list, ["style": .string(style), "rowCount": .integer(Int64(rows.count))], children: rows)
    }

    static func section(_ id: String, header: String? = nil, footer: String? = nil, _ rows: [UINode]) -> UINode {
        var children: [UINode] = []
        if let header { children.append(UINode("sectionHeader", id + "/sectionHeader.0", children: [text(id + "/sectionHeader.0/text.0", header)])) }
        children += rows
        if let footer {
            children.append(UINode("sectionFooter", id + "/sectionFooter.0", role: .none, children: [text(id + "/sectionFooter.0/text.0", footer)]))
        }
        var section = UINode("section", id, children: children)
        if let header { section = section.with("header", .string(header)) }
        return section
    }

    static func vstack(_ id: String, alignment: String = "center", spacing: Double = 8, _ children: [UINode]) -> UINode {
        UINode("vstack", id, ["alignment": .string(alignment), "spacing": .double(spacing)], children: children)
    }

    static func hstack(_ id: String, _ children: [UINode]) -> UINode {
        UINode("hstack", id, ["alignment": "center", "spacing": 8], children: children)
    }

    static func toggle(_ id: String, _ title: String, isOn: Bool) -> UINode {
        UINode("toggle", id, role: .toggle, ["title": .string(title), "isOn": .bool(isOn), "tint": "primaryNormal"])
            .labelled(title).tappable()
    }

    /// A `TextField`, drawn by the component layer's field in its standard style.
    static func textField(_ id: String, _ text: String, placeholder: String) -> UINode {
        UINode("textField", id, role: .textField, [
            "text": .string(text), "placeholder": .string(placeholder), "style": "standard", "background": "clear",
            "borderColor": "gray400", "borderWidth": 1, "cornerRadius": 8, "padding": 12, "textColor": "labelNormal",
            "font": ["name": "bodyRegular16", "size": 16, "weight": "regular"],
        ]).labelled(placeholder)
    }

    static func image(_ id: String, _ systemName: String, foreground: String = "labelNeutral") -> UINode {
        UINode("image", id, role: .image, ["systemName": .string(systemName), "size": 24, "foreground": .string(foreground)])
            .labelled(systemName)
    }

    static func shape(_ id: String, _ kind: String, fill: String, _ extra: JSONObject = [:]) -> UINode {
        var shape = UINode("shape", id, role: .none, ["shape": .string(kind), "fill": .string(fill)])
        for (key, value) in extra { shape = shape.with(key, value) }
        return shape
    }

    /// `.toolbar { ToolbarItem(placement:) { Button(…) } … }`: items carry their placement.
    static func toolbar(_ id: String, _ items: [(placement: String, title: String)]) -> UINode {
        UINode("toolbar", id, role: .toolbar, ["placement": "navigationBar"], children: items.enumerated().map { index, item in
            button(id + "/button.\(index)", item.title).with("toolbarPlacement", .string(item.placement))
        })
    }

    /// `.alert` or `.confirmationDialog`: the title, the message, the buttons.
    static func alert(_ id: String, title: String, message: String?, style: String = "alert", _ buttons: [UINode]) -> UINode {
        var alert = UINode("alert", id, role: .alert, ["title": .string(title), "message": message.map(JSONValue.string) ?? .null], children: buttons)
            .labelled(title).presented()
        if style != "alert" { alert = alert.with("style", .string(style)) }
        return alert
    }

    /// The buttons `onDelete` and `onMove` add to a row.
    static func rowActions(of rowID: String, _ titles: [(suffix: String, title: String)]) -> [UINode] {
        titles.map { UINode("button", rowID + "/" + $0.suffix, role: .button, ["style": "rowAction", "title": .string($0.title)]).labelled($0.title).tappable() }
    }
}

/// A component that appends prebuilt nodes, so a hand-built tree renders as any screen does:
/// under the root, with its environment and what presentations cover marked.
struct Prebuilt: Component {
    let nodes: [UINode]

    init(_ nodes: UINode...) { self.nodes = nodes }

    func render(in context: RenderContext<ScreenAction>, into sink: inout NodeSink<ScreenAction>) {
        for node in nodes { sink.append(node.node) }
    }
}
