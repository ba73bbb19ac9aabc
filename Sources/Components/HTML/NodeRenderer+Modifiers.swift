import JSON

/// The layout and look modifiers the SwiftUI layer records as properties (`.padding`, `.frame`,
/// `.aspectRatio`, `.background`, `.cornerRadius`, `.opacity`, `.shadow`, `.offset`, `.scaleEffect`,
/// `.rotationEffect`, `.clipShape`), drawn on the node's own element.
///
/// The tree keeps one value per modifier, not the order they were applied in, so the common
/// order is assumed: padding inside the background, the corner radius clipping both. Padding is
/// the exception: the layer adds two paddings up and marks one applied around a frame
/// (`paddingOutsideFrame`), which is drawn outside the frame's size.
extension NodeRenderer {
    /// Writes the modifiers `node` carries into `style`, skipping the properties in `consumed`
    /// (those a node type draws itself, such as a text field's own `padding` and `cornerRadius`).
    static func modifiers(of node: TreeNode, except consumed: Set<String>, into style: inout CSSDeclarations) {
        func has(_ key: String) -> Bool { !consumed.contains(key) && node.properties[key] != nil }
        if has("padding") {
            var padded = CSSDeclarations()
            padding(node.properties["padding"], into: &padded)
            style.append(padded)
            // A padding applied around a frame adds to the frame's size (the page's boxes
            // otherwise hold their padding inside their width and height); along an axis the
            // frame fills, inside and outside come to the same, and outside would overflow.
            let axes = padded.properties
            let across = axes.contains { $0 == "padding" || $0 == "padding-left" || $0 == "padding-right" }
            let along = axes.contains { $0 == "padding" || $0 == "padding-top" || $0 == "padding-bottom" }
            // (An aspect ratio sets the height from the width, whatever the stack offers.)
            let fillsHeight = node.fillsHeight && node.properties["aspectRatio"] == nil
            if node.bool("paddingOutsideFrame") == true, !(across && node.fillsWidth), !(along && fillsHeight) {
                style.set("box-sizing", "content-box")
            }
        }
        if has("frame") { frame(node, into: &style) }
        if has("aspectRatio"), let ratio = node.properties["aspectRatio"]?["ratio"]?.doubleValue, ratio > 0 {
            style.set("aspect-ratio", HTMLText.number(ratio))
        }
        if has("background"), let color = node.string("background"), color != "view" {
            style.set("background-color", Palette.css(color))
        }
        if has("cornerRadius"), let radius = node.number("cornerRadius") {
            style.set("border-radius", px: radius)
            style.set("overflow", "hidden")
        }
        if has("clipShape"), let shape = node.string("clipShape"), let radius = clipRadius(shape) {
            style.set("border-radius", radius)
            style.set("overflow", "hidden")
        }
        if has("opacity"), let opacity = node.number("opacity") { style.set("opacity", HTMLText.number(opacity)) }
        if has("shadow"), let shadow = node.properties["shadow"] {
            let value = [shadow["x"], shadow["y"], shadow["radius"]].map { HTMLText.px($0?.doubleValue ?? 0) }
                .joined(separator: " ") + " #00000054"
            style.set(node.type == "text" ? "text-shadow" : "box-shadow", value)
        }
        if let transform = transform(of: node, except: consumed) { style.set("transform", transform) }
    }

    /// `padding` is a length for every edge, `{"edges": ["top", …], "length": n}`, or each
    /// edge's length (`{"top": 16, "leading": 8, …}`, two paddings added up).
    private static func padding(_ value: JSONValue?, into style: inout CSSDeclarations) {
        if let length = value?.doubleValue {
            style.set("padding", px: length)
            return
        }
        let sides = [("top", "padding-top"), ("bottom", "padding-bottom"), ("leading", "padding-left"), ("trailing", "padding-right")]
        if value?["edges"] == nil {
            for (edge, property) in sides {
                if let length = value?[edge]?.doubleValue { style.set(property, px: length) }
            }
            return
        }
        let length = value?["length"]?.doubleValue ?? 16
        for edge in value?["edges"]?.arrayValue ?? [] {
            guard let property = sides.first(where: { $0.0 == edge.stringValue })?.1 else { continue }
            style.set(property, px: length)
        }
    }

    /// Fixed sizes and bounds; an infinite maximum fills the parent (see ``TreeNode/fillsWidth``),
    /// and the alignment places the content inside a frame larger than it.
    private static func frame(_ node: TreeNode, into style: inout CSSDeclarations) {
        let frame = node.frame
        if let width = frame.width, width.isFinite {
            style.set("width", px: width)
            style.set("flex-shrink", "0")
        }
        if let height = frame.height, height.isFinite {
            style.set("height", px: height)
            style.set("flex-shrink", "0")
        }
        if let minWidth = frame.minWidth, minWidth.isFinite { style.set("min-width", px: minWidth) }
        if let maxWidth = frame.maxWidth {
            if maxWidth.isFinite { style.set("max-width", px: maxWidth) } else { style.set("width", "100%") }
        }
        if let minHeight = frame.minHeight, minHeight.isFinite { style.set("min-height", px: minHeight) }
        if let maxHeight = frame.maxHeight, maxHeight.isFinite { style.set("max-height", px: maxHeight) }
        frameAlignment(node, frame, into: &style)
        var outer = frame, inner = node.properties["frame"]?["inner"]
        while let json = inner {
            innerFrame(Frame(json), in: outer, into: &style)
            (outer, inner) = (Frame(json), json["inner"])
        }
    }

    /// A frame inside another (`.frame(maxWidth: 280).frame(maxWidth: .infinity)`): its finite
    /// sizes bound the element, which the outer frame's alignment places across the space the
    /// outer frame takes (auto margins), as SwiftUI places a view in a frame larger than it.
    private static func innerFrame(_ frame: Frame, in outer: Frame, into style: inout CSSDeclarations) {
        if let width = frame.width, width.isFinite { style.set("width", px: width) }
        if let height = frame.height, height.isFinite { style.set("height", px: height) }
        if let minWidth = frame.minWidth, minWidth.isFinite { style.set("min-width", px: minWidth) }
        if let maxWidth = frame.maxWidth, maxWidth.isFinite { style.set("max-width", px: maxWidth) }
        if let minHeight = frame.minHeight, minHeight.isFinite { style.set("min-height", px: minHeight) }
        if let maxHeight = frame.maxHeight, maxHeight.isFinite { style.set("max-height", px: maxHeight) }
        guard outer.constrainsWidth, frame.width?.isFinite == true || frame.maxWidth?.isFinite == true else { return }
        let (horizontal, _) = layered(outer.alignment ?? "center")
        if horizontal != "start" { style.set("margin-left", "auto") }
        if horizontal != "end" { style.set("margin-right", "auto") }
    }

    private static func frameAlignment(_ node: TreeNode, _ frame: Frame, into style: inout CSSDeclarations) {
        let alignment = frame.alignment ?? "center"
        let (horizontal, vertical) = layered(alignment)
        let (across, along) = (flexPosition(horizontal), flexPosition(vertical))
        switch node.type {
        case "text":
            if frame.constrainsWidth, node.string("alignment") ?? "leading" == "leading" {
                style.set("text-align", horizontal == "start" ? "left" : horizontal == "end" ? "right" : "center")
            }
            if frame.constrainsHeight {
                style.set("display", "flex")
                style.set("flex-direction", "column")
                style.set("justify-content", along)
            }
        case "vstack", "scrollView":
            if frame.constrainsHeight { style.set("justify-content", along) }
        case "hstack":
            if frame.constrainsWidth { style.set("justify-content", across) }
        case "zstack":
            if frame.constrainsWidth { style.set("justify-content", horizontal) }
            if frame.constrainsHeight { style.set("align-content", vertical) }
        case "button", "image":
            if frame.constrainsWidth { style.set("justify-content", across) }
            if frame.constrainsHeight { style.set("align-items", along) }
        default:
            break
        }
    }

    /// `start`/`center`/`end` as a flex container's position.
    private static func flexPosition(_ position: String) -> String {
        position == "start" ? "flex-start" : position == "end" ? "flex-end" : "center"
    }

    private static func clipRadius(_ shape: String) -> String? {
        switch shape {
        case "circle": "50%"
        case "capsule": "9999px"
        default: nil
        }
    }

    private static func transform(of node: TreeNode, except consumed: Set<String>) -> String? {
        var parts: [String] = []
        if !consumed.contains("offset"), let offset = node.properties["offset"] {
            let x = offset["x"]?.doubleValue ?? 0
            let y = offset["y"]?.doubleValue ?? 0
            if x != 0 || y != 0 { parts.append("translate(\(HTMLText.px(x)),\(HTMLText.px(y)))") }
        }
        if !consumed.contains("scaleEffect"), let scale = node.number("scaleEffect"), scale != 1 {
            parts.append("scale(\(HTMLText.number(scale)))")
        }
        if !consumed.contains("rotationEffect"), let degrees = node.number("rotationEffect"), degrees != 0 {
            parts.append("rotate(\(HTMLText.number(degrees))deg)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
