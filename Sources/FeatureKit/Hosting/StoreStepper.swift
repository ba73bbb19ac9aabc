public import JSON
public import StoreRuntime

// MARK: - StoreStepper

/// A hosted store's per-step path: the store, its history and the feature's action decoder,
/// with what its replies carry; a step opens on the store, commits, waits (test clock) until
/// settled and is reported from what the store gathered (`Store.beginStep()`).
///
/// HostCore's store keeps one and runs every step through it. It lives here, below the host,
/// so that code made where a feature's type is spelled can use it: `store/dispatch` enters
/// through `PluginFeature.hostedDispatch(_:to:)`, whose witness a release build specialises for
/// the feature (this module and StoreRuntime are compiled for cross-module optimisation), so
/// decoding, the reducer's step, history and the reply run without generic metadata; the other
/// steps run it generically. Public only for that requirement; its members are the host's.
public final class StoreStepper<F: PluginFeature>: Sendable {
    // Usable from inlinable code, so the file's public import of StoreRuntime is one (a
    // `package import` would keep the optimiser from serialising what features specialise).
    @usableFromInline
    package let store: Store<F>
    package let history: History<F.State, F.Action>?
    /// The feature's action decoder, shared with its other stores.
    package let decoder: ActionDecoder<F.Action>
    package let usesTestClock: Bool
    package let settleTimeout: Duration
    package let reportsEntries: Bool
    package let reportsEffects: Bool
    package let receivedAsCaseNames: Bool

    package init(
        store: Store<F>, history: History<F.State, F.Action>?, decoder: ActionDecoder<F.Action>, usesTestClock: Bool,
        settleTimeout: Duration, reportsEntries: Bool, reportsEffects: Bool, receivedAsCaseNames: Bool
    ) {
        self.store = store
        self.history = history
        self.decoder = decoder
        self.usesTestClock = usesTestClock
        self.settleTimeout = settleTimeout
        self.reportsEntries = reportsEntries
        self.reportsEffects = reportsEffects
        self.receivedAsCaseNames = receivedAsCaseNames
    }

    /// Decodes `json` and sends it from outside, as one step: `store/dispatch`.
    ///
    /// - Throws: `ActionDecodingError` before touching the store; as `step(_:)`.
    @usableFromInline
    package func dispatch(_ json: JSONValue) async throws -> StepReport {
        let action = try Self.decodeAction(json, with: decoder)
        return try await step { store in store.send(action, origin: .outside) }
    }

    // MARK: - Steps

    /// Commits a change on the store's executor, waits (test clock) until settled, and reports
    /// what happened since just before the commit.
    ///
    /// `commit` must throw only before it changes anything. Cancellation is checked right before
    /// it runs: after that the change stands and the reply reports it. Not generic over what
    /// `commit` returns: run unspecialised (every step but a dispatch), a tuple with a generic
    /// member costs a metadata look-up per step (a step wanting a value takes it out through a
    /// lock).
    package func step(_ commit: @escaping @Sendable (isolated Store<F>) throws -> Void) async throws -> StepReport {
        let (mark, quick) = try await store.perform { store in
            try Task.checkCancellation()
            let mark = self.open(store)
            do { try commit(store) } catch { _ = store.endStep(); throw error }
            // Most steps start no async work: answer in this same hop.
            let quick = !self.usesTestClock || store.isSettled ? self.report(store, since: mark) : nil
            return (mark, quick)
        }
        if let quick { return quick }
        try await closingOnError { try await store.settle(timeout: settleTimeout) }
        return await store.perform { store in self.report(store, since: mark) }
    }

    /// Opens a step on the store.
    package func open(_ store: isolated Store<F>) -> StepMark {
        store.beginStep(gatheringSent: history == nil)
        return StepMark(version: store.version)
    }

    /// Runs the waiting part of a step; if it throws, the step is closed before the error leaves,
    /// so the store stops gathering for a reply that will not come.
    package func closingOnError(_ work: () async throws -> Void) async throws {
        do {
            try await work()
        } catch {
            await store.perform { store in _ = store.endStep() }
            throw error
        }
    }

    /// The reply of a step: what the store gathered since `mark`, and the effects in flight now.
    package func report(_ store: isolated Store<F>, since mark: StepMark) -> StepReport {
        let outcome = store.endStep()
        var entries: [JSONValue]?
        if reportsEntries {
            // The entries themselves, with the state after each, come from history: that is what
            // `reportsEntries` asks for.
            var added: [JSONValue] = []
            if !outcome.sequences.isEmpty, let history {
                history.withEntries(from: outcome.sequences.lowerBound) { kept in
                    for index in kept.indices where outcome.sequences.contains(kept[index].sequence) {
                        added.append(Self.entryJSON(kept[index], in: store))
                    }
                }
            }
            entries = added
        }
        // Made in one expression: a report built and then changed was copied twice a step.
        return StepReport(
            version: store.version, changed: store.version != mark.version,
            received: outcome.receivesActions ? received(store.takeStepReceived()) : [],
            sent: history == nil ? store.takeStepSent().map(ActionCoding.encode) : [],
            events: outcome.events.isEmpty ? [] : outcome.events.map(Self.json),
            effects: reportsEffects ? Self.listing(of: store, encoding: decoder) : [], entries: entries, sequences: outcome.sequences
        )
    }

    /// The actions effects sent back, as a reply carries them.
    private func received(_ actions: [F.Action]) -> [JSONValue] {
        guard receivedAsCaseNames else { return actions.map(ActionCoding.encode) }
        return actions.map { ActionCoding.caseName($0).map(JSONValue.string) ?? .null }
    }

    // MARK: - Coding

    /// Decodes an action with `decoder` (the bridge only for what it has not seen); for an
    /// unknown case, names the valid ones from the declared schema.
    package static func decodeAction(
        _ json: JSONValue, with decoder: ActionDecoder<F.Action>
    ) throws(ActionDecodingError) -> F.Action {
        do {
            return try decoder.decode(json)
        } catch let error as JSONDecodingError {
            var expected: [String]?
            if error.expected != nil || error.kind == .unknownCase {
                let tokens = (try? JSONPointer(parsing: error.path))?.tokens ?? []
                let names = ActionSchemaNames.names(in: F.actionSchema, at: tokens, action: json)
                expected = names.isEmpty ? error.expected : names
            }
            throw ActionDecodingError(path: error.path, message: error.message, expected: expected)
        } catch {
            throw ActionDecodingError(path: "", message: "\(error)")
        }
    }

    /// `{"haptic": {"style": "success"}}`, as a view's events are written: a view's own JSON
    /// payload as it wrote it, a reducer's string payload as strings.
    package static func json(_ event: UIEvent) -> JSONValue {
        if let payload = event.detail?.value as? JSONObject { return .object([event.name: .object(payload)]) }
        var payload = JSONObject()
        for (key, value) in event.payload.sorted(by: { $0.key < $1.key }) { payload[key] = .string(value) }
        return .object([event.name: .object(payload)])
    }

    /// `{"sequence", "origin", "action", "version", "changed", "state", "events"}`: one history
    /// entry as step reports and `history/export` carry it. `action` is null for environment
    /// changes and jumps.
    package static func entryJSON(_ entry: HistoryEntry<F.State, F.Action>, in store: isolated Store<F>) -> JSONValue {
        let state = Dependencies.$current.withValue(store.dependencies) {
            (try? JSONValueEncoder().encode(entry.state)) ?? .null
        }
        return [
            "sequence": .integer(Int64(entry.sequence)),
            "origin": .string(entry.origin.name),
            "action": entry.action.map(ActionCoding.encode) ?? .null,
            "version": .integer(Int64(entry.version)),
            "changed": .bool(entry.stateChanged),
            "state": state,
            "events": .array(entry.events.map(Self.json)),
        ]
    }

    /// The wire form of the store's in-flight effects; none (most steps) costs no generic code.
    package static func listing(of store: isolated Store<F>, encoding decoder: ActionDecoder<F.Action>) -> [JSONValue] {
        store.hasEffectsInFlight ? listing(store.effects, encodingActions: decoder.encode) : []
    }

    /// The wire form of in-flight effects, each effect's action written by `encodeAction` (the
    /// feature's decoder answers the forms it knows without the bridge: `ActionDecoder.encode`).
    package static func listing(
        _ effects: [EffectInfo<F.Action>], encodingActions encodeAction: (F.Action) -> JSONValue
    ) -> [JSONValue] {
        // Effects started by one action carry that action (a debounce is a concatenation and
        // its step): encode it once.
        var actions: [Int: JSONValue] = [:]
        return effects.map { effect in
            let action = actions[effect.startedBy] ?? encodeAction(effect.action)
            actions[effect.startedBy] = action
            // The members in the order the reply has always written them; the keys are distinct
            // by construction, so none is looked up.
            var members: [JSONObject.Member] = []
            members.reserveCapacity(7)
            members.append(("id", .integer(Int64(effect.id.rawValue))))
            members.append(("startedBy", .integer(Int64(effect.startedBy))))
            members.append(("action", action))
            members.append(("status", .string(statusName(effect.status))))
            members.append(("cancelIds", .array(effect.cancelIDs.map { .string($0.description) })))
            members.append(("cancelled", .bool(effect.isCancelled)))
            members.append(("parent", effect.parent.map { .integer(Int64($0.rawValue)) } ?? .null))
            return .object(JSONObject(uniqueMembers: members))
        }
    }

    private static func statusName(_ status: EffectStatus) -> String {
        switch status {
        case .running: "running"
        case .waitingOnTestClock: "waitingOnTestClock"
        case .waitingOnChildren: "waitingOnChildren"
        }
    }
}

// MARK: - StepMark

/// Where a step started: the version before it. What the store processes from here on is
/// gathered by the store itself (`Store.beginStep()`), and the reply is made from that. Not
/// nested in the generic stepper, whose nested types need a metadata look-up at every use.
package struct StepMark: Sendable {
    package let version: Int
}
