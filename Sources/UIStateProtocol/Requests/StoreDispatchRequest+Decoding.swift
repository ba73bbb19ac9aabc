package import JSON

// MARK: - store/dispatch params, read directly

extension StoreDispatchRequest {
    /// The params in the shape clients send them (exactly `storeId` and `action`, by name) read
    /// directly; everything else, and every malformed `store/dispatch`, through the Codable bridge
    /// and its precise errors. The bridge cost about a tenth of a trivial dispatch for these two
    /// members; `StoreOperationCodingTests` hold both readings to the same requests and errors.
    package static func decode(params: JSONValue?) throws(ResponseError) -> StoreDispatchRequest {
        if case .object(let object)? = params, object.count == 2,
           case .string(let storeId)? = object["storeId"], let action = object["action"] {
            return StoreDispatchRequest(storeId: storeId, action: action)
        }
        return try TypedCoding.decode(StoreDispatchRequest.self, from: params)
    }
}
