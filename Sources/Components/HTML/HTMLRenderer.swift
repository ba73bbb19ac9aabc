import JSON

/// Renders a rendered tree as one self-contained HTML document: inline CSS and SVG, no script, no
/// network, no web fonts; one CSS pixel per point.
///
/// The output is a pure function of (tree, environment, renderer settings): the same inputs give
/// the same bytes on every run and machine. Every element that stands for a node carries
/// `data-node-id` (the tree's id), `data-type`, `data-role` (the tree's accessibility role) and
/// `aria-label`, so a node's selector finds the same node in a browser.
///
/// ```swift
/// let html = HTMLRenderer().document(tree: treeJSON)                 // 390 × 844
/// let wide = HTMLRenderer().width(430).height(932).document(tree: treeJSON)
/// let phone = HTMLRenderer().device(.iPhone15).document(tree: treeJSON)   // 393 × 852, with bars
/// let page = RenderedTree(rendering: view).html()                    // from a tree in memory
/// ```
package struct HTMLRenderer: Sendable {
    /// The screen's width in points (CSS px). Default 390, an iPhone 14's.
    package private(set) var width: Double = 390
    /// The screen's least height; content taller than it makes the page longer. Default 844.
    package private(set) var height: Double = 844
    /// The document's `<title>`; by default the navigation title, else "uistate".
    package private(set) var title: String?
    /// The device the screen is drawn for, or nil for a bare screen: with a device the screen is
    /// exactly its size (content taller than it is cut off, as on the device), keeps its safe
    /// areas free and shows its status bar and home indicator.
    package private(set) var device: Device?

    package init() {}

    /// A bare screen keeps this width; a device's is resized to it.
    package func width(_ width: Double) -> Self {
        copy { $0.width = max(1, width); $0.device = $0.device?.resized(width: width) }
    }

    /// A bare screen keeps this least height; a device's is resized to it.
    package func height(_ height: Double) -> Self {
        copy { $0.height = max(1, height); $0.device = $0.device?.resized(height: height) }
    }

    /// The screen of `device` (its size, safe areas and bars), or a bare screen of the current
    /// size when nil.
    package func device(_ device: Device?) -> Self {
        copy {
            $0.device = device
            if let device {
                $0.width = device.width
                $0.height = device.height
            }
        }
    }
    package func title(_ title: String?) -> Self { copy { $0.title = title } }

    /// The document for a tree read from its wire form (``document(tree:environment:)``), in
    /// `environment`.
    func document(root: TreeNode, environment: PageEnvironment) -> String {
        var writer = HTMLWriter()
        writer.raw("<!DOCTYPE html>\n")
        writer.open("html", [("lang", environment.locale)])
        writer.newline()
        writer.open("head")
        writer.raw(#"<meta charset="utf-8">"#)
        // The page may load nothing: everything it shows is in this file.
        writer.raw(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">"#)
        writer.raw(#"<meta name="viewport" content="width=\#(HTMLText.number(width))">"#)
        writer.element("title", text: title ?? Self.navigationTitle(in: root) ?? "uistate")
        writer.newline()
        // Raw: the sheet is built here from constants and its `>` selectors must stay as they are.
        writer.raw("<style>\n" + StyleSheet.css(environment: environment, width: width, height: height, device: device) + "</style>\n")
        writer.close("head")
        writer.newline()
        writer.open("body", [("class", environment.colorScheme.rawValue)])
        writer.newline()
        var nodes = NodeRenderer(environment: environment, device: device, writer: writer)
        nodes.screenWidth = width
        nodes.render(root, in: .screen)
        writer = nodes.writer
        writer.newline()
        writer.close("body")
        writer.newline()
        writer.close("html")
        writer.newline()
        return writer.output
    }

    private func copy(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }

    /// The first navigation title outside presentations, in document order.
    static func navigationTitle(in node: TreeNode) -> String? {
        if let title = node.string("navigationTitle") { return title }
        for child in node.children where !child.isPresentation {
            if let title = navigationTitle(in: child) { return title }
        }
        return nil
    }
}

extension RenderedTree {
    /// This tree as an HTML document; see ``HTMLRenderer``.
    package func html(_ renderer: HTMLRenderer = HTMLRenderer()) -> String {
        // Interactions show only whether a node is tappable, so actions need no encoding here.
        renderer.document(tree: json(encodeAction: { _ in .null }), environment: PageEnvironment(environment))
    }
}
