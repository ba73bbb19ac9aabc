// MARK: - ifLet for presented features

extension Reducer {
    /// Runs `destination` on the presented feature's state while it is presented, as TCA's
    /// `ifLet(\.$destination, action: /Action.destination) { Destination() }`.
    ///
    /// - A `.presented(action)` runs the child first, then this reducer.
    /// - A `.dismiss` runs this reducer first, then clears the child's state.
    /// - When the child's state goes away or is replaced by another (another case of a destination
    ///   enum, another id), its effects are cancelled.
    /// - The child's effects can dismiss it: `@Dependency(\.dismiss)` sends `.dismiss`.
    /// - An alert or a confirmation dialog (`EphemeralState`), or a destination enum's case holding
    ///   one, is cleared after any of its actions.
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
    ) -> PresentationReducer<Self, Destination>
    where Destination.State == DestinationState, Destination.Action == DestinationAction {
        PresentationReducer(
            base: self,
            destination: destination(),
            toDestinationState: toPresentationState.appending(path: \.wrappedValue),
            toPresentationAction: toPresentationAction
        )
    }

    /// `ifLet` for a presented alert or dialog, which has no reducer of its own: its actions
    /// reach this reducer as `.alert(.presented(action))`, and it is cleared after each.
    public func ifLet<DestinationState: EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>
    ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: toPresentationAction) { EmptyReducer() }
    }
}

// MARK: - PresentationReducer

/// The reducer `ifLet(\.$destination, action:)` builds.
public struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
    let base: Base
    let destination: Destination
    let toDestinationState: WritableKeyPath<Base.State, Destination.State?>
    let toPresentationAction: CasePath<Base.Action, PresentationAction<Destination.Action>>

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let presentation = toPresentationAction.extract(action)
        let before = state[keyPath: toDestinationState]
        let identityBefore = before.map(PresentationIdentity.init)

        var destinationEffect = Effect<Base.Action>.none
        var clearsEphemeral = false
        if case .presented(let destinationAction)? = presentation {
            if var destinationState = before {
                let effect = destination.reduce(into: &destinationState, action: destinationAction)
                state[keyPath: toDestinationState] = destinationState
                destinationEffect = presented(effect, identity: PresentationIdentity(destinationState))
                clearsEphemeral = EphemeralStates.isEphemeral(destinationState)
            } else {
                Dependencies.current.reportIssue?(
                    "An ifLet received the presented action \(destinationAction) while nothing was presented. Present the feature before sending its actions, or check that the action was not sent after a dismissal."
                )
            }
        }

        let baseEffect = base.reduce(into: &state, action: action)

        if case .dismiss? = presentation {
            state[keyPath: toDestinationState] = nil
        } else if clearsEphemeral, let now = state[keyPath: toDestinationState], PresentationIdentity(now) == identityBefore {
            state[keyPath: toDestinationState] = nil
        }

        var effects = [destinationEffect, baseEffect]
        let identityAfter = state[keyPath: toDestinationState].map(PresentationIdentity.init)
        if let identityBefore, identityBefore != identityAfter {
            effects.append(.cancel(id: PresentationCancelID(path: toDestinationState, identity: identityBefore)))
        }
        return .merge(effects)
    }

    /// The child's effect lifted into the parent: cancellable with the presentation, and able to
    /// dismiss it.
    private func presented(_ effect: Effect<Destination.Action>, identity: PresentationIdentity) -> Effect<Base.Action> {
        let embed = toPresentationAction.embed
        let dismissal = embed(.dismiss)
        return effect
            .map { embed(.presented($0)) }
            .updatingDependencies { dependencies, send in
                dependencies.dismiss = DismissEffect { await send(dismissal) }
            }
            .cancellable(id: PresentationCancelID(path: toDestinationState, identity: identity))
    }
}

// MARK: - Identity of a presentation

/// Tells one presented feature from another in the same place: the state's type, its enum case
/// (a destination enum presents a different feature per case) and its id when it has one.
///
/// @unchecked: the id is kept only to compare and hash (AnyHashable is not annotated Sendable).
struct PresentationIdentity: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let caseName: String?
    let id: AnyHashable?

    init(_ state: Any) {
        self.type = ObjectIdentifier(Swift.type(of: state))
        self.caseName = Mirror(reflecting: state).displayStyle == .enum ? EnumCase.caseName(of: state) : nil
        if let identifiable = state as? any Identifiable {
            self.id = Self.id(of: identifiable)
        } else {
            self.id = nil
        }
    }

    private static func id(of state: some Identifiable) -> AnyHashable {
        AnyHashable(state.id)
    }
}

/// Cancels the effects of one presented feature.
///
/// @unchecked: `AnyKeyPath` is immutable once made and only compared and hashed here.
struct PresentationCancelID: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
    let identity: PresentationIdentity
}
