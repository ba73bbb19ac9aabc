/// What a structured list is drawn from: runs of rows (one card each in an inset grouped list),
/// and sections, section captions and attachments between them.
private enum ListPiece {
    case rows([TreeNode])
    case single(TreeNode)

    static func pieces(of nodes: [TreeNode]) -> [ListPiece] {
        var pieces: [ListPiece] = []
        var run: [TreeNode] = []
        for node in nodes {
            if node.type == "section" || node.type == "sectionHeader" || node.type == "sectionFooter"
                || NodeRenderer.isAttachment(node)
            {
                if !run.isEmpty { pieces.append(.rows(run)) }
                run = []
                pieces.append(.single(node))
            } else {
                run.append(node)
            }
        }
        if !run.isEmpty { pieces.append(.rows(run)) }
        return pieces
    }
}

extension NodeRenderer {
    /// A list: as a screen's whole content (`navigationContent`) or in a column of it, it is
    /// drawn as iOS draws a full-screen list — edge to edge, an inset grouped one on the grouped
    /// grey with its rows in white cards — and so is one with sections or row actions anywhere
    /// (edge to edge only in a column); other lists keep the simple look (rows one under
    /// another, an inset grouped one a grey card).
    mutating func renderList(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let listStyle = node.string("style") ?? "plain"
        let structured = flow == .navigationContent || node.isStructuredList
        guard structured else {
            listRowDepth += 1
            renderContainer(node, attributes(node, classes: ["list", listStyle], style: style), childrenIn: .list)
            listRowDepth -= 1
            return
        }
        var classes = ["structured-list", listStyle]
        // A SwiftUI list spans the screen wherever it sits in a column (under a picker in a
        // `VStack`, as TCA's Todos puts it): edge to edge, its rows inset.
        if flow == .navigationContent || flow == .column || flow == .screen { classes.append("edge") }
        writer.open("div", attributes(node, classes: classes, style: style))
        navigationTitle(of: node)
        renderRows(of: node)
        writer.close("div")
    }

    /// Rows under a header and above a footer; in a list, the rows are one card.
    mutating func renderSection(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        writer.open("div", attributes(node, classes: ["section"], style: style))
        renderRows(of: node)
        writer.close("div")
    }

    /// A section's header (small grey capitals) or footer (small grey text).
    mutating func renderSectionCaption(_ node: TreeNode) {
        writer.open("div", attributes(node, classes: [node.type]))
        restyling(.sectionCaption(uppercase: node.type == "sectionHeader")) { $0.renderChildren(node, in: .column) }
        writer.close("div")
    }

    private mutating func renderRows(of node: TreeNode) {
        for piece in ListPiece.pieces(of: node.children) {
            switch piece {
            case .single(let child):
                render(child, in: .list)
            case .rows(let rows):
                writer.open("div", [("class", "rows")])
                for row in rows { renderRow(row) }
                writer.close("div")
            }
        }
    }

    /// One row: the row's element, then its delete and move buttons beside it at the trailing edge,
    /// on the row's own background when it has one (`.listRowBackground(color)`).
    private mutating func renderRow(_ row: TreeNode) {
        if let background = row.string("listRowBackground"), background != "view" {
            writer.open("div", [("class", "row"), ("style", "background:" + Palette.css(background))])
        } else {
            writer.open("div", [("class", "row")])
        }
        let saved = rowWithActionsBeside
        rowWithActionsBeside = row.id
        listRowDepth += 1
        render(row, in: .listRow)
        rowWithActionsBeside = saved
        for action in row.children where action.isRowAction {
            render(action, in: .listRow)
        }
        listRowDepth -= 1
        writer.close("div")
    }

    /// Content that scrolls: what fits of it is shown, as on a device, top first; its children
    /// stack along its axis.
    mutating func renderScrollView(_ node: TreeNode, in flow: Flow) {
        var style = CSSDeclarations()
        Self.fill(node, in: flow, into: &style)
        let axis = node.string("axis") == "horizontal" ? "horizontal" : "vertical"
        writer.open("div", attributes(node, classes: ["scrollView", axis], style: style))
        navigationTitle(of: node)
        renderChildren(node, in: axis == "horizontal" ? .row : .column)
        writer.close("div")
    }
}
