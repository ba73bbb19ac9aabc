import Dispatch
#if canImport(Glibc)
internal import Glibc
#endif
package import JSON
import UIStateProtocol
import Synchronization

// MARK: - ExternalPlugin

/// One plugin executable and its current run: started, initialized (same protocol major
/// version), its features listed; restarted by `ensureRunning()` after it exited.
package final class ExternalPlugin: Sendable {
    /// What `plugin/list` reports for the plugin.
    package enum Status: Sendable, Equatable {
        case running
        /// Refused or unable to start; the reason.
        case failed(String)
        /// Exited after starting; the reason. The next `store/create` restarts it.
        case exited(String)
    }

    package let name: String
    /// `name`'s UTF-8, for finding the plugin from a forwarded request's bytes: comparing through
    /// `String.UTF8View` cost every forwarded request more than a thousand instructions.
    let nameBytes: [UInt8]
    /// `name` and the separator, as the ids of the first run's stores begin (`<plugin>/`).
    private let firstRunPrefix: [UInt8]
    package let path: String
    /// How long `initialize` and `plugin/list` may take at start-up.
    let startTimeout: Duration
    /// How long any request may wait for the plugin's answer before the plugin counts as hung
    /// (`--plugin-timeout`); nil for no limit.
    let requestTimeout: Duration?

    private struct State {
        var run = 0
        var client: PluginClient?
        var status: Status = .failed("not started")
        /// The plugin's features as it listed them (each with `"plugin"` added).
        var features: [JSONValue] = []
        var starting: Task<Result<PluginClient, ResponseError>, Never>?
        /// Run 1's client once it ran, never let go (see `runningFirstRun`).
        var firstRunClient: PluginClient?
    }

    private let state = Mutex(State())
    /// Run 1's client while run 1 is running, else nil (`firstRunClient`): read with no lock by
    /// every forwarded request, written under `state`'s lock. Unretained: `State.firstRunClient`
    /// keeps the client for the plugin's life, so a reader that loaded it just before run 1
    /// ended still holds a live object. (`AtomicLazyReference.load` cost ~650 instructions.)
    private let runningFirstRun = Atomic<Unmanaged<PluginClient>?>(nil)
    /// Forwards notifications of run `run`; called on the plugin's reader thread.
    private let forward: @Sendable (_ plugin: ExternalPlugin, _ run: Int, _ method: String, _ params: JSONValue?) -> Void

    init(
        path: String, name: String, startTimeout: Duration = .seconds(10), requestTimeout: Duration? = nil,
        forward: @escaping @Sendable (ExternalPlugin, Int, String, JSONValue?) -> Void
    ) {
        self.path = path
        self.name = name
        nameBytes = Array(name.utf8)
        firstRunPrefix = nameBytes + [UInt8(ascii: "/")]
        self.startTimeout = startTimeout
        self.requestTimeout = requestTimeout
        self.forward = forward
    }

    // MARK: - Reading

    package var status: Status { state.withLock { $0.status } }
    /// The current run's number (1 for the first).
    package var run: Int { state.withLock { $0.run } }
    /// The features of the latest run that listed them.
    package var features: [JSONValue] { state.withLock { $0.features } }
    package var featureNames: [String] { features.compactMap { $0["name"]?.stringValue } }

    /// The running client for an id of run `run`.
    ///
    /// - Throws: −33006 when the plugin is not running or `id` belongs to an earlier run.
    func client(forRun run: Int, id: @autoclosure () -> String) throws(ResponseError) -> PluginClient {
        // The running plugin's client taken alone: the status's reasons are copied only for an error.
        let running = state.withLock { state -> PluginClient? in
            guard state.run == run, case .running = state.status else { return nil }
            return state.client
        }
        if let running { return running }
        let (current, client, status) = state.withLock { ($0.run, $0.client, $0.status) }
        guard run == current else { throw PluginErrors.stale(name, id: id(), generation: current) }
        guard let client, status == .running else {
            switch status {
            case .exited(let reason), .failed(let reason): throw PluginErrors.unavailable(name, reason: reason)
            case .running: throw PluginErrors.unavailable(name, reason: "starting")
            }
        }
        return client
    }

    /// Run 1's client while run 1 is running, taken with no lock: a forwarded request names a
    /// first run's store (`PluginRouter.passOn`). Nil otherwise (exited, failed, restarted, not
    /// yet started), when `client(forRun:id:)` says why.
    var firstRunClient: PluginClient? {
        runningFirstRun.load(ordering: .acquiring)?.takeUnretainedValue()
    }

    /// Whether `route` is the id of a store of this plugin's first run (`<plugin>/<id>`, the id
    /// not empty), as `PluginAddress.firstRunSeparator` would read it: a name holds no `/` or `#`.
    func namesFirstRunStore(_ route: UnsafeRawBufferPointer) -> Bool {
        route.count > firstRunPrefix.count && Self.bytes(route, beginWith: firstRunPrefix)
    }

    /// Whether `name` (as bytes) is this plugin's name.
    func isNamed(_ name: UnsafeRawBufferPointer) -> Bool {
        name.count == nameBytes.count && Self.bytes(name, beginWith: nameBytes)
    }

    private static func bytes(_ bytes: UnsafeRawBufferPointer, beginWith prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        return prefix.withUnsafeBytes { prefix in
            guard let start = bytes.baseAddress, let expected = prefix.baseAddress else { return prefix.isEmpty }
            return memcmp(start, expected, prefix.count) == 0
        }
    }

    /// Keeps `firstRunClient` true to `state`; called under the lock after every change to it.
    private func publishFirstRun(_ state: inout State) {
        guard state.run == 1, state.status == .running, let client = state.client else {
            return runningFirstRun.store(nil, ordering: .releasing)
        }
        state.firstRunClient = client
        runningFirstRun.store(Unmanaged.passUnretained(client), ordering: .releasing)
    }

    /// The running plugin's client, starting (or restarting) it first when it is not running.
    ///
    /// - Parameter reserved: feature names served elsewhere; a plugin listing one is refused.
    func ensureRunning(reserved: @escaping @Sendable () -> Set<String>) async throws(ResponseError) -> PluginClient {
        let task = state.withLock { state -> Task<Result<PluginClient, ResponseError>, Never> in
            if let starting = state.starting { return starting }
            if let client = state.client, state.status == .running {
                return Task { .success(client) }
            }
            let task = Task { await self.start(reserved: reserved()) }
            state.starting = task
            return task
        }
        let result = await task.value
        state.withLock { $0.starting = nil }
        return try result.get()
    }

    // MARK: - Starting

    /// Starts a new run: spawn, `initialize` (refusing another major version), `initialized`,
    /// `plugin/list` (refusing a feature already served elsewhere).
    private func start(reserved: Set<String>) async -> Result<PluginClient, ResponseError> {
        let run = state.withLock { state in
            state.run += 1
            publishFirstRun(&state)
            return state.run
        }
        let client: PluginClient
        do {
            client = try PluginClient(path: path, handlers: PluginClient.Handlers(
                name: name,
                run: run,
                notification: { [self] method, params in forward(self, run, method, params) },
                exited: { [self] status in exited(run: run, status: status) },
                failed: { [self] reason in failed(run: run, reason: reason) },
                requestTimeout: requestTimeout
            ))
        } catch {
            return fail(run: run, reason: "\(error)", client: nil)
        }
        do throws(ResponseError) {
            let initialized = try await withTimeout(client) { () async throws(ResponseError) -> JSONValue in
                try await client.request("initialize", params: [
                    "protocolVersion": .string(UIStateMethods.protocolVersion),
                    "clientInfo": ["name": "uistate-host"],
                ], timed: false)
            }
            let version = initialized["protocolVersion"]?.stringValue ?? "none"
            guard Self.major(version) == Self.major(UIStateMethods.protocolVersion) else {
                return fail(run: run, reason: "speaks protocol \(version), the host \(UIStateMethods.protocolVersion) (major versions differ)", client: client)
            }
            client.notify("initialized", params: [:])
            let listed = try await withTimeout(client) { () async throws(ResponseError) -> JSONValue in
                try await client.request(PluginListRequest.method, params: [:], timed: false)
            }
            let features = listed["features"]?.arrayValue ?? []
            let names = features.compactMap { $0["name"]?.stringValue }
            if let duplicate = names.first(where: reserved.contains) {
                return fail(run: run, reason: "its feature \"\(duplicate)\" is already served by the host or another plugin", client: client)
            }
            let tagged = features.map { feature -> JSONValue in
                guard case .object(var object) = feature else { return feature }
                object["plugin"] = .string(name)
                return .object(object)
            }
            state.withLock { state in
                guard state.run == run else { return }
                state.client = client
                state.status = .running
                state.features = tagged
                publishFirstRun(&state)
            }
            return .success(client)
        } catch {
            let reason = error.code == .protocolVersionMismatch
                ? "refused the host's protocol version (\(error.message))"
                : "did not start: \(error.message)"
            return fail(run: run, reason: reason, client: client)
        }
    }

    private func fail(run: Int, reason: String, client: PluginClient?) -> Result<PluginClient, ResponseError> {
        client?.kill()
        state.withLock { state in
            guard state.run == run else { return }
            state.client = nil
            state.status = .failed(reason)
            publishFirstRun(&state)
        }
        Platform.writeToStandardError("uistate: plugin \(name) (\(path)): \(reason)\n")
        return .failure(PluginErrors.unavailable(name, reason: reason))
    }

    private func exited(run: Int, status: Int32) {
        ended(run: run, status: "exited with status \(status)", saying: "exited (status \(status))")
    }

    /// The host gave up on run `run` (no answer in time, a protocol violation); it is being
    /// killed, and the next `store/create` restarts it.
    private func failed(run: Int, reason: String) {
        ended(run: run, status: "stopped by the host: it \(reason)", saying: "stopped: it \(reason)")
    }

    /// Marks run `run` ended when it is still the running one (a later run may have replaced it),
    /// and says so on stderr once.
    private func ended(run: Int, status: String, saying what: String) {
        let wasRunning = state.withLock { state -> Bool in
            guard state.run == run, state.status == .running else { return false }
            state.client = nil
            state.status = .exited(status)
            publishFirstRun(&state)
            return true
        }
        if wasRunning {
            Platform.writeToStandardError(
                "uistate: plugin \(name) \(what); its stores answer -33006, and the next store/create for one of its features restarts it\n"
            )
        }
    }

    /// Runs `body`, failing with −33006 past `startTimeout`: a plugin that never answers is
    /// killed, which answers its requests in flight.
    private func withTimeout(
        _ client: PluginClient, _ body: @escaping @Sendable () async throws(ResponseError) -> JSONValue
    ) async throws(ResponseError) -> JSONValue {
        let timeout = startTimeout
        let name = name
        let result = await withTaskGroup(of: Result<JSONValue, ResponseError>?.self) { group in
            group.addTask {
                do throws(ResponseError) { return .success(try await body()) } catch { return .failure(error) }
            }
            group.addTask {
                guard (try? await Task.sleep(for: timeout)) != nil else { return nil }
                client.kill()
                return .failure(PluginErrors.unavailable(name, reason: "no answer within \(timeout)"))
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failure(PluginErrors.unavailable(name, reason: "cancelled"))
        }
        return try result.get()
    }

    private static func major(_ version: String) -> Int? {
        Int(version.prefix { $0 != "." })
    }

    /// Sends the running plugin `shutdown` and returns once it answered, or after `startTimeout`
    /// (then the plugin is killed), or at once when it is not running. A plugin answers
    /// `shutdown` only after writing every notification its requests caused, and its reader
    /// forwards what precedes the answer, so those notifications are then owed to the client.
    func shutDownDelivering() async {
        guard let client = state.withLock({ $0.status == .running ? $0.client : nil }) else { return }
        _ = try? await withTimeout(client) { () async throws(ResponseError) -> JSONValue in
            try await client.request("shutdown", params: nil, timed: false)
        }
    }

    /// Ends the plugin (the host is exiting).
    func stop() {
        state.withLock { $0.client }?.close()
    }
}
