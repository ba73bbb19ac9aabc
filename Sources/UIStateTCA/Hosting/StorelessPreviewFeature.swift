import FeatureKit
import JSON
import Components

// MARK: - StorelessPreviewFeature

/// A preview whose `previews` build no store, served as its screen alone: an app's root view
/// (whose screens build their stores when they are pushed) or a view with no feature (a progress
/// ring). Its state is empty and it has no actions; what its views keep themselves changes when
/// tapped (a `NavigationLink` pushes, a `DisclosureGroup` opens). A store a pushed screen builds
/// is not the host's: the screen shows its state, and what its buttons send reaches no store
/// (serve that screen's own preview to drive it).
struct StorelessPreviewFeature<Provider: PreviewProvider>: Reducer, SendableMetatype {
    struct State: Codable, Equatable, Sendable {}

    enum Action: Codable, Equatable, Sendable {
        init(from decoder: any Decoder) throws {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "this preview builds no store, so it has no actions"))
        }

        func encode(to encoder: any Encoder) throws {}
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {}
}

extension StorelessPreviewFeature: PluginFeature {
    static var name: String { Previews.name(of: Provider.self) }
    static var initialState: State { State() }
    static var sampleActions: [Action] { [] }

    /// No JSON is an action: the preview has none.
    static var actionSchema: JSONValue {
        Previews.schemaNoJSONPasses(
            title: "\(name) action", because: "this preview builds no store, so it has no actions: its views keep their own state")
    }

    static func prepareDependencies(_ dependencies: inout Dependencies) {
        dependencies.prepareForPreview()
    }

    static func view(_ state: State) -> some Component<Action> {
        PreviewScreen<Provider, Action>(state: state)
    }
}
