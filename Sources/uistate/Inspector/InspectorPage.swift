/// The inspector's web page (`inspector/`: plain HTML, CSS and ES modules, no build step),
/// compiled into the binary by `scripts/generate-protocol-embeds.py` so that `uistate inspect`
/// serves it with nothing to find at run time.
package enum InspectorPage {
    /// One file of the page.
    package struct File: Sendable {
        /// The URL path it is served at: `/index.html`, `/js/main.js`.
        package let path: String
        package let contentType: String
        package let text: String
    }

    /// Every file, by path; `index.html` is also served at `/`.
    package static var files: [File] {
        var files = InspectorAssets.files.map { File(path: $0.path, contentType: $0.contentType, text: $0.text) }
        if let index = files.first(where: { $0.path == "/index.html" }) {
            files.append(File(path: "/", contentType: index.contentType, text: index.text))
        }
        return files
    }
}
