/// A screen of a navigation stack as its bar shows it, for the screen pushed onto it.
struct NavigationScreen {
    var title: String?
    var isLarge: Bool
}

/// What the bar of a navigation stack's screen (or a pushed screen) shows, read off its content:
/// the first `navigationTitle` and `navigationTitleDisplayMode` outside presentations, and
/// whether the content is an inset grouped list (whose grey the whole screen takes).
private struct NavigationBarContent {
    var title: String?
    var titleNodeID: String?
    var isLarge: Bool
    var isGrouped: Bool
    var hidesBackButton: Bool
    var hasPrincipalItem: Bool

    /// `inheritedLarge`: a screen whose mode is automatic shows its title as the screen it was
    /// pushed from does, and a stack's root shows a large one, as SwiftUI does.
    init(of node: TreeNode, inheritedLarge: Bool) {
        func first(_ matches: (TreeNode) -> Bool) -> TreeNode? {
            for child in node.children {
                if let found = child.firstInScreen(where: matches) { return found }
            }
            return nil
        }
        let titled = first { $0.string("navigationTitle") != nil }
        title = titled?.string("navigationTitle")
        titleNodeID = titled?.id
        switch first({ $0.string("navigationTitleDisplayMode") != nil })?.string("navigationTitleDisplayMode") {
        case "inline": isLarge = false
        case "large": isLarge = true
        default: isLarge = inheritedLarge
        }
        let content = node.children.first { !NodeRenderer.isAttachment($0) }
        isGrouped = content?.type == "list" && content?.string("style") == "insetGrouped"
        hidesBackButton = first { $0.bool("navigationBarBackButtonHidden") == true } != nil
        hasPrincipalItem = first { $0.string("toolbarPlacement") == "principal" } != nil
    }

    /// Whether the bar's inline title is drawn: a toolbar item placed `principal` takes its place.
    var showsInlineTitle: Bool { !isLarge && !hasPrincipalItem }

    func classes(_ base: String) -> [String] {
        [base] + (isGrouped ? ["grouped"] : []) + (isLarge && title != nil ? ["has-large-title"] : [])
    }
}

extension NodeRenderer {
    /// A stack of screens: its root screen fills the space it is given, under a navigation bar
    /// with the screen's title; toolbars inside it place their items in that bar.
    mutating func renderNavigationStack(_ node: TreeNode, in flow: Flow) {
        let bar = NavigationBarContent(of: node, inheritedLarge: true)
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        writer.open("div", attributes(node, classes: bar.classes("navigationStack"), style: style))
        renderNavigationScreen(node, bar: bar, backTitle: nil)
        writer.close("div")
    }

    /// A pushed screen: it covers the screen it was pushed from, with a back button named after
    /// that screen (or "Back" when its title is long or missing, as iOS does).
    mutating func renderNavigationDestination(_ node: TreeNode) {
        let parent = navigationScreens.last
        let bar = NavigationBarContent(of: node, inheritedLarge: parent?.isLarge ?? true)
        var backTitle: String?
        if !bar.hidesBackButton {
            backTitle = parent?.title.flatMap { $0.count <= 12 ? $0 : nil } ?? "Back"
        }
        writer.open("div", attributes(node, classes: bar.classes("navigationDestination"), extra: [("aria-modal", "true")]))
        renderNavigationScreen(node, bar: bar, backTitle: backTitle)
        writer.close("div")
    }

    /// The bar (back button, an inline title), a large title under it, then the content.
    private mutating func renderNavigationScreen(_ node: TreeNode, bar: NavigationBarContent, backTitle: String?) {
        if let id = bar.titleNodeID { titlesInBars.insert(id) }
        writer.open("div", [("class", "nav-bar")])
        if let backTitle {
            writer.open("span", [("class", "back-button"), ("aria-hidden", "true")])
            icon("chevron.left", width: 24, height: 24)
            writer.element("span", [("class", "title")], text: backTitle)
            writer.close("span")
        }
        if let title = bar.title, bar.showsInlineTitle { writer.element("h1", [("class", "nav-title")], text: title) }
        writer.close("div")
        if let title = bar.title, bar.isLarge {
            var style = CSSDeclarations()
            // Large titles grow with the text size up to xxxLarge's, as the platform's do.
            let size = min(Font(name: "largeTitle", baseSize: 34, weight: .bold).size(at: environment.dynamicTypeSize), 40)
            style.set("font-size", px: Double(size))
            writer.element("h1", [("class", "large-title"), ("style", style.attribute)], text: title)
        }
        navigationScreens.append(NavigationScreen(title: bar.title, isLarge: bar.isLarge))
        writer.open("div", [("class", "nav-content")])
        renderChildren(node, in: .navigationContent)
        writer.close("div")
        navigationScreens.removeLast()
    }

    /// A SwiftUI toolbar: every item where its `toolbarPlacement` puts it — leading, principal
    /// (centred) and trailing in the bar, the bottom bar's along the bottom, the keyboard's not
    /// shown (no keyboard is up) — in the order the tree has them; a confirmation action is
    /// semibold, as iOS draws Done.
    mutating func renderPlacedToolbar(_ node: TreeNode) {
        var classes = ["toolbar", "items"]
        if node.children.contains(where: { ToolbarItemPosition(of: $0) == .bottom }) { classes.append("has-bottom") }
        writer.open("div", attributes(node, classes: classes))
        for item in node.children {
            var restyle = labelRestyle
            if item.string("toolbarPlacement") == "confirmationAction" { restyle.weight = .semibold }
            restyling(restyle) { $0.render(item, in: .row) }
        }
        writer.close("div")
    }
}
