package import JSON

/// Params and results through the Codable bridge, with failures as wire errors.
package enum TypedCoding {
    /// Decodes a request's params into `R`; see `MethodRegistry.register(_:handler:)`.
    package static func decode<R: RequestType>(_ type: R.Type, from params: JSONValue?) throws(ResponseError) -> R {
        try decode(type, from: params, positionalNames: R.positionalParameterNames)
    }

    /// Decodes params into `T`; a failure is −32602 with `data.path` pointing into the params as
    /// the client sent them (an index for params by position) and `data.expected` when known.
    package static func decode<T: Decodable>(_ type: T.Type, from params: JSONValue?, positionalNames: [String]?) throws(ResponseError) -> T {
        let object = try ParamsShape.namedParams(params, positionalNames: positionalNames)
        do {
            return try JSONValueDecoder().readingEmptyArrayAsObject().decode(T.self, from: .object(object))
        } catch let error as JSONDecodingError {
            let path = pathAsSent(error.path, params: params, positionalNames: positionalNames)
            var failure = ResponseError.invalidParams(
                "invalid params: \(path.isEmpty ? "" : "\(path): ")\(error.message)", path: path, expected: error.expected)
            if let expected = error.expected, let used = NameSuggestion.nameUsed(at: path, in: params),
               let suggestion = NameSuggestion.closest(to: used, among: expected),
               case .object(var data)? = failure.data {
                data["suggestion"] = .string(suggestion)
                failure.data = .object(data)
            }
            throw failure
        } catch let error as ResponseError {
            throw error
        } catch {
            throw .invalidParams("invalid params: \(error)")
        }
    }

    /// Encodes a result or notification params.
    package static func encode<T: Encodable>(_ value: T) throws(ResponseError) -> JSONValue {
        do {
            return try JSONValueEncoder().encode(value)
        } catch {
            throw .internalError("internal error: cannot encode \(T.self): \(error)")
        }
    }

    /// Rewrites `/name/...` as `/index/...` when the params came as an array.
    static func pathAsSent(_ path: String, params: JSONValue?, positionalNames: [String]?) -> String {
        guard case .array(let elements)? = params, !elements.isEmpty, let names = positionalNames,
              var pointer = try? JSONPointer(parsing: path), let first = pointer.tokens.first,
              let index = names.firstIndex(of: first) else { return path }
        pointer.tokens[0] = String(index)
        return pointer.description
    }
}
