// MARK: - Typed registration

extension MethodRegistry {
    /// Registers `R.method`, run as async work (cancellable through `$/cancelRequest`).
    ///
    /// Params are decoded into `R` (absent or `[]` read as `{}`; an array by position when `R`
    /// declares `positionalParameterNames`). A decoding failure answers −32602 with `data.path`,
    /// a JSON Pointer into the params as sent, and `data.expected` when the valid values are known.
    /// The handler may throw `ResponseError` to answer with it.
    package mutating func register<R: RequestType>(
        _ type: R.Type, handler: @escaping @Sendable (_ request: R, _ context: RequestContext) async throws -> R.Response
    ) {
        register(R.method, positionalParameterNames: R.positionalParameterNames) { params, context in
            let request: R
            do throws(ResponseError) {
                request = try R.decode(params: params)
            } catch {
                return .failure(error)
            }
            return .deferred { try R.encode(response: try await handler(request, context)) }
        }
    }

    /// Registers `R.method` answered at once on the connection's reader: for cheap handlers that
    /// never wait. They cannot be cancelled.
    package mutating func registerImmediate<R: RequestType>(
        _ type: R.Type, handler: @escaping @Sendable (_ request: R, _ context: RequestContext) throws -> R.Response
    ) {
        register(R.method, positionalParameterNames: R.positionalParameterNames) { params, context in
            do {
                let request = try R.decode(params: params)
                return .result(try TypedCoding.encode(try handler(request, context)))
            } catch let error as ResponseError {
                return .failure(error)
            } catch {
                return .failure(.internalError("internal error: \(error)"))
            }
        }
    }

    /// Registers a notification the client sends; undecodable params are logged and dropped
    /// (a notification has no reply to carry an error).
    package mutating func register<N: NotificationType>(
        _ type: N.Type, handler: @escaping @Sendable (_ notification: N, _ context: NotificationContext) -> Void
    ) {
        registerNotification(N.method) { params, context in
            do throws(ResponseError) {
                handler(try TypedCoding.decode(N.self, from: params, positionalNames: nil), context)
            } catch {
                context.connection.log.warn("dropping \(N.method): \(error.message)")
            }
        }
    }
}

extension RequestContext {
    /// Encodes and sends a typed notification to the client.
    package func send<N: NotificationType>(_ notification: N) {
        do throws(ResponseError) {
            connection.sendNotification(N.method, params: try TypedCoding.encode(notification))
        } catch {
            connection.log.error("cannot encode \(N.method): \(error.message)")
        }
    }
}

extension RPCConnection {
    /// Encodes and sends a typed notification to the client; safe from any thread or task.
    package func send<N: NotificationType>(_ notification: N) {
        do throws(ResponseError) {
            sendNotification(N.method, params: try TypedCoding.encode(notification))
        } catch {
            log.error("cannot encode \(N.method): \(error.message)")
        }
    }
}
