public import Components
public import JSON
public import StoreRuntime

// MARK: - PluginFeature

/// What a feature declares to be hosted: a reducer with a name, a version, a view, an initial
/// state, a launch action, the clients it depends on, and JSON Schemas of its wire forms.
///
/// The schemas are derived from `State` and `Action` unless the feature declares them
/// (`derivedStateSchema`, `derivedActionSchema`). Swift cannot list an enum's cases at run time,
/// so `sampleActions` (at least one of every case, nested enums' cases included) names them,
/// and lets a test check the schemas against the types.
///
/// ```swift
/// extension CounterFeature: PluginFeature {}   // the static members live beside the feature
///
/// let features: [FeatureDefinition] = [FeatureDefinition(CounterFeature.self)]
/// ```
public protocol PluginFeature: Reducer, SendableMetatype
where State: Codable & Equatable & Sendable, Action: Codable & Equatable & Sendable {
    /// The view's component type, inferred from `view(_:)`.
    associatedtype ViewBody: Component where ViewBody.Action == Action

    /// The name clients create stores with, e.g. `"bookmarks"`; unique in a host.
    static var name: String { get }
    /// The feature's own version (semver).
    static var version: String { get }
    /// The state a store starts with unless `store/create` gives one.
    static var initialState: State { get }
    /// The screen for `state`; the host renders it with the store's environment.
    static func view(_ state: State) -> ViewBody
    /// `view(state)` rendered: how the host renders a feature. Features keep the default (the
    /// tree of ``RenderedTree/init(rendering:environment:memo:)``); it is a requirement so that
    /// the host's call lands in code made where the feature's type is spelled, which a release
    /// build specialises for the feature's `Action` instead of running the components' generic
    /// code.
    static func renderTree(_ state: State, environment: EnvironmentValues<Action>, memo: RenderMemo?) -> RenderedTree<Action>
    /// `tree` encoded by `encoder` against its last render, with the patch from that render's
    /// JSON (``RenderedTreeEncoder/encodeWithPatch(_:)``): how a view subscription encodes each
    /// render. Features keep the default; a requirement for the reason `renderTree` is one, so
    /// that the encoder's walk runs specialised for the feature's `Action` (its comparisons of
    /// actions and interactions, its nodes' layout) instead of generic.
    static func encodeTree(
        _ tree: RenderedTree<Action>, with encoder: inout RenderedTreeEncoder<Action>
    ) -> (json: JSONValue, patch: JSONPatch?)
    /// Decodes `action` and sends it to a hosted store as one step: how the host runs
    /// `store/dispatch`. Features keep the default; as with `renderTree`, it is a requirement so
    /// that the host's one call through the feature's type lands in code made where the type is
    /// spelled, which a release build specialises for the feature (the action's decoding, the
    /// reducer's step, history and the reply) instead of running the runtime's generic code.
    static func hostedDispatch(_ action: JSONValue, to store: StoreStepper<Self>) async throws -> StepReport
    /// History recording `store` from now on: a new one, or a copy of `past` (a fork's) carried
    /// on. Features keep the default; a requirement for the reason `hostedDispatch` is one: the
    /// observer that records each step is made where the feature's type is spelled.
    static func hostedHistory(of store: Store<Self>, continuing past: History<State, Action>?) async -> History<State, Action>
    /// JSON Schema (draft-07) of the state's wire form; derived from `State` unless declared.
    static var stateSchema: JSONValue { get }
    /// JSON Schema (draft-07) of the action's wire form; `oneOf` one alternative per case.
    /// Derived from `Action` and `sampleActions` unless declared.
    static var actionSchema: JSONValue { get }
    /// At least one action of every case, and of every case of the enums inside actions that
    /// are neither `CaseIterable` nor `EnumCaseSamples`: they name the cases derived schemas
    /// list, and a test checks each against `actionSchema`.
    static var sampleActions: [Action] { get }
    /// Sent when a store is created (the app starting), if any.
    static var launchAction: Action? { get }
    /// The clients the feature reads, whose presets `store/create` can choose.
    static var dependencyKeys: [any DependencyKey.Type] { get }
    /// Sets what each store of the feature needs of its own in its dependencies (a counter that
    /// numbers its navigation screens), before presets are applied.
    static func prepareDependencies(_ dependencies: inout Dependencies)

    /// The reducer.
    init()
}
