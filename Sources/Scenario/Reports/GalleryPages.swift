package import Components
import JSON

/// The gallery as static files: `index.html` (what there is), `components.html`, and
/// `features/NAME.html` per feature, each row's screens side by side, one column per variant.
/// Like the replay report, bytes depend on the gallery alone.
package struct GalleryPages: Sendable {
    package var screen: HTMLRenderer
    /// The screen a story is laid out on: short, since most stories are one small component.
    /// In the browser each story's frame is then fitted to what the story draws (`ReportStyle`'s
    /// fit script); a presentation fills this screen, as it fills a phone's. It is a bare screen
    /// of the device's width: a story is one component, not a device's screen with its bars.
    package var storyScreen: HTMLRenderer

    package init(screen: HTMLRenderer = HTMLRenderer()) {
        self.screen = screen
        storyScreen = screen.device(nil).width(screen.width).height(min(screen.height, 360))
    }

    /// Relative path → file contents, in a stable order.
    package func files(for gallery: Gallery) -> [(path: String, contents: String)] {
        var files: [(String, String)] = [("index.html", index(gallery))]
        files.append((
            "components.html",
            page(
                title: "Components", subtitle: "Every component of component/list, each story in every variant",
                rows: gallery.components, gallery: gallery, renderer: storyScreen, fitsContent: true
            )
        ))
        for feature in gallery.features {
            files.append((
                "features/" + Self.fileName(feature.name) + ".html",
                page(
                    title: feature.name + (feature.version.map { " " + $0 } ?? ""),
                    subtitle: "The initial state, then each example scenario step by step",
                    rows: feature.rows, gallery: gallery, renderer: screen, up: "../"
                )
            ))
        }
        return files
    }

    /// A feature name as a file name: letters, digits, `-`, `_` and `.` kept, the rest `_`.
    static func fileName(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar in
            let allowed = (scalar.value < 128) && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-_.".unicodeScalars.contains(scalar))
            return allowed ? Character(scalar) : "_"
        })
    }

    private func index(_ gallery: Gallery) -> String {
        var page = PageWriter(title: gallery.title)
        page.header(title: gallery.title, summary: gallery.counts + "; variants: " + gallery.variants.joined(separator: ", "), filterPlaceholder: "Filter by name")
        page.writer.open("ul", [("class", "contents")])
        page.writer.open("li", [("data-search", "components")])
        page.writer.element("a", [("href", "components.html")], text: "Components")
        page.writer.text(" — \(gallery.components.count) stories")
        page.writer.close("li")
        for feature in gallery.features {
            page.writer.open("li", [("data-search", feature.name.lowercased())])
            page.writer.element("a", [("href", "features/" + Self.fileName(feature.name) + ".html")], text: feature.name)
            page.writer.text(" — \(feature.rows.count) screens")
            page.writer.close("li")
        }
        page.writer.close("ul")
        return page.finish()
    }

    private func page(
        title: String, subtitle: String, rows: [Gallery.Row], gallery: Gallery, renderer: HTMLRenderer,
        fitsContent: Bool = false, up: String = ""
    ) -> String {
        var page = PageWriter(title: title + " — " + gallery.title)
        page.writer.raw(#"<p><a href=""# + HTMLText.escape(up) + #"index.html">← "# + HTMLText.escape(gallery.title) + "</a></p>")
        page.header(title: title, summary: subtitle, filterPlaceholder: "Filter by name or step")
        for row in rows {
            page.writer.open("details", [("class", "row"), ("open", ""), ("data-search", (row.title + " " + (row.detail ?? "")).lowercased())])
            page.writer.open("summary")
            page.writer.text(row.title)
            if let detail = row.detail { page.writer.element("span", [("class", "file")], text: detail) }
            page.writer.close("summary")
            page.writer.open("div", [("class", "grid")])
            for (variant, screen) in zip(gallery.variants, row.screens) {
                switch screen {
                case .tree(let tree):
                    page.screen(
                        renderer.document(tree: tree), width: renderer.width, height: renderer.height, caption: variant,
                        fitsContent: fitsContent
                    )
                case .skipped(let reason):
                    page.placeholder(kind: "skipped", heading: "Skipped in this variant", reason: reason,
                                     width: renderer.width, height: renderer.height, caption: variant + " — skipped")
                case .missing(let reason):
                    page.placeholder(kind: "missing", heading: "Not shown", reason: reason,
                                     width: renderer.width, height: renderer.height, caption: variant)
                }
            }
            page.writer.close("div")
            page.writer.close("details")
            page.writer.newline()
        }
        return page.finish()
    }
}

extension Gallery {
    /// Screens drawn, and those skipped or missing when there are any: what the index and the
    /// command's last line say.
    package var counts: String {
        let screens = (components + features.flatMap(\.rows)).flatMap(\.screens)
        var shown = 0, skipped = 0, missing = 0
        for screen in screens {
            switch screen {
            case .tree: shown += 1
            case .skipped: skipped += 1
            case .missing: missing += 1
            }
        }
        var text = "\(components.count) component stories, \(features.count) features, \(shown) screens"
        if skipped > 0 { text += ", \(skipped) skipped" }
        if missing > 0 { text += ", \(missing) not shown" }
        return text
    }
}
