// Names FeatureKit's PluginFeature, which a built-in feature is, so that the port of one can be hosted.
import FeatureKit
import UIStateTCA

/// A second screen for a feature's reducer, for tests that host several views of one feature:
/// a hosted feature with `Base`'s state, actions, reducer, starting state and sample actions,
/// named after itself; only its `view(store:)` is its own.
///
/// ```swift
/// private struct SignInBanner: AnotherView {
///     typealias Base = SignInFlow
///     static func view(store: StoreOf<SignInBanner>) -> some View { … }
/// }
/// ```
protocol AnotherView: HostedFeature where State == Base.State, Action == Base.Action {
    associatedtype Base: PluginFeature
}

extension AnotherView {
    static var name: String { String(describing: Self.self) }
    static var initialState: State { Base.initialState }
    static var sampleActions: [Action] { Base.sampleActions }
    var body: Base { Base() }
}
