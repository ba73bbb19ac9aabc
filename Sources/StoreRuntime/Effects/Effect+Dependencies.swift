// MARK: - Effects with their own dependencies

extension Effect {
    /// This effect with `update` applied to the dependencies of each of its async parts.
    ///
    /// A reducer that changes its children's dependencies (`.dependency(\.uuid, …)`) or gives a
    /// presented child a way to dismiss itself must change them for the child's effects as well:
    /// those run later, on their own tasks, where the reducer's task-local values no longer hold.
    /// `update` also receives the effect's `Send`, so a dependency can send actions (a dismissal).
    package func updatingDependencies(
        _ update: @escaping @Sendable (inout Dependencies, Send<Action>) -> Void
    ) -> Effect {
        switch operation {
        case .none, .send, .cancel:
            return self
        case .run(let run):
            return Effect(.run(Self.updating(run, update)))
        case .merge(let effects):
            return Effect(.merge(effects.map { $0.updatingDependencies(update) }))
        case .concatenate(let effects):
            return Effect(.concatenate(effects.map { $0.updatingDependencies(update) }))
        case .cancellable(let effect, let id, let cancelInFlight):
            return Effect(.cancellable(effect.updatingDependencies(update), id: id, cancelInFlight: cancelInFlight))
        case .throttle(let effect, let id, let interval, let latest):
            return Effect(.throttle(effect.updatingDependencies(update), id: id, interval: interval, latest: latest))
        }
    }

    private static func updating(
        _ run: Run,
        _ update: @escaping @Sendable (inout Dependencies, Send<Action>) -> Void
    ) -> Run {
        let operation = run.operation
        let updatedOperation: @Sendable (Send<Action>, Dependencies) async throws -> Void = { send, dependencies in
            var dependencies = dependencies
            update(&dependencies, send)
            let updated = dependencies
            try await Dependencies.$current.withValue(updated) {
                try await operation(send, updated)
            }
        }
        var updatedHandler: (@Sendable (any Error, Send<Action>) async -> Void)?
        if let handler = run.handler {
            updatedHandler = { error, send in
                var dependencies = Dependencies.current
                update(&dependencies, send)
                await Dependencies.$current.withValue(dependencies) {
                    await handler(error, send)
                }
            }
        }
        // A timer stays one: it reads no dependency but the clock, and a store captures it only
        // when it sleeps on the store's own test clock.
        return Run(priority: run.priority, operation: updatedOperation, handler: updatedHandler, timer: run.timer)
    }
}
