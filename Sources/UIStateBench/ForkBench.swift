import Dispatch
import Features
import HostCore
import JSON
import UIStateProtocol

// MARK: - ForkBench

/// `store/fork` by replay against the floor of a copy: a fork of a `counter` store after N
/// dispatches (each starting a debounced effect, so one is always in flight), beside creating a
/// store from the source's state (what a copy would cost at least: a new store, without its
/// effects, clock sleepers, or generator positions, which a copy cannot carry).
enum ForkBench {
    static func run(arguments: [String] = []) async {
        let repeats = arguments.first.flatMap(Int.init) ?? 20
        for inputs in [10, 100, 1000] {
            let host = Host(features: BuiltInPlugins.features)
            do {
                let source = try await host.createStore(StoreCreateRequest(feature: "counter")).storeId
                for index in 0..<inputs {
                    let action: JSONValue = index % 2 == 0 ? "incrementButtonTapped" : "decrementButtonTapped"
                    _ = try await host.dispatch(StoreDispatchRequest(storeId: source, action: action))
                }
                let state = try await host.state(StoreStateRequest(storeId: source)).value
                var forks: [String] = []
                let replay = try await measureAsync {
                    for _ in 0..<repeats { forks.append(try await host.fork(StoreForkRequest(storeId: source)).storeId) }
                }
                let copy = try await measureAsync {
                    for _ in 0..<repeats {
                        _ = try await host.createStore(StoreCreateRequest(feature: "counter", initialState: state))
                    }
                }
                report("fork.replay.\(inputs)inputs", replay / Double(repeats) * 1000, "ms/fork")
                report("fork.copyFloor.\(inputs)inputs", copy / Double(repeats) * 1000, "ms/store")
            } catch {
                print("fork.\(inputs)inputs failed: \(error)")
            }
        }
    }
}

/// Wall-clock seconds an async body took.
func measureAsync(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
