public import StoreRuntime
import JSON

// MARK: - JSONSharedCoder

/// Keeps a persisted shared value as its JSON wire form (compact, keys sorted), through the
/// Codable bridge.
///
/// ```swift
/// extension SharedValueKey where Value == Bool {
///     static var hasSeenOnboarding: SharedValueKey<Bool> { .persisted("hasSeenOnboarding", coder: JSONSharedCoder()) }
/// }
/// ```
public struct JSONSharedCoder<Value: Codable & Sendable>: SharedCoder {
    public init() {}

    public func encode(_ value: Value) throws -> [UInt8] {
        try JSONValueEncoder().encode(value).serialized()
    }

    public func decode(_ bytes: [UInt8]) throws -> Value {
        try JSONValueDecoder().decode(Value.self, from: try JSONValue(parsing: bytes))
    }
}
