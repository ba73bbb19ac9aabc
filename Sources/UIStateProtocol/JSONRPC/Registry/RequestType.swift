package import JSON

/// A message a protocol defines, named by its method: what a method table lists.
///
/// Methods whose params are not a fixed shape (`host/echo` answers whatever it is sent) conform
/// with `method` alone; typed ones through `RequestType` or `NotificationType`.
package protocol MessageType: Sendable {
    static var method: String { get }
}

/// A request method as a Swift type, in the manner of sourcekit-lsp: the type's stored properties
/// are the params (decoded by name with `JSONValueDecoder`), `Response` is the result.
///
/// ```swift
/// struct StoreCreateRequest: RequestType {
///     static let method = "store/create"
///     var feature: String
///     var presets: [String: String]?
///     struct Response: Encodable, Sendable { var storeID: String }
/// }
/// ```
package protocol RequestType: MessageType, Decodable {
    associatedtype Response: Encodable & Sendable
    /// The params' names in order, for clients that pass params by position (`[1, 2]` read as
    /// `{"a": 1, "b": 2}`); nil, the default, takes params by name only.
    static var positionalParameterNames: [String]? { get }

    /// The request its params describe: where a connection or an in-process channel decodes
    /// them, once. The default goes through the Codable bridge (`TypedCoding`); a type on a hot
    /// path may read its usual shape directly, with the bridge's errors for anything else.
    ///
    /// - Throws: −32602 with `data.path` pointing into the params.
    static func decode(params: JSONValue?) throws(ResponseError) -> Self

    /// The result's JSON for a response of this request: the Codable bridge by default; a
    /// protocol's hot results may be written member by member.
    static func encode(response: Response) throws(ResponseError) -> JSONValue

    /// The result as a response carries it: `encode(response:)`'s value by default; a result on
    /// the hottest path (a step's) may be written straight to its compact bytes, the same bytes
    /// the value writes.
    static func encodeBody(response: Response) throws(ResponseError) -> ResultBody
}

extension RequestType {
    package static var positionalParameterNames: [String]? { nil }

    package static func decode(params: JSONValue?) throws(ResponseError) -> Self {
        try TypedCoding.decode(Self.self, from: params)
    }

    package static func encode(response: Response) throws(ResponseError) -> JSONValue {
        try TypedCoding.encode(response)
    }

    package static func encodeBody(response: Response) throws(ResponseError) -> ResultBody {
        .value(try encode(response: response))
    }
}


/// A notification as a Swift type: decoded when a client sends it, encoded when the server does.
package protocol NotificationType: MessageType, Codable {}

/// A result with nothing in it, written as `null` (LSP's `shutdown` answers this way).
package struct VoidResponse: Codable, Sendable, Hashable {
    package init() {}

    package init(from decoder: any Decoder) throws {}

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
