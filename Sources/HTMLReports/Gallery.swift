public import JSONValue

/// What the gallery shows, gathered by whoever can reach a host (the `gallery` command): sections
/// (the components, then one per feature) of rows, each row one screen in several environments.
public struct Gallery: Sendable {
    public var title: String
    /// The environments every row is shown in, in column order (`large · light` …).
    public var variants: [String]
    public var components: [Row]
    public var features: [Feature]

    public init(title: String, variants: [String], components: [Row], features: [Feature]) {
        self.title = title
        self.variants = variants
        self.components = components
        self.features = features
    }

    /// A feature's screens: the initial state, then after each step of each example scenario.
    public struct Feature: Sendable {
        public var name: String
        public var version: String?
        public var rows: [Row]

        public init(name: String, version: String?, rows: [Row]) {
            self.name = name
            self.version = version
            self.rows = rows
        }
    }

    /// One screen (a story, a state) across the variants: a tree per variant, or a note saying
    /// why there is none.
    public struct Row: Sendable {
        public var title: String
        public var detail: String?
        public var screens: [Screen]

        public init(title: String, detail: String? = nil, screens: [Screen]) {
            self.title = title
            self.detail = detail
            self.screens = screens
        }
    }

    public enum Screen: Sendable {
        /// The rendered tree's wire JSON.
        case tree(JSONValue)
        /// Why this variant could not be shown.
        case missing(String)
    }
}
