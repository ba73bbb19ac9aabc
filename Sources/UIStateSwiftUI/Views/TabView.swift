import Components
import JSON

// MARK: - TabView

/// Tabs, as SwiftUI's `TabView`:
///
/// ```swift
/// TabView(selection: $store.currentTab.sending(\.selectTab)) {
///     CounterTab(store: store.scope(\.counter, action: \.counter))
///         .tag(Tab.counter)
///         .tabItem { Text("Counter") }
///     ProfileTab(store: store.scope(\.profile, action: \.profile))
///         .tag(Tab.profile)
///         .tabItem { Label("Profile", systemImage: "person") }
/// }
/// ```
///
/// The node is a `tabView` holding the selected tab's content, then a `tabBar` row (drawn pinned
/// to the bottom of the safe area, as the bookmarks feature's is) with a `button` per tab:
/// `"style": "tabItem"`, the tab's `tag` and `selected`, its label what `.tabItem { … }` gives.
/// A tap writes the tag through the selection binding. Tabs not selected are not on screen, so
/// their content is not in the tree. A selection no tab's tag matches shows the first tab, as
/// SwiftUI does; without a selection binding the view keeps its own, starting at the first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        if let selection {
            TabBarView(selection: .tag(selection), content: content)
        } else {
            SelfSelectingTabView(content: content)
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs whose selection the view keeps itself.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension View {
    /// The label of this view's tab in a ``TabView``: its text and image.
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
        modifier(MenuAttachment(type: "tabItem", properties: [], content: label()))
    }
}

/// A ``TabView`` without a selection binding: the selection is the tab's place, kept as the
/// view's own state.
private struct SelfSelectingTabView<Content: View>: View {
    let content: Content
    @State private var selectedPosition = 0

    var body: some View {
        TabBarView<Int, Content>(selection: .position($selectedPosition), content: content)
    }
}

/// How a tab is chosen: by its tag through the app's binding, or by its place.
private enum TabSelection<SelectionValue: Hashable> {
    case tag(Binding<SelectionValue>)
    case position(Binding<Int>)
}

private struct TabBarView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let selection: TabSelection<SelectionValue>
    let content: Content

    func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "tabView", role: .group, context: context.base)
        let collector = TagCollector()
        var inner = context
        inner.environment[TagCollectorKey.self] = collector
        var tabs = inner.renderChildren(of: node.id, content)
        var items: [RenderedNode<Action>?] = []
        for index in tabs.indices { items.append(tabs[index].detachTabItem()) }
        let choices = tabs.indices.map { choice(at: $0, tag: collector.tags[tabs[$0].id]) }
        let selected = choices.firstIndex { $0.isSelected } ?? 0
        if tabs.indices.contains(selected) { node.children.append(tabs[selected]) }
        node.children.append(bar(under: node.id, items: items, choices: choices, selected: selected, context))
        sink.append(node)
    }

    /// What choosing the tab at `position` writes, and whether it is the tab chosen now.
    private func choice(at position: Int, tag: Any?) -> (isSelected: Bool, tag: String?, choose: (() -> Void)?) {
        switch selection {
        case .tag(let binding):
            guard let value = tag as? SelectionValue else { return (false, tag.map(TagCollector.describe), nil) }
            return (value == binding.wrappedValue, TagCollector.describe(value), { binding.wrappedValue = value })
        case .position(let binding):
            return (position == binding.wrappedValue, String(position), { binding.wrappedValue = position })
        }
    }

    private func bar<Action>(
        under tabViewID: String,
        items: [RenderedNode<Action>?],
        choices: [(isSelected: Bool, tag: String?, choose: (() -> Void)?)],
        selected: Int,
        _ context: ViewContext<Action>
    ) -> RenderedNode<Action> {
        var barContext = context.base.forChildren
        barContext.explicitID = tabViewID + "/tabBar"
        var sink = NodeSink<Action>(parentID: tabViewID)
        var bar = sink.makeNode(type: "hstack", role: AccessibilityRole(rawValue: "tabBar"), context: barContext)
        bar.set("spacing", .integer(0), outline: false)
        for (position, choice) in choices.enumerated() {
            var buttonContext = context.base.forChildren
            buttonContext.explicitID = bar.id + "/tabItem[\(choice.tag ?? String(position))]"
            if choice.choose == nil { buttonContext.environment.isEnabled = false }
            var button = sink.makeNode(type: "button", role: .button, context: buttonContext)
            if var item = items[position] {
                item.moveUnder(from: item.id, to: button.id)
                button.children = item.children
            }
            button.mergeLabel()
            button.set("style", "tabItem", outline: true)
            button.set("selected", .bool(position == selected), outline: position == selected)
            if let tag = choice.tag { button.set("tag", .string(tag)) }
            if button.isEnabled, let choose = choice.choose {
                button.interactions.tap = InteractionRecorder.dryRun { choose() }
            }
            bar.children.append(button)
        }
        return bar
    }
}

extension RenderedNode {
    /// Takes the `tabItem` node `.tabItem { … }` attached to this tab out of its content.
    fileprivate mutating func detachTabItem() -> RenderedNode? {
        guard let index = children.lastIndex(where: { $0.type == "tabItem" }) else { return nil }
        return children.remove(at: index)
    }
}
