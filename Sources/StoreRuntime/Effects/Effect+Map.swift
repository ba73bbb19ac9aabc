// MARK: - Transforming actions

extension Effect {
    /// Turns an effect of a child's actions into one of the parent's, for scoping.
    ///
    /// `.none` maps to `.none` without allocating, so scoping adds nothing to the fast path.
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
        switch operation {
        case .none:
            return .none
        case .send(let action):
            return .send(transform(action))
        case .run(let run):
            let operation = run.operation
            var mappedHandler: (@Sendable (any Error, Send<Parent>) async -> Void)?
            if let handler = run.handler {
                mappedHandler = { error, send in await handler(error, send.map(transform)) }
            }
            let mappedOperation: @Sendable (Send<Parent>, Dependencies) async throws -> Void = { send, dependencies in
                try await operation(send.map(transform), dependencies)
            }
            let timer = run.timer.map { Effect<Parent>.Timer(delay: $0.delay, action: $0.action.map(transform)) }
            return Effect<Parent>(.run(Effect<Parent>.Run(
                priority: run.priority, operation: mappedOperation, handler: mappedHandler, timer: timer
            )))
        case .merge(let effects):
            return Effect<Parent>(.merge(effects.map { $0.map(transform) }))
        case .concatenate(let effects):
            return Effect<Parent>(.concatenate(effects.map { $0.map(transform) }))
        case .cancellable(let effect, let id, let cancelInFlight):
            return Effect<Parent>(.cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight))
        case .cancel(let id):
            return Effect<Parent>(.cancel(id))
        case .throttle(let effect, let id, let interval, let latest):
            return Effect<Parent>(.throttle(effect.map(transform), id: id, interval: interval, latest: latest))
        }
    }
}
