// MARK: - Debounce and throttle

extension Effect {
    /// Delays this effect by `duration` on the store's clock; a newer effect with the same `id`
    /// replaces a pending one.
    ///
    /// Built from parts the store already has: a cancellable concatenation of a sleep and this
    /// effect, cancelling in-flight work under `id`.
    ///
    /// - Parameter clock: the clock to sleep on; the store's injected clock when `nil`.
    public func debounce(
        id: some Hashable & Sendable,
        for duration: Duration,
        clock: (any UIClock)? = nil
    ) -> Self {
        if isNone { return self }
        let operation: @Sendable (Send<Action>, Dependencies) async throws -> Void = { _, dependencies in
            try await (clock ?? dependencies.clock).sleep(for: duration)
        }
        // On the store's clock the wait is a timer the store can keep by value while it waits.
        let timer = clock == nil ? Timer(delay: duration, action: nil) : nil
        let sleep = Self(.run(Run(priority: nil, operation: operation, handler: nil, timer: timer)))
        return .concatenate(sleep, self).cancellable(id: id, cancelInFlight: true)
    }

    /// Debounce with a duration in integer milliseconds, the wire's unit.
    public func debounce(id: some Hashable & Sendable, milliseconds: Int) -> Self {
        debounce(id: id, for: .milliseconds(milliseconds))
    }

    /// Runs at most one effect per `interval` under `id`, measured on the store's clock.
    ///
    /// The first effect runs at once. Others arriving within the interval are dropped, or, when
    /// `latest` is true, the most recent one runs when the interval ends.
    public func throttle(id: some Hashable & Sendable, for interval: Duration, latest: Bool) -> Self {
        if isNone { return self }
        return Self(.throttle(self, id: CancelID(id), interval: interval, latest: latest))
    }
}
