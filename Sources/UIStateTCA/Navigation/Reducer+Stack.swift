// MARK: - forEach for navigation stacks

extension Reducer {
    /// Runs `destination` on each screen of a navigation stack, as TCA's
    /// `forEach(\.path, action: /Action.path) { Path() }`.
    ///
    /// - `.element(id:action:)` runs the screen's reducer first, then this one.
    /// - `.popFrom(id:)` runs this reducer, then pops the screen and those above it.
    /// - `.push(id:state:)` runs this reducer, then pushes the screen.
    /// - A screen's effects are cancelled when it leaves the stack, and can pop it:
    ///   `@Dependency(\.dismiss)` sends `.popFrom(id:)`.
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
    ) -> StackReducer<Self, Destination>
    where Destination.State == DestinationState, Destination.Action == DestinationAction {
        StackReducer(base: self, destination: destination(), toStackState: toStackState, toStackAction: toStackAction)
    }
}

/// The reducer `forEach(\.path, action:)` builds.
public struct StackReducer<Base: Reducer, Destination: Reducer>: Reducer where Destination.State: Sendable {
    let base: Base
    let destination: Destination
    let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
    let toStackAction: CasePath<Base.Action, StackAction<Destination.State, Destination.Action>>

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let stackAction = toStackAction.extract(action)
        let idsBefore = state[keyPath: toStackState].ids

        var destinationEffect = Effect<Base.Action>.none
        if case .element(let id, let destinationAction)? = stackAction {
            if var element = state[keyPath: toStackState][id: id] {
                let effect = destination.reduce(into: &element, action: destinationAction)
                state[keyPath: toStackState][id: id] = element
                destinationEffect = lifted(effect, id: id)
            } else {
                Dependencies.current.reportIssue?(
                    "A forEach on a stack received \(destinationAction) for the screen \(id.debugDescription), which is not on the stack. Push the screen before sending its actions, or check that it was not popped."
                )
            }
        }

        let baseEffect = base.reduce(into: &state, action: action)

        switch stackAction {
        case .popFrom(let id)?:
            if state[keyPath: toStackState][id: id] == nil {
                Dependencies.current.reportIssue?("A forEach on a stack was asked to pop the screen \(id.debugDescription), which is not on the stack.")
            }
            state[keyPath: toStackState].pop(from: id)
        case .push(let id, let element)?:
            if state[keyPath: toStackState][id: id] != nil {
                Dependencies.current.reportIssue?("A forEach on a stack was asked to push the screen \(id.debugDescription), which is already on the stack; each push needs a new id.")
            } else {
                state[keyPath: toStackState][id: id] = element
            }
        case .element?, nil:
            break
        }

        let idsAfter = Set(state[keyPath: toStackState].ids)
        let cancellations = idsBefore.filter { !idsAfter.contains($0) }.map {
            Effect<Base.Action>.cancel(id: StackCancelID(path: toStackState, id: $0))
        }
        return .merge([destinationEffect, baseEffect] + cancellations)
    }

    /// A screen's effect lifted into the parent: cancellable with the screen, and able to pop it.
    private func lifted(_ effect: Effect<Destination.Action>, id: StackElementID) -> Effect<Base.Action> {
        let embed = toStackAction.embed
        let pop = embed(.popFrom(id: id))
        return effect
            .map { embed(.element(id: id, action: $0)) }
            .updatingDependencies { dependencies, send in
                dependencies.dismiss = DismissEffect { await send(pop) }
            }
            .cancellable(id: StackCancelID(path: toStackState, id: id))
    }
}

/// Cancels the effects of one screen of a stack.
///
/// @unchecked: `AnyKeyPath` is immutable once made and only compared and hashed here.
struct StackCancelID: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
    let id: StackElementID
}
