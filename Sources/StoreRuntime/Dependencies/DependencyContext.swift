// MARK: - DependencyContext

/// Where a feature runs, which decides the value a client takes when nothing overrides it: its
/// `liveValue` in an app, its `previewValue` in a preview, its `testValue` in a test or a host's
/// store (where presets pick among test values).
///
/// ```swift
/// @Dependency(\.context) var context
/// if context == .preview { … }
/// ```
public enum DependencyContext: Sendable, Hashable {
    /// The app running for real: live clients.
    case live
    /// A preview: each key's `previewValue`, which is its live value unless it says otherwise.
    case preview
    /// A test, or a store a host serves: each key's `testValue` or a preset.
    case test
}
