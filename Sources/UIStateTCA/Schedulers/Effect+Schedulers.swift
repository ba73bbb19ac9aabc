// MARK: - Debouncing and throttling on a scheduler

extension Effect {
    /// Delays this effect by `dueTime` on `scheduler`; a newer effect with the same `id` replaces
    /// a pending one: `.debounce(id: CancelID.search, for: 0.3, scheduler: self.mainQueue)`.
    ///
    /// The wait sleeps on the scheduler's clock, which for `mainQueue` is the store's; options
    /// are accepted and ignored.
    public func debounce<S: Scheduler>(
        id: some Hashable & Sendable,
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Self {
        debounce(id: id, for: S.SchedulerTimeType.duration(of: dueTime), clock: scheduler.timeSource.clock)
    }

    /// Runs at most one effect per `interval` under `id`: the first at once, later ones within
    /// the interval dropped or, with `latest`, the most recent run when the interval ends.
    ///
    /// The interval is measured on the store's clock, which `mainQueue` is; a scheduler keeping
    /// another clock's time gives only the interval's length.
    public func throttle<S: Scheduler>(
        id: some Hashable & Sendable,
        for interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        latest: Bool
    ) -> Self {
        throttle(id: id, for: S.SchedulerTimeType.duration(of: interval), latest: latest)
    }
}
