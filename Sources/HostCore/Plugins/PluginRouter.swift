import JSON
package import UIStateProtocol

// MARK: - PluginRouter

/// Routes requests for plugins' stores to the plugins, around a registry that serves the
/// host's own stores.
///
/// - Any request whose `storeId` (or, for `store/unsubscribe`, `subscription`) carries a
///   plugin's prefix goes to that plugin with the prefix removed; the reply's ids get it back.
///   The request is written to the plugin as it arrives, so requests to one store keep their
///   order; the plugin's ids are its own, and `$/cancelRequest` is passed on by the waiting task.
/// - `store/create` for a plugin's feature goes to the plugin, restarting it if it exited.
/// - `plugin/list` adds the plugins' features (with `"plugin"`) and a `plugins` entry per
///   plugin (`status`, and `error` for one that failed or exited); `store/list` adds their stores.
package enum PluginRouter {
    /// Methods that never concern a plugin's store.
    static let localOnly: Set<String> = [HostEcho.method, RPCDiscover.method, ComponentListRequest.method, ComponentRenderRequest.method]

    package static func install(_ plugins: PluginSet, into registry: inout MethodRegistry) {
        guard !plugins.plugins.isEmpty else { return }
        for method in registry.requestMethodNames where !localOnly.contains(method) {
            guard let entry = registry.request(method) else { continue }
            let local = entry.handler
            let handler: RequestHandler
            var passThrough: MethodRegistry.PassThrough?
            switch method {
            case StoreCreateRequest.method: handler = create(plugins, local: local)
            case PluginListRequest.method: handler = listPlugins(plugins, local: local)
            case StoreListRequest.method: handler = listStores(plugins, local: local)
            case StoreUnsubscribeRequest.method:
                handler = route(method, by: "subscription", positional: entry.positionalParameterNames, plugins, local: local)
            default:
                handler = route(method, by: "storeId", positional: entry.positionalParameterNames, plugins, local: local)
                // `store/subscribe` watches its answer, and `store/settle`'s deadline reads its params.
                if method != StoreSubscribeRequest.method, method != StoreSettleRequest.method { passThrough = passOn(plugins) }
            }
            registry.register(method, positionalParameterNames: entry.positionalParameterNames, handler: handler, passThrough: passThrough)
        }
        registry.runBeforeQuiet { await plugins.shutDownDelivering() }
        if let discover = registry.request(RPCDiscover.method) {
            registry.register(RPCDiscover.method, positionalParameterNames: discover.positionalParameterNames,
                              handler: discoverWithPlugins(plugins, local: discover.handler))
        }
    }

    /// `rpc.discover` with the plugins' features' schemas beside the host's own.
    private static func discoverWithPlugins(_ plugins: PluginSet, local: @escaping RequestHandler) -> RequestHandler {
        { params, context in
            .deferred {
                let document = try await value(of: local(params, context))
                return UIStateOpenRPC.addingFeatureSchemas(document, features: plugins.plugins.flatMap(\.features))
            }
        }
    }

    // MARK: - Routing by id

    private static func route(_ method: String, by key: String, positional: [String]?, _ plugins: PluginSet,
                              local: @escaping RequestHandler) -> RequestHandler {
        { params, context in
            // Params by position are named here, so they route (and reach the plugin) by name.
            guard var object = PluginRewriting.named(params, positional: positional), let id = object[key]?.stringValue,
                  let address = PluginAddress(id), let plugin = plugins.plugin(named: address.plugin)
            else { return local(params, context) }
            let client: PluginClient
            do throws(ResponseError) {
                client = try plugin.client(forRun: address.run, id: id)
            } catch {
                return .failure(error)
            }
            object[key] = .string(address.local)
            let (name, run) = (plugin.name, address.run)
            let pathsAsSent: @Sendable (ResponseError) -> ResponseError = { error in PluginRewriting.pathAsSent(error, params: params, positional: positional) }
            switch method {
            case StoreSubscribeRequest.method:
                plugins.setSink(context.notificationSink)
                let call = client.send(method, params: .object(object), observer: subscribed(plugins, client: client, plugin: name, run: run))
                return .deferred {
                    let value = try await answer(call, plugin: name, run: run, adjust: pathsAsSent)
                    if let subscription = value["subscription"]?.stringValue {
                        context.afterReply { succeeded in plugins.forwarder.release(subscription, succeeded: succeeded) }
                    }
                    return value
                }
            case StoreUnsubscribeRequest.method:
                let call = client.send(method, params: .object(object))
                return .deferred {
                    let value = try await answer(call, plugin: name, run: run, adjust: pathsAsSent)
                    // What the plugin sent before its answer goes out before the host's reply.
                    if let subscription = value["subscription"]?.stringValue { await plugins.forwarder.finish(subscription) }
                    return value
                }
            default:
                return answered(client.send(method, params: .object(object)), plugin: name, run: run, adjust: pathsAsSent)
            }
        }
    }

    /// `route`'s way for a request read from its bytes (`RequestBytes`): the same plugin found
    /// from the same `storeId`, its params passed on with only that id changed (the plugin
    /// parses what the host would have encoded again), and the same answer. Declines where
    /// `route` serves the request locally; by name only, so no path to adjust.
    ///
    /// A first run's store (nearly all) is forwarded (`PluginClient.forward`): its id read from
    /// its bytes, no strings made, and the plugin's answer written into the reply as it comes.
    private static func passOn(_ plugins: PluginSet) -> MethodRegistry.PassThrough {
        MethodRegistry.PassThrough(routingKey: "storeId") { request, forwarding in
            if let (plugin, slash) = plugins.firstRunPlugin(routing: request.routeBytes) {
                let client: PluginClient
                if let running = plugin.firstRunClient {
                    client = running
                } else {
                    // Not running run 1: the error says why.
                    do throws(ResponseError) {
                        client = try plugin.client(forRun: 1, id: request.routeText)
                    } catch {
                        return .answered(.failure(error))
                    }
                }
                client.forward(request, routeFrom: request.route.lowerBound + slash + 1, forwarding)
                return .forwarded
            }
            let id = request.routeText
            guard let address = PluginAddress(id), let plugin = plugins.plugin(named: address.plugin) else { return .declined }
            let client: PluginClient
            do throws(ResponseError) {
                client = try plugin.client(forRun: address.run, id: id)
            } catch {
                return .answered(.failure(error))
            }
            return .answered(answered(client.send(passingOn: request, route: address.local), plugin: plugin.name, run: address.run) { $0 })
        }
    }

    /// Answered from the plugin's reader as its answer arrives: no task per request.
    private static func answered(
        _ call: PluginClient.Call, plugin: String, run: Int, adjust: @escaping @Sendable (ResponseError) -> ResponseError
    ) -> HandlerReply {
        .completion { complete in
            call.whenAnswered { result in complete(prefixed(result, plugin: plugin, run: run, adjust: adjust)) }
        }
    }

    /// Sees a plugin's answer to `store/subscribe` on its reader thread, before the plugin's
    /// next output is read: its notifications are held from then on (until the host's reply is
    /// out). A subscription whose request was cancelled meanwhile is ended in the plugin.
    private static func subscribed(_ plugins: PluginSet, client: PluginClient, plugin: String, run: Int) -> PluginClient.AnswerObserver {
        { answer, abandoned in
            guard case .success(let value) = answer, let local = value["subscription"]?.stringValue else { return }
            guard !abandoned else {
                let call = client.send(StoreUnsubscribeRequest.method, params: ["subscription": .string(local)])
                Task { _ = try? await call.response() }
                return
            }
            plugins.forwarder.expect(PluginAddress(plugin: plugin, run: run, local: local).id)
        }
    }

    private static func create(_ plugins: PluginSet, local: @escaping RequestHandler) -> RequestHandler {
        { params, context in
            guard let feature = params?["feature"]?.stringValue, let plugin = plugins.plugin(forFeature: feature) else {
                return local(params, context)
            }
            // Running: written now, so requests pipelined behind it for the new id reach the
            // plugin after it, as they reached the host.
            let run = plugin.run
            if let client = try? plugin.client(forRun: run, id: "") {
                let call = client.send(StoreCreateRequest.method, params: params)
                return .deferred { try await answer(call, plugin: plugin.name, run: run) }
            }
            return .deferred {
                let client = try await plugin.ensureRunning { plugins.reservedNames(except: plugin) }
                return try await answer(client.send(StoreCreateRequest.method, params: params), plugin: plugin.name, run: plugin.run)
            }
        }
    }

    /// The plugin's answer with its ids prefixed, errors included (and `adjust`ed).
    private static func answer(
        _ call: PluginClient.Call, plugin: String, run: Int, adjust: (ResponseError) -> ResponseError = { $0 }
    ) async throws(ResponseError) -> JSONValue {
        do throws(ResponseError) {
            return PluginRewriting.prefixIDs(in: try await call.response(), plugin: plugin, run: run) ?? .null
        } catch {
            throw prefixed(error, plugin: plugin, run: run, adjust: adjust)
        }
    }

    /// As `answer`, for an answer handed over by `PluginClient.Call.whenAnswered` (or to a
    /// forwarded request). An encoded result is passed on as it is: `EncodedAnswer` lets none
    /// through that holds a member to prefix.
    static func prefixed(
        _ result: Result<ResultBody, ResponseError>, plugin: String, run: Int, adjust: (ResponseError) -> ResponseError
    ) -> Result<ResultBody, ResponseError> {
        switch result {
        case .success(.encoded):
            return result
        case .success(.value(let value)):
            return .success(.value(PluginRewriting.prefixIDs(in: value, plugin: plugin, run: run) ?? .null))
        case .failure(let error):
            return .failure(prefixed(error, plugin: plugin, run: run, adjust: adjust))
        }
    }

    private static func prefixed(
        _ error: ResponseError, plugin: String, run: Int, adjust: (ResponseError) -> ResponseError
    ) -> ResponseError {
        var error = error
        if error.code != .pluginFailed { error.data = PluginRewriting.prefixIDs(in: error.data, plugin: plugin, run: run) }
        return adjust(error)
    }

    // MARK: - Listings

    private static func listPlugins(_ plugins: PluginSet, local: @escaping RequestHandler) -> RequestHandler {
        { params, context in
            .deferred {
                guard case .object(var object) = try await value(of: local(params, context)) else { return .null }
                var features = object["features"]?.arrayValue ?? []
                var entries: [JSONValue] = []
                for plugin in plugins.plugins {
                    var entry: JSONObject = [
                        "name": .string(plugin.name), "path": .string(plugin.path),
                        "run": .integer(Int64(plugin.run)),
                        "features": .array(plugin.featureNames.map(JSONValue.string)),
                    ]
                    switch plugin.status {
                    case .running:
                        entry["status"] = "running"
                        features += plugin.features
                    case .failed(let reason):
                        entry["status"] = "failed"
                        entry["error"] = ["code": .integer(Int64(ErrorCode.pluginFailed.rawValue)), "message": .string(reason)]
                    case .exited(let reason):
                        entry["status"] = "exited"
                        entry["error"] = ["code": .integer(Int64(ErrorCode.pluginFailed.rawValue)), "message": .string(reason)]
                        features += plugin.features
                    }
                    entries.append(.object(entry))
                }
                object["features"] = .array(features)
                object["plugins"] = .array(entries)
                return .object(object)
            }
        }
    }

    private static func listStores(_ plugins: PluginSet, local: @escaping RequestHandler) -> RequestHandler {
        { params, context in
            // The plugins' listings are asked for now, in arrival order with other requests.
            var calls: [(PluginClient.Call, ExternalPlugin, Int)] = []
            for plugin in plugins.plugins where plugin.status == .running {
                let run = plugin.run
                if let client = try? plugin.client(forRun: run, id: "") {
                    calls.append((client.send(StoreListRequest.method, params: [:]), plugin, run))
                }
            }
            let reply = local(params, context)
            let asked = calls
            return .deferred {
                guard case .object(var object) = try await value(of: reply) else { return .null }
                var stores = object["stores"]?.arrayValue ?? []
                for (call, plugin, run) in asked {
                    // A plugin that died meanwhile has no stores left to list.
                    guard let listed = try? await answer(call, plugin: plugin.name, run: run) else { continue }
                    stores += listed["stores"]?.arrayValue ?? []
                }
                object["stores"] = .array(stores)
                return .object(object)
            }
        }
    }

    private static func value(of reply: HandlerReply) async throws -> JSONValue {
        switch reply {
        case .result(let value): return value
        case .failure(let error): throw error
        case .deferred(let work): return try await work()
        case .queued(let mailbox, let work): return try await mailbox.perform(work).parsed()
        case .completion(let start):
            let result = await withCheckedContinuation { continuation in
                _ = start { result in continuation.resume(returning: result) }
            }
            return try result.get().parsed()
        }
    }
}
