import Components
import JSON
import FeatureKit
package import UIStateProtocol
import Scenario
import StoreRuntime

// MARK: - StoreOperation

/// A store request's work once its turn has come.
protocol StoreOperation: StoreRequest {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response
    /// Whether the request is a store input `store/fork` replays (one that can change the store).
    /// A witness rather than a cast: a dynamic cast to an existential cost about 4k instructions
    /// a request.
    var isInput: Bool { get }
    /// Appends the request to `inputs` when it is a store input; does nothing otherwise. Made
    /// where the request's type is known, so the log boxes it once (`StoreInputs.append(request:)`).
    func log(in inputs: StoreInputs)
}

extension StoreOperation {
    var isInput: Bool { false }
    func log(in inputs: StoreInputs) {}
}

/// A store request answered "as `store/dispatch`": one step on the store, which the store's
/// step observers hear about (the recording `history/export` writes is one).
protocol StepOperation: StoreOperation where Response == StepResult {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport
    /// What the request does as a scenario step (`.send(action)`, `.tap(selector)` …); the
    /// step's state assertion is added when the recording is exported.
    func scenarioAction() throws -> StepAction
}

extension StepOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> StepResult {
        let report = try await step(on: hosted, in: host)
        hosted.didStep(self, report: report)
        return StepResult(report)
    }
}

extension Host {
    /// Reserves the request's turn now and runs it when the turn comes.
    func run<R: StoreOperation>(_ request: R) async throws -> R.Response {
        try await perform(request, turn: try reserve(request.storeId))
    }

    /// Runs a request whose turn was reserved when it arrived; errors leave as wire errors.
    func perform<R: StoreOperation>(_ request: R, turn: StoreTurn) async throws -> R.Response {
        try await turn.runInSlot { slot in try await perform(request, in: slot) }
    }

    /// Runs a request in its turn (its slot's mailbox job, or a ticket's turn).
    func perform<R: StoreOperation>(_ request: R, in slot: StoreSlot) async throws -> R.Response {
        guard let hosted = slot.hosted else { throw HostErrors.unknownStore(slot.id) }
        do {
            let response = try await request.perform(on: hosted, in: self)
            request.log(in: hosted.inputs)
            return response
        } catch {
            // These two can come after the change was committed: no replay can promise it.
            if request.isInput, error is SettleTimeoutError || error is CancellationError {
                hosted.inputs.markIncomplete()
            }
            throw HostErrors.wire(error, storeID: hosted.id)
        }
    }

    // MARK: - In-process entry points

    /// `store/dispatch`.
    package func dispatch(_ request: StoreDispatchRequest) async throws -> StepResult { try await run(request) }
    /// `store/state`.
    package func state(_ request: StoreStateRequest) async throws -> StoreStateRequest.Response { try await run(request) }
    /// `store/settle`.
    package func settle(_ request: StoreSettleRequest) async throws -> StepResult { try await run(request) }
    /// `view/render`.
    package func render(_ request: ViewRenderRequest) async throws -> ViewRenderRequest.Response { try await run(request) }
    /// `view/tap`.
    package func tap(_ request: ViewTapRequest) async throws -> StepResult { try await run(request) }
    /// `view/input`.
    package func input(_ request: ViewInputRequest) async throws -> StepResult { try await run(request) }
    /// `view/appear`.
    package func appear(_ request: ViewAppearRequest) async throws -> StepResult { try await run(request) }
    /// `view/focus`.
    package func focus(_ request: ViewFocusRequest) async throws -> StepResult { try await run(request) }
    /// `environment/set`.
    package func setEnvironment(_ request: EnvironmentSetRequest) async throws -> StepResult { try await run(request) }
    /// `clock/advance`.
    package func advance(_ request: ClockAdvanceRequest) async throws -> StepResult { try await run(request) }
    /// `effects/list`.
    package func listEffects(_ request: EffectsListRequest) async throws -> EffectsListRequest.Response { try await run(request) }
    /// `view/find`.
    package func find(_ request: ViewFindRequest) async throws -> ViewFindRequest.Response { try await run(request) }
    /// `history/export`.
    package func exportHistory(_ request: HistoryExportRequest) async throws -> HistoryExportRequest.Response { try await run(request) }
    /// `effects/cancel`.
    package func cancelEffects(_ request: EffectsCancelRequest) async throws -> EffectsCancelRequest.Response { try await run(request) }
}

// MARK: - Stores

extension StoreDestroyRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let version = (await hosted.store.fingerprint()).version
        await host.destroy(hosted)
        return Response(storeId: hosted.id, version: version)
    }
}

extension StoreDispatchRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        do {
            return try await hosted.store.dispatch(action)
        } catch let error as ActionDecodingError {
            // Here the action is at hand, so the error can name the case the client used.
            throw HostErrors.invalidAction(error, in: action)
        }
    }
}

extension StoreStateRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        guard let pointer else {
            let (state, version) = try await hosted.store.state()
            return Response(value: state, version: version)
        }
        let parsed: JSONPointer
        do {
            parsed = try JSONPointer(parsing: pointer)
        } catch {
            throw JSONPointerResolutionError(message: "invalid pointer \"\(pointer)\": \(error)")
        }
        // Only the part asked for is encoded: its cost does not grow with the rest of the state.
        let (found, version) = try await hosted.store.state(at: parsed)
        guard let value = found else {
            throw JSONPointerResolutionError(message: "pointer \"\(pointer)\" names nothing in the state")
        }
        return Response(value: value, version: version)
    }
}

extension StoreSettleRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        if let timeoutMs, timeoutMs < 0 {
            throw HostErrors.invalidParams("timeoutMs must be 0 or more", path: "/timeoutMs")
        }
        return try await hosted.store.settle(timeout: timeoutMs.map { .milliseconds($0) })
    }
}

extension EffectsListRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        Response(effects: await hosted.store.effects(), nextTimerMs: hosted.store.nextTimerMilliseconds(), now: hosted.store.testClockNow())
    }
}

extension EffectsCancelRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let (cancelled, report) = try await hosted.store.cancelEffects(effect)
        return Response(cancelled: cancelled, effects: report.effects, version: report.version)
    }
}

extension ClockAdvanceRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        guard (0...Self.maximumMs).contains(ms) else {
            throw HostErrors.invalidParams("ms must be from 0 to \(Self.maximumMs)", path: "/ms")
        }
        return try await hosted.store.advance(milliseconds: ms)
    }
}

extension EnvironmentSetRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        try await hosted.store.setEnvironment(environment)
    }
}

// MARK: - Views

extension ViewRenderRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let format = RenderFormat(format ?? .json)
        let device = try DeviceParameter.device(named: device, drawsHTML: format == .html)
        let (tree, version) = await hosted.store.render(format: format, device: device)
        return Response(tree: tree, version: version)
    }
}

extension ViewFindRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let (nodes, version) = await hosted.store.find(try Selector(json: selector))
        return Response(nodes: nodes, version: version)
    }
}

extension HistoryExportRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let (entries, complete) = await hosted.store.historyEntries()
        guard complete, hosted.recording.isComplete else {
            throw HostErrors.invalidParams(
                "store \"\(hosted.id)\" has dropped its oldest history entries; only a complete history can be exported",
                path: "/storeId"
            )
        }
        do {
            return Response(scenario: try hosted.recording.scenario(entries: entries, name: name))
        } catch {
            throw HostErrors.invalidParams("store \"\(hosted.id)\": \(error)", path: "/storeId")
        }
    }
}

extension ViewTapRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        try await hosted.store.interact(.tap(try Selector(json: selector)))
    }
}

extension ViewInputRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        try await hosted.store.interact(.input(try Selector(json: selector), text: text))
    }
}

extension ViewAppearRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        try await hosted.store.interact(.appear(try Selector(json: selector)))
    }
}

extension ViewFocusRequest: StepOperation {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        let parsed: Selector?
        switch selector {
        case nil, .null?: parsed = nil
        case let json?: parsed = try Selector(json: json)
        }
        return try await hosted.store.interact(.focus(parsed))
    }
}
