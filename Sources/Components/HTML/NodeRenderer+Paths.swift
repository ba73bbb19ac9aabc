import JSON

extension NodeRenderer {
    /// A `path` shape's outline (`{"in": [x, y, width, height], "d": …}`) as inline SVG: the rect
    /// it was drawn in stretched to the element's box, as SwiftUI would have asked the shape for
    /// a path in that box, with the stroke kept at its `lineWidth` whatever the scale. A stroked
    /// path trimmed to part of its length (`trim`) dashes away the rest.
    mutating func pathSVG(_ node: TreeNode, color: String, stroked: Bool) {
        guard let outline = node.properties["path"], let data = outline["d"]?.stringValue, !data.isEmpty,
              let box = outline["in"]?.arrayValue?.compactMap(\.doubleValue), box.count == 4, box[2] > 0, box[3] > 0
        else { return }
        writer.open("svg", [
            ("viewBox", box.map(HTMLText.number).joined(separator: " ")), ("preserveAspectRatio", "none"),
            ("width", "100%"), ("height", "100%"), ("overflow", "visible"), ("aria-hidden", "true"), ("style", "display:block"),
        ])
        var attributes: [(String, String?)] = [("d", data)]
        if stroked {
            attributes += [
                ("fill", "none"), ("stroke", color), ("stroke-width", HTMLText.number(node.number("lineWidth") ?? 1)),
                ("vector-effect", "non-scaling-stroke"),
            ]
            if let trim = node.properties["trim"]?.arrayValue?.compactMap(\.doubleValue), trim.count == 2 {
                let from = min(max(trim[0], 0), 1), to = min(max(trim[1], from), 1)
                attributes += [
                    ("pathLength", "1"), ("stroke-dasharray", HTMLText.number(to - from) + " 1"),
                    ("stroke-dashoffset", HTMLText.number(-from)),
                ]
            }
        } else {
            attributes.append(("fill", color))
        }
        writer.open("path", attributes)
        writer.close("path")
        writer.close("svg")
    }
}
