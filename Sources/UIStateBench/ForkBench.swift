import Dispatch
import Features
import HostCore
import JSON
import UIStateProtocol

// MARK: - ForkBench

/// `store/fork` of a `counter` store after N dispatches (each starting a debounced effect), four
/// ways: from a quiescent source (the clock advanced until the fact arrived), which starts where
/// the source stands; from a source with the debounce still in flight, which starts there too,
/// the debounce's timer carried over; the same source forked by replaying its inputs (a host
/// with `forksReplay`, the way a source with other work in flight is forked); and the floor of
/// creating a store from the source's state (a new store, without history, numbering, effects
/// or generator positions).
enum ForkBench {
    static func run(arguments: [String] = []) async {
        let repeats = arguments.first.flatMap(Int.init) ?? 20
        for inputs in [10, 100, 1000] {
            do {
                let continued = try await measureForks(inputs: inputs, settled: true, repeats: repeats)
                let timer = try await measureForks(inputs: inputs, settled: false, repeats: repeats)
                let replayed = try await measureForks(inputs: inputs, settled: false, replaying: true, repeats: repeats)
                report("fork.checkpoint.\(inputs)inputs", continued.fork * 1000, "ms/fork")
                report("fork.timerInFlight.\(inputs)inputs", timer.fork * 1000, "ms/fork")
                report("fork.replay.\(inputs)inputs", replayed.fork * 1000, "ms/fork")
                report("fork.copyFloor.\(inputs)inputs", continued.copy * 1000, "ms/store")
            } catch {
                print("fork.\(inputs)inputs failed: \(error)")
            }
        }
    }

    /// Seconds per fork and per store made from the source's state, after `inputs` dispatches;
    /// `settled` advances the clock past the last debounce first; `replaying` forks by replay.
    private static func measureForks(
        inputs: Int, settled: Bool, replaying: Bool = false, repeats: Int
    ) async throws -> (fork: Double, copy: Double) {
        var options = HostOptions()
        options.forksReplay = replaying
        let host = Host(features: BuiltInPlugins.features, options: options)
        let source = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
        for index in 0..<inputs {
            let action: JSONValue = index % 2 == 0 ? "incrementButtonTapped" : "decrementButtonTapped"
            _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: action))
        }
        if settled { _ = try await host.advance(ClockAdvanceRequest(storeId: source, ms: 1000)) }
        let state = try await host.state(StoreStateRequest(storeId: source)).value
        let fork = try await measureAsync {
            for _ in 0..<repeats { _ = try await host.fork(StoreForkRequest(storeId: source)) }
        }
        let expected = replaying ? ForkCounts(continued: 0, replayed: repeats) : ForkCounts(continued: repeats, replayed: 0)
        guard host.forksMade == expected else { throw ForkWayError(expected: expected, made: host.forksMade) }
        let copy = try await measureAsync {
            for _ in 0..<repeats { _ = try await host.createStore(StoreCreateRequest(feature: "counter", initialState: state)) }
        }
        return (fork / Double(repeats), copy / Double(repeats))
    }
}

/// The forks were not made the way the benchmark meant to measure.
private struct ForkWayError: Error, CustomStringConvertible {
    let expected: ForkCounts
    let made: ForkCounts
    var description: String { "expected \(expected), made \(made)" }
}

/// Wall-clock seconds an async body took.
func measureAsync(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
