public import RPCProtocol
import JSONValue
import UIStateProtocol

// MARK: - HostMethods

/// Registers the host's methods: a thin layer that decodes params, takes a store request's
/// place in its store's queue as it arrives, and runs the `Host`'s logic in a task.
public enum HostMethods {
    /// Registers a handler for every host request in `UIStateMethods` (all but `host/echo`,
    /// `rpc.discover`, `scenario/run` and `explore/run`, which other layers serve).
    public static func register(_ host: Host, in registry: inout MethodRegistry) {
        registry.registerImmediate(PluginListRequest.self) { request, _ in host.listPlugins(request) }
        registry.registerImmediate(ComponentListRequest.self) { request, _ in host.listComponents(request) }
        registry.registerImmediate(ComponentRenderRequest.self) { request, _ in try host.renderComponent(request) }
        registry.registerImmediate(StoreListRequest.self) { request, _ in host.listStores(request) }
        registry.register(StoreCreateRequest.method) { params, _ in
            let request: StoreCreateRequest
            let turn: StoreTurn
            do throws(ResponseError) {
                request = try TypedCoding.decode(StoreCreateRequest.self, from: params)
                turn = try host.reserveCreation(request)
            } catch {
                return .failure(error)
            }
            return .deferred { try TypedCoding.encode(try await host.createStore(request, turn: turn)) }
        }
        registry.register(StoreForkRequest.method, positionalParameterNames: StoreForkRequest.positionalParameterNames) { params, _ in
            let request: StoreForkRequest
            let turns: (source: StoreTurn, fork: StoreTurn)
            do throws(ResponseError) {
                request = try TypedCoding.decode(StoreForkRequest.self, from: params)
                turns = try host.reserveFork(request)
            } catch {
                return .failure(error)
            }
            return .deferred { try TypedCoding.encode(try await host.fork(request, turns: turns)) }
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
        registerSubscriptions(host, in: &registry)
    }

    /// `store/subscribe` sends through the connection after its reply, and `store/unsubscribe`
    /// takes the subscribed store's turn.
    private static func registerSubscriptions(_ host: Host, in registry: inout MethodRegistry) {
        registry.register(StoreSubscribeRequest.method) { params, context in
            let request: StoreSubscribeRequest
            let turn: StoreTurn
            do throws(ResponseError) {
                request = try TypedCoding.decode(StoreSubscribeRequest.self, from: params)
                turn = try host.reserve(request.storeId)
            } catch {
                return .failure(error)
            }
            let sink = context.notificationSink
            return .deferred {
                let (response, subscription) = try await host.subscribe(request, turn: turn) { notification in
                    let params: JSONValue
                    do { params = try TypedCoding.encode(notification) } catch { return }
                    await sink.deliver(StoreDidChangeNotification.method, params: params)
                }
                context.afterReply { succeeded in
                    if succeeded { subscription.activate() } else { host.discard(subscription) }
                }
                return try TypedCoding.encode(response)
            }
        }
        registry.register(StoreUnsubscribeRequest.method) { params, _ in
            let request: StoreUnsubscribeRequest
            let turn: (Subscription, StoreTurn)
            do throws(ResponseError) {
                request = try TypedCoding.decode(StoreUnsubscribeRequest.self, from: params)
                turn = try host.reserveSubscription(request.subscription)
            } catch {
                return .failure(error)
            }
            return .deferred { try TypedCoding.encode(try await host.unsubscribe(request, turn: turn)) }
        }
    }

    /// Decodes params and reserves the store's turn on the connection's reader (so that the
    /// arrival order is the processing order), then runs the request in a task.
    private static func registerStoreMethod<R: StoreOperation>(_ type: R.Type, host: Host, in registry: inout MethodRegistry) {
        registry.register(R.method, positionalParameterNames: R.positionalParameterNames) { params, _ in
            let request: R
            let turn: StoreTurn
            do throws(ResponseError) {
                request = try TypedCoding.decode(R.self, from: params)
                turn = try host.reserve(request.storeId)
            } catch {
                return .failure(error)
            }
            return .deferred { try TypedCoding.encode(try await host.perform(request, turn: turn, params: params)) }
        }
    }
}
