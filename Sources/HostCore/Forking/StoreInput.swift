import JSON
import UIStateProtocol

// MARK: - StoreInput

/// A request that can change a store: kept in the store's `StoreInputs` so that `store/fork`
/// can replay it into a new store. Reading requests (state, render, find, lists, export) change
/// nothing and are not kept.
protocol StoreInput: StoreOperation, Sendable {}

extension StoreInput {
    var isInput: Bool { true }
    func log(in inputs: StoreInputs) { inputs.append(request: self) }

    /// Performs the request again on `hosted` (a fork being built), recording it as `Host.perform`
    /// does, so that the fork's own inputs, recording and history match the source's.
    func replay(on hosted: HostedStore, in host: Host) async throws {
        _ = try await perform(on: hosted, in: host)
        hosted.inputs.append(request: self)
    }
}

extension StoreDispatchRequest: StoreInput {}
extension StoreSettleRequest: StoreInput {}
extension ViewTapRequest: StoreInput {}
extension ViewInputRequest: StoreInput {}
extension ViewAppearRequest: StoreInput {}
extension ViewFocusRequest: StoreInput {}
extension EnvironmentSetRequest: StoreInput {}
extension ClockAdvanceRequest: StoreInput {}
extension EffectsCancelRequest: StoreInput {}
extension HistoryJumpRequest: StoreInput {}
