// MARK: - Encoding

/// A handle encodes as the value it refers to in the current store, so encode state inside
/// `Store.reading { … }` (or `SharedSnapshot.withValues { … }` for a past state): outside any
/// store it encodes its default.
///
/// Decoding is not offered: the key is not part of the encoded form (nor of the type), so a
/// decoder could not tell which shared value a handle refers to.
extension Shared: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
