package import FeatureKit
package import JSON
import Components
import StoreRuntime

// MARK: - StoreStanding

/// Where a store stands by value (`FeatureStore.standing()`), and whether it is quiescent and
/// whether a store may go on from `position` (`isContinuable`).
package struct StoreStanding: Sendable {
    /// The store's state, environment, shared values, clock and generators, as a checkpoint
    /// keeps them, with its effects in flight when the runtime could keep them by value
    /// (`Store.suspendedEffects()`); otherwise a start for `quietSuccessor` alone.
    package let position: StoreCheckpoint
    /// No effect in flight, nothing queued, no throttle window.
    package let isQuiescent: Bool
    /// Quiescent, or every effect in flight kept in `position`: a store continued from it
    /// (`FeatureDefinition.makeStore(continuing:_:)`) goes on as this one would.
    package let isContinuable: Bool
}

// MARK: - Quiet successors

extension FeatureDefinition {
    /// The state an interaction leads to from `position`, as the store standing there would
    /// report it, found by running the reducer on a copy of the state — no store made, no step,
    /// no hop — when the interaction only sends actions (and events) and their effects only send
    /// actions (`Reduce.reducedQuietly`), writing no shared value. Nil otherwise (async work, a
    /// cancellation, a shared write, the view's own state, a refusal): a store must take the step.
    ///
    /// Such a step changes nothing else a store holds besides its bookkeeping: effects in flight
    /// at `position` stay as they were (nothing advances the clock), the environment and the
    /// persisted values too; so exploration tells where it leads from the state alone.
    ///
    /// - Parameters:
    ///   - prepared: resolved on the screen of `position`'s state (`RenderedScreen.prepare`).
    ///   - configuration: the configuration a store continued from `position` would be given
    ///     (its presets and storage).
    package func quietSuccessor(
        of position: StoreCheckpoint, performing prepared: PreparedInteraction, _ configuration: StoreConfiguration
    ) -> QuietStep? {
        quietSteps(from: position)?.successor(performing: prepared, configuration)
    }

    /// `quietSuccessor(of: position, …)` for every input tried from one position, with what they
    /// share made once: the position opened to the feature's types and its reducer prepared
    /// (a store, too, prepares its reducer once for all the actions it processes). Each step
    /// still gets fresh dependencies: a generator a reducer draws from moves. Nil when
    /// `position` is not this feature's.
    package func quietSteps(from position: StoreCheckpoint) -> QuietSteps? {
        Self.quietSteps(of: featureType, position, decoder: actionDecoder)
    }

    /// Opens the feature's type.
    private static func quietSteps<F: PluginFeature>(
        of feature: F.Type, _ position: StoreCheckpoint, decoder: any AnyObject & Sendable
    ) -> QuietSteps? {
        guard let position = position.position as? CheckpointPosition<F.State> else { return nil }
        let reducer = F().prepared()
        // What a store's listing of its effects writes their actions with.
        let decoder = Self.decoder(for: feature, from: decoder)
        return QuietSteps { prepared, configuration in
            guard let resolved = prepared.resolved as? Result<Interaction<F.Action>, ViewError>,
                  case .success(let interaction) = resolved
            else { return nil }
            var actions: [F.Action] = []
            for step in interaction.steps {
                switch step {
                case .action(let action): actions.append(action)
                // An event is reported, never kept: it changes nothing a state is told apart by.
                case .event: continue
                case .viewState: return nil
                }
            }
            guard let dependencies = try? FeatureStoreBox<F>.dependencies(continuing: position, configuration),
                  let (state, received, used, effects) = reducer.reducedQuietly(
                      position.state, actions: actions, dependencies: dependencies, shared: position.shared
                  )
            else { return nil }
            // Timers started or effects cancelled: the effects in flight after, as a store
            // standing at `position` would list them once settled.
            var inFlight: QuietEffectsInFlight?
            if !effects.isEmpty {
                guard let after = SuspendedEffects.afterQuietStep(
                    effects, from: position.suspended as? SuspendedEffects<F.Action>, now: position.now
                ) else { return nil }
                inFlight = QuietEffectsInFlight(
                    startCount: after.startCount, kept: after.kept,
                    startedBy: Dependencies.$current.withValue(used) { after.startedBy.map(decoder.encode) },
                    nextTimer: after.nextDeadline.map(\.roundedUpMilliseconds)
                )
            }
            // The start's own state (`==`) is not written: its caller knows its fingerprint.
            // About one quiet try in seven leads back to where it started. Exact when `==`
            // holds only states that encode alike, as synthesised conformances do (the render's
            // reuse of its last tree rests on it too).
            let names = received.compactMap(ActionCoding.caseName)
            if state == position.state, inFlight == nil { return QuietStep(reached: .start, received: names) }
            // With the effects in flight changed, the state is part of another fingerprint, told
            // by its bytes (`QuietStart.reached`): no digest is taken for it.
            let digest = inFlight == nil ? Dependencies.$current.withValue(used) { ValueDigest.of(state) } : nil
            // Encoded under the dependencies the step used, as a store encodes its state: a
            // shared value encodes what its registry holds.
            return QuietStep(reached: .other(digest: digest) {
                try? Dependencies.$current.withValue(used) { try JSONValueEncoder().canonicalBytes(state) }
            }, received: names, effectsInFlight: inFlight)
        }
    }
}

// MARK: - QuietSteps

/// Quiet steps from one position (`FeatureDefinition.quietSteps(from:)`), for one thread's use:
/// made and used by one expansion of one state.
package struct QuietSteps {
    private let step: (PreparedInteraction, StoreConfiguration) -> QuietStep?

    fileprivate init(_ step: @escaping (PreparedInteraction, StoreConfiguration) -> QuietStep?) {
        self.step = step
    }

    /// Where `prepared` leads, as `FeatureDefinition.quietSuccessor` says.
    package func successor(performing prepared: PreparedInteraction, _ configuration: StoreConfiguration) -> QuietStep? {
        step(prepared, configuration)
    }
}

// MARK: - QuietStep

/// Where a quiet step led (`FeatureDefinition.quietSuccessor`): the start's own state, or
/// another told by its digest (`ValueDigest`: all a lookup among states already known needs)
/// and, when asked, its canonical bytes (what its identity is hashed from: no tree is built for
/// it); and the top-level cases of the actions effects sent back (`.send`), in processing
/// order, as a store configured `receivedAsCaseNames` reports them.
package struct QuietStep: Sendable, Equatable {
    package enum Reached: Sendable {
        /// The start's own state (`==`): its fingerprint is the start's; nothing is written.
        case start
        /// Another state: its digest (nil when its encoding reads its coding path) and what
        /// writes its canonical bytes, run only when asked (nil when encoding throws).
        case other(digest: ValueDigest?, write: @Sendable () -> [UInt8]?)
    }

    package let reached: Reached
    package let received: [String]
    /// The effects in flight after, when the step started a timer or cancelled by id; nil when
    /// they are the start's.
    package var effectsInFlight: QuietEffectsInFlight?

    /// Whether the state is the start's own.
    package var isStart: Bool {
        if case .start = reached { return true }
        return false
    }

    /// The state's digest; nil when it is the start's own or has none.
    package var digest: ValueDigest? {
        if case .other(let digest, _) = reached { return digest }
        return nil
    }

    /// `state.serialized(.canonical)`, written each time it is asked for; nil when the state
    /// is the start's own (its bytes are not written again) or does not encode.
    package var canonicalState: [UInt8]? {
        if case .other(_, let write) = reached { return write() }
        return nil
    }

    /// The state as a value, read back from its bytes (our writer's JSON reads back as the
    /// value written); nil when it is the start's own.
    package var state: JSONValue? { canonicalState.flatMap { try? JSONValue(parsing: $0) } }

    /// The same state (by digest, within one process; by bytes without one), the same cases
    /// received and the same effects in flight.
    package static func == (left: QuietStep, right: QuietStep) -> Bool {
        guard left.isStart == right.isStart, left.received == right.received, left.effectsInFlight == right.effectsInFlight
        else { return false }
        if left.isStart { return true }
        if left.digest != nil || right.digest != nil { return left.digest == right.digest }
        return left.canonicalState == right.canonicalState
    }
}

// MARK: - QuietEffectsInFlight

/// The effects in flight after a quiet step that started a timer (`Effect.send(_:after:)`) or
/// cancelled by id, as much of them as a store's listing tells states apart by: the start's
/// still in flight (each listed as before), then each new timer, waiting on the test clock,
/// with the action that started it; and the time to the next timer.
package struct QuietEffectsInFlight: Sendable, Equatable {
    /// How many effects the start had in flight, as its position keeps them: its listing must
    /// hold as many for `kept` to name them.
    package let startCount: Int
    /// The start's effects still in flight, by their place in its listing.
    package let kept: [Int]
    /// The wire form of the action whose processing started each new timer, in start order.
    package let startedBy: [JSONValue]
    /// Milliseconds to the earliest deadline, as `FeatureStore.nextTimerMilliseconds()` says.
    package let nextTimer: Int?

    package init(startCount: Int, kept: [Int], startedBy: [JSONValue], nextTimer: Int?) {
        self.startCount = startCount
        self.kept = kept
        self.startedBy = startedBy
        self.nextTimer = nextTimer
    }
}

extension Duration {
    /// Whole milliseconds, a part of one counted as one: how long until a timer, as reported.
    package var roundedUpMilliseconds: Int {
        let (seconds, attoseconds) = components
        let rounded = attoseconds > 0 && attoseconds % 1_000_000_000_000_000 != 0 ? 1 : 0
        return max(0, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000) + rounded)
    }
}
