import Components

/// The frame of a report page: head with the shared style, a header with a filter box, screens
/// as iframes holding their own documents (`srcdoc`), so each screen keeps its own styles.
struct PageWriter {
    var writer = HTMLWriter()
    /// Whether a frame asked to be fitted to its content, so the page needs the fit script.
    private var fitsFrames = false

    /// `css` is added to the shared stylesheet (the replay report's own rules).
    init(title: String, css: String = "") {
        writer.raw("<!DOCTYPE html>\n")
        writer.open("html", [("lang", "en")])
        writer.newline()
        writer.open("head")
        writer.raw(#"<meta charset="utf-8">"#)
        writer.raw(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
        writer.element("title", text: title)
        writer.newline()
        writer.raw("<style>\n" + ReportStyle.css + css + "</style>\n")
        writer.close("head")
        writer.newline()
        writer.open("body")
        writer.newline()
    }

    mutating func header(title: String, summary: String, filterPlaceholder: String) {
        writer.element("h1", text: title)
        writer.element("p", [("class", "summary"), ("id", "summary")], text: summary)
        writer.open("div", [("class", "toolbar")])
        writer.raw(#"<input id="filter" type="search" autocomplete="off" placeholder=""# + HTMLText.escape(filterPlaceholder) + #"">"#)
        writer.close("div")
        writer.newline()
    }

    /// A screen drawn by the HTML renderer, in an iframe of its size.
    ///
    /// With `fitsContent` the page's fit script shrinks (or grows) the frame to what the screen
    /// draws once it loads. It reads the frame's document, so such a frame is sandboxed with
    /// `allow-same-origin`, still without `allow-scripts`: the document stays script-free (its own
    /// CSP forbids scripts too), only the page may look into it.
    mutating func screen(_ document: String, width: Double, height: Double, caption: String, fitsContent: Bool = false) {
        writer.open("figure", [("class", "screen")])
        var attributes = [
            ("title", caption), ("width", HTMLText.number(width)), ("height", HTMLText.number(height)),
            ("loading", "lazy"), ("sandbox", fitsContent ? "allow-same-origin" : ""),
        ]
        if fitsContent {
            attributes.append(("data-fit", ""))
            fitsFrames = true
        }
        attributes.append(("srcdoc", document))
        writer.open("iframe", attributes)
        writer.close("iframe")
        writer.element("figcaption", text: caption)
        writer.close("figure")
    }

    /// A screen stored in a file of its own beside the page (`screens/HASH.html`), in an iframe
    /// of its size, so a screen many steps show is stored once. The sandbox keeps the frame's
    /// origin (`allow-same-origin`: an opaque one may not load the stylesheet beside it) and
    /// still allows no scripts, which the screen's own policy forbids too.
    mutating func screen(source: String, width: Double, height: Double, caption: String) {
        writer.open("figure", [("class", "screen")])
        writer.open("iframe", [
            ("title", caption), ("width", HTMLText.number(width)), ("height", HTMLText.number(height)),
            ("loading", "lazy"), ("sandbox", "allow-same-origin"), ("src", source),
        ])
        writer.close("iframe")
        writer.element("figcaption", text: caption)
        writer.close("figure")
    }

    /// A box of the screen's size where a variant has no screen, saying why (`kind` is its
    /// class: `skipped` reads as by design, `missing` as a problem).
    mutating func placeholder(kind: String, heading: String, reason: String, width: Double, height: Double, caption: String) {
        writer.open("figure", [("class", "screen " + kind)])
        writer.open("div", [("class", "placeholder"), ("style", "width:\(HTMLText.px(width));height:\(HTMLText.px(height))")])
        writer.element("strong", text: heading)
        writer.element("p", text: reason)
        writer.close("div")
        writer.element("figcaption", text: caption)
        writer.close("figure")
    }

    /// `- ` lines red, `+ ` lines green.
    mutating func diff(_ diff: String) {
        writer.open("pre", [("class", "diff")])
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("- ") || line == "-" {
                writer.element("span", [("class", "del")], text: String(line))
            } else if line.hasPrefix("+ ") || line == "+" {
                writer.element("span", [("class", "ins")], text: String(line))
            } else {
                writer.text(String(line) + "\n")
            }
        }
        writer.close("pre")
    }

    /// Ends the page with its script: the shared filter box's, or `script` in its place.
    mutating func finish(script: String = ReportStyle.filterScript) -> String {
        writer.raw("<script>\n" + script + (fitsFrames ? ReportStyle.fitScript : "") + "</script>\n")
        writer.close("body")
        writer.newline()
        writer.close("html")
        writer.newline()
        return writer.output
    }
}
