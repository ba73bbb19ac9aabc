// MARK: - Scope

/// Runs a child reducer on part of the parent's state for the parent actions that carry a child
/// action.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///     Scope(state: \.counter, action: Action.counterPath) { Counter() }
///     Reduce { state, action in … }
/// }
/// ```
///
/// The part is a stored or computed property (a key path), or one case of an enum state (a case
/// path: a logged-in screen of an app that is logged in or out), where the child runs only while
/// the state is that case and its actions are ignored otherwise.
///
/// The cost per level is one key-path access and one `extract` call; `.none` effects are not
/// wrapped, so a deep tree of scopes adds no allocation per action.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    @usableFromInline let toChildState: ScopedState<ParentState, Child.State>
    @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
    @usableFromInline let child: Child

    /// Scopes `child` to the state at `toChildState` and the actions `toChildAction` extracts.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(toChildState: .keyPath(toChildState), toChildAction: toChildAction, child: child())
    }

    /// Scopes `child` to one case of an enum state, `toChildState`, and the actions
    /// `toChildAction` extracts: `Scope(state: /State.loggedIn, action: /Action.loggedIn)`.
    ///
    /// While the state is another case, the child's actions are ignored (a late reply for a
    /// screen already left) and reported to a test store, which fails, as TCA's does: the
    /// action was sent to a screen that is not there. The child's state is put back into the
    /// same case after it runs.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: CasePath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(toChildState: .casePath(toChildState), toChildAction: toChildAction, child: child())
    }

    @usableFromInline
    init(toChildState: ScopedState<ParentState, Child.State>, toChildAction: CasePath<ParentAction, Child.Action>, child: Child) {
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.child = child
    }

    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        let effect: Effect<Child.Action>
        switch toChildState {
        case .keyPath(let toChildState):
            effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
        case .casePath(let toChildState):
            guard let reduced = ScopedState.reduceCase(of: &state, toChildState, with: child, childAction) else {
                Dependencies.current.reportIssue?(
                    "A Scope received \(childAction) while the state was another case. Send a case's actions only while the state is that case."
                )
                return .none
            }
            effect = reduced
        }
        if effect.isNone { return .none }
        return effect.map(toChildAction.embed)
    }

    @inlinable
    public func prepared() -> Reduce<ParentState, ParentAction> {
        switch toChildState {
        case .keyPath(let toChildState):
            Reduce(PreparedScope(
                toChildState: toChildState,
                childOffset: MemoryLayout<ParentState>.offset(of: toChildState),
                toChildAction: toChildAction,
                child: child.prepared()
            ))
        case .casePath(let toChildState):
            Reduce(Scope<ParentState, ParentAction, Reduce<Child.State, Child.Action>>(
                toChildState: .casePath(toChildState), toChildAction: toChildAction, child: child.prepared()
            ))
        }
    }
}

// MARK: - ScopedState

/// Where a `Scope`'s child state lives in the parent's: a property, or one case of an enum.
@usableFromInline
enum ScopedState<ParentState, ChildState> {
    case keyPath(WritableKeyPath<ParentState, ChildState>)
    case casePath(CasePath<ParentState, ChildState>)

    /// Runs `child` on the case `toChildState` of `state` and puts the result back, or returns
    /// `nil` when `state` is another case.
    @inlinable
    static func reduceCase<Child: Reducer>(
        of state: inout ParentState,
        _ toChildState: CasePath<ParentState, ChildState>,
        with child: Child,
        _ action: Child.Action
    ) -> Effect<Child.Action>? where Child.State == ChildState {
        guard var childState = toChildState.extract(state) else { return nil }
        let effect = child.reduce(into: &childState, action: action)
        state = toChildState.embed(childState)
        return effect
    }
}

// MARK: - PreparedScope

/// `Scope` as the store runs it (see `Reducer.prepared()`): the child already prepared, and the
/// child state reached through a byte offset when the key path names a stored property of the
/// parent, which skips the key-path runtime (`swift_modifyAtWritableKeyPath`, about half the
/// cost of a level once everything is specialised). Other key paths (computed properties,
/// class references) go through the key path as before.
@usableFromInline
struct PreparedScope<ParentState, ParentAction: Sendable, ChildState, ChildAction: Sendable>: Reducer {
    @usableFromInline let toChildState: WritableKeyPath<ParentState, ChildState>
    /// `MemoryLayout<ParentState>.offset(of: toChildState)`: set only when the child state is
    /// stored inline in the parent at that offset.
    @usableFromInline let childOffset: Int?
    @usableFromInline let toChildAction: CasePath<ParentAction, ChildAction>
    @usableFromInline let child: Reduce<ChildState, ChildAction>

    @inlinable
    init(
        toChildState: WritableKeyPath<ParentState, ChildState>,
        childOffset: Int?,
        toChildAction: CasePath<ParentAction, ChildAction>,
        child: Reduce<ChildState, ChildAction>
    ) {
        self.toChildState = toChildState
        self.childOffset = childOffset
        self.toChildAction = toChildAction
        self.child = child
    }

    @inlinable
    func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        let effect: Effect<ChildAction>
        if let childOffset {
            // `offset(of:)` is documented for exactly this: the key path is a stored property
            // of `ParentState`, so the memory at that offset is a `ChildState` we may mutate
            // while we hold `state` inout.
            effect = withUnsafeMutablePointer(to: &state) { parent in
                let childState = (UnsafeMutableRawPointer(parent) + childOffset).assumingMemoryBound(to: ChildState.self)
                return child.reduce(into: &childState.pointee, action: childAction)
            }
        } else {
            effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
        }
        if effect.isNone { return .none }
        return effect.map(toChildAction.embed)
    }
}
