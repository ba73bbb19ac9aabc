package import Components
public import UIStateSwiftUI

// MARK: - SwitchStore

/// A view of a store whose state is an enum, as TCA's `SwitchStore`: the content is given the
/// state and switches over it, each case a ``CaseLet`` with a store of that case.
///
/// ```swift
/// SwitchStore(store) { state in
///     switch state {
///     case .loggedIn:
///         CaseLet(/App.State.loggedIn, action: App.Action.loggedIn) { LoggedInView(store: $0) }
///     case .loggedOut:
///         CaseLet(/App.State.loggedOut, action: App.Action.loggedOut) { LoggedOutView(store: $0) }
///     }
/// }
/// ```
///
/// The older form lists the cases without switching, with a ``Default`` last for the cases no
/// `CaseLet` names: `SwitchStore(store) { CaseLet(…) { … }; Default { … } }`.
///
/// Draws no node of its own: the chosen case's view is the content.
public struct SwitchStore<State, Action, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let store: Store<State, Action>
    let content: (State) -> Content

    /// The content for the state now: switch over `initialState` and give each case a `CaseLet`.
    public init(_ store: Store<State, Action>, @ViewBuilder content: @escaping (_ initialState: State) -> Content) {
        self.store = store
        self.content = content
    }

    /// The older form: the `CaseLet`s of every case, and optionally a `Default` last; the one whose
    /// case the state is in shows.
    public init(_ store: Store<State, Action>, @ViewBuilder content: () -> Content) {
        let cases = content()
        self.init(store) { _ in cases }
    }

    package func render<NodeAction>(in context: ViewContext<NodeAction>, into sink: inout NodeSink<NodeAction>) {
        var inner = context
        inner.environment[SwitchStoreKey.self] = SwitchStoreContext(store: store)
        inner.render(content(store.currentState), into: &sink)
    }
}

// MARK: - CaseLet

/// The view of one case of a ``SwitchStore``'s enum state, as TCA's `CaseLet`: a store of the
/// case's state whose actions are embedded into the enum's action.
///
/// ```swift
/// CaseLet(/Path.State.detail, action: Path.Action.detail) { DetailView(store: $0) }
/// ```
///
/// Shows nothing while the state is in another case (the older `SwitchStore` form lists every
/// case), or outside a `SwitchStore` (with a line on stderr).
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let toCaseState: (EnumState) -> CaseState?
    let fromCaseAction: (CaseAction) -> EnumAction
    let content: (Store<CaseState, CaseAction>) -> Content

    public init(
        _ toCaseState: @escaping (EnumState) -> CaseState?,
        action fromCaseAction: @escaping (CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    /// The older spelling, TCA 1.0's.
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        action fromCaseAction: @escaping (CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState, action: fromCaseAction, then: content)
    }

    package func render<NodeAction>(in context: ViewContext<NodeAction>, into sink: inout NodeSink<NodeAction>) {
        guard let switchContext = context.environment[SwitchStoreKey.self] else {
            ViewMisuse.report("a CaseLet of \(ViewMisuse.name(of: EnumState.self)) shows only inside a SwitchStore")
            return
        }
        guard let store = switchContext.store as? Store<EnumState, EnumAction> else {
            ViewMisuse.report("a CaseLet of \(ViewMisuse.name(of: EnumState.self)) is inside a SwitchStore of another state")
            return
        }
        guard let caseState = toCaseState(store.currentState) else { return }
        switchContext.hasShownACase = true
        let caseStore = store.scope(state: { [toCaseState] in toCaseState($0) ?? caseState }, action: fromCaseAction)
        // The case's views are not cases of this switch: a `Default` among them is its content.
        var inner = context
        inner.environment[SwitchStoreKey.self] = nil
        inner.render(content(caseStore), into: &sink)
    }
}

extension CaseLet where EnumAction == CaseAction {
    /// A case whose actions are the enum's own.
    public init(
        _ toCaseState: @escaping (EnumState) -> CaseState?,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState, action: { $0 }, then: content)
    }

    /// The older spelling, TCA 1.0's.
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState, action: { $0 }, then: content)
    }
}

// MARK: - Default

/// What a ``SwitchStore`` of the older form shows when no `CaseLet` before it matched, as TCA's
/// `Default`. Inside a `switch` (`default: Default { … }`) it is its content.
public struct Default<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func render<NodeAction>(in context: ViewContext<NodeAction>, into sink: inout NodeSink<NodeAction>) {
        if context.environment[SwitchStoreKey.self]?.hasShownACase == true { return }
        context.render(content, into: &sink)
    }
}

// MARK: - The switch a case renders in

/// The store of the ``SwitchStore`` around, for its `CaseLet`s, and whether one of them has
/// shown its case in this render (so a `Default` after them shows nothing).
final class SwitchStoreContext: @unchecked Sendable {
    // Unchecked: made and read during one render, on the thread that renders.
    let store: Any
    var hasShownACase = false

    init(store: Any) {
        self.store = store
    }
}

enum SwitchStoreKey: EnvironmentKey {
    static var defaultValue: SwitchStoreContext? { nil }
}
