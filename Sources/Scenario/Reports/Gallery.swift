package import JSON

/// What the gallery shows, gathered by whoever can reach a host (the `gallery` command): sections
/// (the components, then one per feature) of rows, each row one screen in several environments.
package struct Gallery: Sendable {
    package var title: String
    /// The environments every row is shown in, in column order (`large · light` …).
    package var variants: [String]
    package var components: [Row]
    package var features: [Feature]

    package init(title: String, variants: [String], components: [Row], features: [Feature]) {
        self.title = title
        self.variants = variants
        self.components = components
        self.features = features
    }

    /// A feature's screens: the initial state, then after each step of each example scenario.
    package struct Feature: Sendable {
        package var name: String
        package var version: String?
        package var rows: [Row]

        package init(name: String, version: String?, rows: [Row]) {
            self.name = name
            self.version = version
            self.rows = rows
        }
    }

    /// One screen (a story, a state) across the variants: a tree per variant, or a note saying
    /// why there is none.
    package struct Row: Sendable {
        package var title: String
        package var detail: String?
        package var screens: [Screen]

        package init(title: String, detail: String? = nil, screens: [Screen]) {
            self.title = title
            self.detail = detail
            self.screens = screens
        }
    }

    package enum Screen: Sendable {
        /// The rendered tree's wire JSON.
        case tree(JSONValue)
        /// This variant does not reach the screen by design (a scenario written for another text
        /// size or scheme): why, shown as a labelled placeholder rather than a failure.
        case skipped(String)
        /// Why this variant could not be shown (a scenario that stops early in every variant, a
        /// story that does not render).
        case missing(String)
    }
}
