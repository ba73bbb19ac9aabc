import JSON

extension ComponentCatalogue {
    static let containerEntries: [CatalogueEntry] = [vstack, hstack, zstack, list, grid]

    private static let children = property("children", "children", [], "Stories: [{component, properties}].")

    static let vstack = CatalogueEntry(
        name: "vstack",
        summary: "Children top to bottom.",
        factories: ["VStack(alignment:spacing:content:)"],
        properties: [
            property("alignment", oneOf(HorizontalAlignment.self), "center", "Across the width."),
            property("spacing", "number", 8, "Between children."),
            children,
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            let content = try p.children("children")
            return VStack(alignment: try p.choice("alignment", HorizontalAlignment.self) ?? .center, spacing: try p.number("spacing") ?? 8) {
                content
            }
        }
    )

    static let hstack = CatalogueEntry(
        name: "hstack",
        summary: "Children leading to trailing.",
        factories: ["HStack(alignment:spacing:content:)"],
        properties: [
            property("alignment", oneOf(VerticalAlignment.self), "center", "Across the height."),
            property("spacing", "number", 8, "Between children."),
            children,
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            let content = try p.children("children")
            return HStack(alignment: try p.choice("alignment", VerticalAlignment.self) ?? .center, spacing: try p.number("spacing") ?? 8) {
                content
            }
        }
    )

    static let zstack = CatalogueEntry(
        name: "zstack",
        summary: "Children layered, the last on top.",
        factories: ["ZStack(alignment:content:)"],
        properties: [property("alignment", oneOf(Alignment.self), "center", "Where layers sit."), children],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            let content = try p.children("children")
            return ZStack(alignment: try p.choice("alignment", Alignment.self) ?? .center) { content }
        }
    )

    static let list = CatalogueEntry(
        name: "list",
        summary: "A scrolling column of rows, usually from ForEach over identified data.",
        factories: ["List(content:)", "ForEach(_:id:row:)"],
        properties: [
            property("style", oneOf(ListStyle.self), "plain", "Look."),
            property("rowCount", "integer", 0, "Resolved: the number of rows."),
            children,
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            let content = try p.children("children")
            if p.object["rowCount"] != nil {
                throw CatalogueError(message: "rowCount is resolved from children", path: p.path + "/rowCount")
            }
            return List { content }.listStyle(try p.choice("style", ListStyle.self) ?? .plain)
        }
    )

    static let grid = CatalogueEntry(
        name: "grid",
        summary: "Children in rows of equal columns.",
        factories: ["Grid(columns:spacing:content:)"],
        properties: [
            property("columns", "integer", required: true, "Number of columns (at least 1)."),
            property("spacing", "number", 8, "Between cells."),
            children,
        ],
        story: { (p: inout StoryProperties) throws(CatalogueError) in
            guard let columns = try p.integer("columns") else {
                throw CatalogueError(message: "required property is missing", path: p.path + "/columns")
            }
            let content = try p.children("children")
            return Grid(columns: columns, spacing: try p.number("spacing") ?? 8) { content }
        }
    )
}
