package import UIStateProtocol
import JSON

// MARK: - HostMethods

/// Registers the host's methods: a thin layer that decodes params, takes a store request's
/// place in its store's queue as it arrives, and runs the `Host`'s logic in that turn (in the
/// store's mailbox, or in a task that holds a ticket).
package enum HostMethods {
    /// Registers a handler for every host request in `UIStateMethods` (all but `host/echo`,
    /// `rpc.discover`, `scenario/run` and `explore/run`, which other layers serve).
    package static func register(_ host: Host, in registry: inout MethodRegistry) {
        registry.registerImmediate(PluginListRequest.self) { request, _ in host.listPlugins(request) }
        registry.registerImmediate(ComponentListRequest.self) { request, _ in host.listComponents(request) }
        registry.registerImmediate(ComponentRenderRequest.self) { request, _ in try host.renderComponent(request) }
        registry.registerImmediate(StoreListRequest.self) { request, _ in host.listStores(request) }
        registerReserving(StoreCreateRequest.self, in: &registry, reserve: host.reserveCreation) { request, turn, _ in
            try await host.createStore(request, turn: turn)
        }
        registerReserving(StoreForkRequest.self, in: &registry, reserve: host.reserveFork) { request, turns, _ in
            try await host.fork(request, turns: turns)
        }
        registerStoreMethod(StoreDestroyRequest.self, host: host, in: &registry)
        registerStoreMethod(StoreDispatchRequest.self, host: host, in: &registry)
        registerStoreMethod(StoreStateRequest.self, host: host, in: &registry)
        registerStoreMethod(StoreSettleRequest.self, host: host, in: &registry)
        registerStoreMethod(ViewRenderRequest.self, host: host, in: &registry)
        registerStoreMethod(ViewTapRequest.self, host: host, in: &registry)
        registerStoreMethod(ViewInputRequest.self, host: host, in: &registry)
        registerStoreMethod(ViewAppearRequest.self, host: host, in: &registry)
        registerStoreMethod(ViewFocusRequest.self, host: host, in: &registry)
        registerStoreMethod(EnvironmentSetRequest.self, host: host, in: &registry)
        registerStoreMethod(ClockAdvanceRequest.self, host: host, in: &registry)
        registerStoreMethod(EffectsListRequest.self, host: host, in: &registry)
        registerStoreMethod(EffectsCancelRequest.self, host: host, in: &registry)
        registerStoreMethod(ViewFindRequest.self, host: host, in: &registry)
        registerStoreMethod(HistoryExportRequest.self, host: host, in: &registry)
        registerStoreMethod(HistoryListRequest.self, host: host, in: &registry)
        registerStoreMethod(HistoryJumpRequest.self, host: host, in: &registry)
        registerStoreMethod(HistoryVersionRequest.self, host: host, in: &registry)
        registerStoreMethod(StoreReplaceStateRequest.self, host: host, in: &registry)
        registerSubscriptions(host, in: &registry)
    }

    /// `store/subscribe` sends through the connection after its reply, and `store/unsubscribe`
    /// takes the subscribed store's turn.
    private static func registerSubscriptions(_ host: Host, in registry: inout MethodRegistry) {
        registerReserving(StoreSubscribeRequest.self, in: &registry, reserve: storeTurn(on: host)) { request, turn, context in
            let sink = context.notificationSink
            let mailbox = try? host.slot(request.storeId).queue.mailbox
            // A change a request made is notified by the thread that sends its reply, in the
            // same write and with no task; with requests waiting behind it, on a task, so the
            // store goes on and their changes can join the next notification.
            let afterReply: Subscription.AfterReply = { send in
                sink.afterCurrentReply {
                    if mailbox?.hasWaitingJobs ?? true { Task { send() } } else { send() }
                }
            }
            let (response, subscription) = try await host.subscribe(request, turn: turn, owe: { sink.owe(joining: $0) }, afterReply: afterReply) { notification, written in
                sink.send(
                    StoreDidChangeNotification.method, params: notification.params,
                    writingParams: { notification.writeParams(to: &$0) }, written: written
                )
            }
            context.afterReply { succeeded in
                if succeeded { subscription.activate() } else { host.discard(subscription) }
            }
            return response
        }
        registerReserving(StoreUnsubscribeRequest.self, in: &registry, reserve: { (request) throws(ResponseError) in
            try host.reserveSubscription(request.subscription)
        }) { request, turn, _ in
            try await host.unsubscribe(request, turn: turn)
        }
    }

    /// A store request: queued in its store's mailbox as it arrives, and run there in turn by
    /// the store's one drainer task (no task or ticket of its own).
    private static func registerStoreMethod<R: StoreOperation>(_ type: R.Type, host: Host, in registry: inout MethodRegistry) {
        registry.register(R.method, positionalParameterNames: R.positionalParameterNames) { params, _ in
            let request: R
            let slot: StoreSlot
            do throws(ResponseError) {
                request = try R.decode(params: params)
                slot = try host.slot(request.storeId)
            } catch {
                return .failure(error)
            }
            return .queued(slot.queue.mailbox) { try R.encodeBody(response: try await host.perform(request, in: slot)) }
        }
    }

    /// Reserves the turn of the store a request names.
    private static func storeTurn<R: StoreRequest>(on host: Host) -> @Sendable (R) throws(ResponseError) -> StoreTurn {
        { (request) throws(ResponseError) in try host.reserve(request.storeId) }
    }

    /// Decodes params and reserves what the request needs (a store's turn, two for a fork) on the
    /// connection's reader, so that the arrival order is the processing order; then runs the
    /// request in a task with what it reserved.
    private static func registerReserving<R: RequestType, Reservation: Sendable>(
        _ type: R.Type, in registry: inout MethodRegistry,
        reserve: @escaping @Sendable (R) throws(ResponseError) -> Reservation,
        run: @escaping @Sendable (R, Reservation, RequestContext) async throws -> R.Response
    ) {
        registry.register(R.method, positionalParameterNames: R.positionalParameterNames) { params, context in
            let request: R
            let reservation: Reservation
            do throws(ResponseError) {
                request = try R.decode(params: params)
                reservation = try reserve(request)
            } catch {
                return .failure(error)
            }
            return .deferred { try R.encode(response: try await run(request, reservation, context)) }
        }
    }
}
