// MARK: - EnumCaseSamples

/// An enum that shows one value of each of its cases, so that its schema can be derived where
/// no sample action shows them: an enum with payloads held in state, say.
///
/// Swift cannot list an enum's cases at run time. Derivation learns them from values it is
/// shown: `CaseIterable.allCases`, a feature's `sampleActions`, and these.
///
/// ```swift
/// extension PageLoad: EnumCaseSamples {
///     static let sampleCases: [PageLoad] = [.idle, .loading, .success, .failure("offline")]
/// }
/// ```
public protocol EnumCaseSamples: Encodable {
    /// At least one value of every case.
    static var sampleCases: [Self] { get }
}
