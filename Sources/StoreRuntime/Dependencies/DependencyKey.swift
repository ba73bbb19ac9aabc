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
/// The test value is the preset `"succeeds"`, the default. A "slow" preset sleeps on
/// `Dependencies.current.clock`, which inside an effect is the store's injected clock.
public protocol DependencyKey {
    /// The client's type.
    associatedtype Value: Sendable

    /// The name scenarios and `store/create` use to pick a preset, e.g. `"bookmarkAPI"`.
    static var name: String { get }
    /// The value used with live dependencies.
    static var liveValue: Value { get }
    /// The value used in tests by default; also the preset `"succeeds"`.
    static var testValue: Value { get }
    /// Other named test values, such as `"fails"` and `"slow"`.
    static var presets: [String: Value] { get }
}

extension DependencyKey {
    public static var name: String { String(describing: Self.self) }
    public static var presets: [String: Value] { [:] }

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
