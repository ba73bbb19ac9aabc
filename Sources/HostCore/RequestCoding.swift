package import JSON
package import UIStateProtocol

// MARK: - RequestCoding

package enum RequestCoding {
    /// A store request's params: `store/dispatch` in the shape clients send it (exactly
    /// `storeId` and `action`, by name) read directly, everything else, and every malformed
    /// `store/dispatch`, through `TypedCoding` and its precise errors. The bridge cost about a
    /// tenth of a trivial dispatch for these two members.
    package static func decode<R: RequestType>(_ type: R.Type, from params: JSONValue?) throws(ResponseError) -> R {
        if R.self == StoreDispatchRequest.self, case .object(let object)? = params, object.count == 2,
           case .string(let storeId)? = object["storeId"], let action = object["action"],
           let request = StoreDispatchRequest(storeId: storeId, action: action) as? R {
            return request
        }
        return try TypedCoding.decode(type, from: params)
    }
}
