// MARK: - DependencyKey

/// Declares a feature's own client (an API, location services) with a live value, a test value
/// and named presets.
///
/// ```swift
/// struct BookmarkAPI: Sendable {
///     var save: @Sendable (Int) async throws -> Void
/// }
///
/// enum BookmarkAPIKey: DependencyKey {
///     static let name = "bookmarkAPI"
///     static let liveValue = BookmarkAPI(save: { _ in /* network */ })
///     static let testValue = BookmarkAPI(save: { _ in })
///     static let presets: [String: BookmarkAPI] = [
///         "fails": BookmarkAPI(save: { _ in throw APIError.offline }),
///         "slow": BookmarkAPI(save: { _ in try await Dependencies.current.clock.sleep(for: .seconds(2)) }),
///     ]
/// }
///
/// // in an effect:
/// try await dependencies[BookmarkAPIKey.self].save(id)
/// ```
///
/// Only `liveValue` is required: the name defaults to the key's type name, and the test value to
/// the preview value, which defaults to the live value (see `testValue` for what a test store
/// makes of that). The test value is the preset `"succeeds"`, the default. A "slow" preset sleeps on
/// `Dependencies.current.clock`, which inside an effect is the store's injected clock.
public protocol DependencyKey: TestDependencyKey {
    /// Restated so that the type of `liveValue` alone names it (`static let liveValue: @Sendable
    /// () async -> Int = { … }`): Swift infers an associated type only from requirements of the
    /// protocol that declares it, and `TestDependencyKey`'s are all given defaults here.
    associatedtype Value = Self

    /// The value used with live dependencies.
    static var liveValue: Value { get }
}

// MARK: - TestDependencyKey

/// A dependency declared by its test value alone, the half of `DependencyKey` a library that
/// only describes an interface can give (TCA's name; the live value is added where the client
/// is implemented). `DependencyKey` refines it with a live value.
public protocol TestDependencyKey {
    /// The client's type; the key itself when the key is the client.
    associatedtype Value: Sendable = Self

    /// The name scenarios and `store/create` use to pick a preset, e.g. `"bookmarkAPI"`.
    static var name: String { get }
    /// The value used in tests by default; also the preset `"succeeds"`.
    static var testValue: Value { get }
    /// The value previews use: the test value unless the key says otherwise.
    static var previewValue: Value { get }
    /// Other named test values, such as `"fails"` and `"slow"`.
    static var presets: [String: Value] { get }
}

extension TestDependencyKey {
    public static var name: String { String(describing: Self.self) }
    public static var presets: [String: Value] { [:] }
    public static var previewValue: Value { testValue }

    /// The name of the default preset.
    public static var defaultPreset: String { "succeeds" }

    /// Every preset name, the default first and the others sorted.
    public static var presetNames: [String] {
        [defaultPreset] + presets.keys.filter { $0 != defaultPreset }.sorted()
    }

    /// The value of preset `name`, or `nil` if there is no such preset.
    static func value(ofPreset name: String) -> Value? {
        if let value = presets[name] { return value }
        return name == defaultPreset ? testValue : nil
    }
}

extension DependencyKey {
    /// Previews use the live value unless the key says otherwise.
    public static var previewValue: Value { liveValue }

    /// A key that declares no test value falls back to its preview value (so, by default, the
    /// live one). Inside a test store this is reported as a failure: a test must not reach a live
    /// client by accident, so it either overrides the dependency or the key declares a test value.
    public static var testValue: Value {
        Dependencies.current.reportIssue?(
            "\(name) has no test value, so the test used its live value. Override it in the test (`withDependencies: { $0[\(Self.self).self] = … }`) or declare `static let testValue`."
        )
        return previewValue
    }
}

// MARK: - Reading a live value from a key known only as a test key

extension TestDependencyKey {
    /// `liveValue` when this key is a `DependencyKey`; `nil` for a test-only key.
    static var liveValueIfDeclared: Value? {
        guard let live = Self.self as? any DependencyKey.Type else { return nil }
        func read<Key: DependencyKey>(_ key: Key.Type) -> Any { Key.liveValue }
        return read(live) as? Value
    }
}

// MARK: - UnknownPresetError

/// A preset was asked for that the dependency does not declare (wire error −33010).
public struct UnknownPresetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The dependency's name.
    public let dependency: String
    /// The preset asked for.
    public let preset: String
    /// The presets it has.
    public let available: [String]

    /// Creates the error.
    public init(dependency: String, preset: String, available: [String]) {
        self.dependency = dependency
        self.preset = preset
        self.available = available
    }

    public var description: String {
        "dependency \(dependency) has no preset \"\(preset)\"; available: \(available.joined(separator: ", "))"
    }
}
