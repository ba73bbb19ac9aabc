public import Components
public import FeatureKit
package import UIStateSwiftUI
import JSON

// MARK: - HostedFeature

/// A TCA reducer served over the uistate protocol: in a plugin, `uistate serve --plugin`, replays,
/// exploration and the inspector, with a few lines of glue beside the feature.
///
/// ```swift
/// extension Counter: HostedFeature {
///     static let name = "counter"
///     static var initialState: State { State() }
///     static let sampleActions: [Action] = [.incrementButtonTapped, .decrementButtonTapped]
/// }
///
/// UIStateServer.serve(features: [Counter.self])   // in the plugin's main.swift
/// ```
///
/// State and actions must be `Codable` (they travel as JSON); their JSON Schemas are derived from
/// the types and from `sampleActions`, which names at least one action of every case. Until the
/// feature's SwiftUI view can be hosted, its screen is `actionPanel(_:)`: the state, and a button
/// per sample action, so a client can tap through the feature and `uistate explore` can search it.
public protocol HostedFeature: PluginFeature {
    /// The feature's SwiftUI view, inferred from `view(store:)`; `Never` (the action panel) when
    /// the feature declares none.
    associatedtype HostedView: UIStateSwiftUI.View = Never
    /// The feature's SwiftUI view of `store`, as the app builds it: `CounterView(store: store)`.
    static func view(store: StoreOf<Self>) -> HostedView
}

extension HostedFeature {
    /// Each store numbers the screens pushed onto its navigation stacks from 0, so a replay, a
    /// fork or an explored path sees the same ids whatever other stores did.
    public static func prepareDependencies(_ dependencies: inout Dependencies) {
        dependencies.prepareForHostedScreen()
    }

    /// The state as JSON, then one button per sample action titled with the action's wire form
    /// (`incrementButtonTapped`, `{"factResponse":"3"}`), in the order `sampleActions` lists them.
    ///
    /// ```
    /// vstack #counter
    ///   text #counter.state "{"count":0}"
    ///   button #counter.action.0 "incrementButtonTapped"
    ///   button #counter.action.1 "{"factResponse":"3"}"
    /// ```
    public static func actionPanel(_ state: State) -> some Component<Action> {
        let actions = sampleActions.enumerated().map { SampleAction(index: $0.offset, action: $0.element) }
        return VStack(spacing: 8) {
            Text(wireText(state)).id("\(name).state")
            ForEach(actions, id: \.index) { sample in
                Button.titleOnly(title: wireText(sample.action), action: sample.action)
                    .id("\(name).action.\(sample.index)")
            }
        }
        .id(name)
        .navigationTitle(name)
    }

    /// A value's wire form as compact JSON; a bare case (a JSON string) as its name alone.
    private static func wireText(_ value: some Encodable) -> String {
        let json = ActionCoding.encode(value)
        if case .string(let name) = json { return name }
        return json.serializedString()
    }
}

/// A sample action with its place in `sampleActions`, which names its button.
private struct SampleAction<Action> {
    let index: Int
    let action: Action
}

extension Dependencies {
    /// What every store of a screen served here has of its own: navigation ids numbered from 0
    /// and its views' `@State`.
    mutating func prepareForHostedScreen() {
        stackElementID = .incrementing
        viewStateStorage = ViewStateStorage()
    }

    /// A hosted screen in the preview context, as Xcode runs a preview: `@Dependency(\.context)`
    /// reads `.preview` and each client gives its `previewValue` (its live value unless the key
    /// declares one) where no preset or override picks another.
    mutating func prepareForPreview() {
        prepareForHostedScreen()
        context = .preview
    }
}
