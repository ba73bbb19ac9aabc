public import Components
package import UIStateSwiftUI

// MARK: - A hosted feature's SwiftUI view

extension HostedFeature {
    /// The feature's screen: its SwiftUI view (`view(store:)`) rendered from `state`, or the
    /// action panel when it declares none.
    public static func view(_ state: State) -> some Component<Action> {
        HostedScreen<Self>(state: state)
    }
}

extension HostedFeature where HostedView == Never {
    /// No SwiftUI view: the screen is the action panel.
    public static func view(store: StoreOf<Self>) -> Never {
        preconditionFailure("\(Self.self) declares no view(store:); its screen is the action panel")
    }
}

/// A hosted feature's screen for one state: the feature's SwiftUI view of a store that reads
/// that state and records what the view sends, or the action panel.
struct HostedScreen<Feature: HostedFeature>: Component {
    typealias Action = Feature.Action
    let state: Feature.State

    func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        if Feature.HostedView.self == Never.self {
            Feature.actionPanel(state).render(in: context, into: &sink)
            return
        }
        let screen = Feature.view(store: .rendering(state))
        ViewComponent<Action>(screen, storage: Dependencies.current.viewStateStorage).render(in: context, into: &sink)
    }
}

extension Dependencies {
    /// Where a hosted store's SwiftUI views keep their `@State`; each store gets its own.
    package var viewStateStorage: ViewStateStorage? {
        get { self[ViewStateStorageKey.self] }
        set { self[ViewStateStorageKey.self] = newValue }
    }
}

private enum ViewStateStorageKey: DependencyKey {
    typealias Value = ViewStateStorage?
    static let name = "viewStateStorage"
    static var liveValue: ViewStateStorage? { nil }
    static var testValue: ViewStateStorage? { nil }
}
