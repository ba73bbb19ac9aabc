public import Components
public import JSON
public import StoreRuntime

// MARK: - Defaults

/// What a feature need not say: a feature that omits these gets the common answer, so the
/// smallest feature declares its name, initial state, view and samples only.
extension PluginFeature {
    /// `"1.0.0"` until the feature says otherwise.
    public static var version: String { "1.0.0" }

    /// No launch action: a store starts in `initialState` and waits for its first action.
    public static var launchAction: Action? { nil }

    /// No clients (hence no presets for `store/create` to choose).
    public static var dependencyKeys: [any DependencyKey.Type] { [] }

    /// `view(state)` rendered with `environment` (and `memo`). Inlinable: the conformance's
    /// witness, made in the feature's module, inlines it with the feature's types, and the
    /// components it reaches (compiled for cross-module optimisation) are specialised there.
    @inlinable
    public static func renderTree(
        _ state: State, environment: EnvironmentValues<Action>, memo: RenderMemo?
    ) -> RenderedTree<Action> {
        RenderedTree(rendering: view(state), environment: environment, memo: memo)
    }

    /// `encoder.encodeWithPatch(tree)`. Inlinable, as `renderTree`: the encoder (compiled for
    /// cross-module optimisation) is specialised in the feature's module.
    @inlinable
    public static func encodeTree(
        _ tree: RenderedTree<Action>, with encoder: inout RenderedTreeEncoder<Action>
    ) -> (json: JSONValue, patch: JSONPatch?) {
        encoder.encodeWithPatch(tree)
    }

    /// `store.dispatch(action)`. Inlinable, as `renderTree`: the conformance's witness, made in
    /// the feature's module, specialises the stepper, the store and history (compiled for
    /// cross-module optimisation) for the feature.
    @inlinable
    public static func hostedDispatch(_ action: JSONValue, to store: StoreStepper<Self>) async throws -> StepReport {
        try await store.dispatch(action)
    }

    /// `History.attach(to:)`, or `past` continued by `store`. Inlinable, as `hostedDispatch`.
    @inlinable
    public static func hostedHistory(
        of store: Store<Self>, continuing past: History<State, Action>?
    ) async -> History<State, Action> {
        if let past { await past.continued(by: store) } else { await History.attach(to: store) }
    }

    /// The dependencies every store starts with, unchanged.
    public static func prepareDependencies(_ dependencies: inout Dependencies) {}

    /// Derived from `State` (`derivedStateSchema`); a schema the feature declares wins.
    public static var stateSchema: JSONValue { derivedStateSchema }

    /// Derived from `Action` and `sampleActions` (`derivedActionSchema`); a schema the feature
    /// declares wins.
    public static var actionSchema: JSONValue { derivedActionSchema }
}

extension ExplorableFeature {
    /// No texts of the feature's own: the explorer types its defaults only.
    public static var sampleInputs: [String: [String]] { [:] }
}
