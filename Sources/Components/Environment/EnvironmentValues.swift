/// Values every component can read, passed from the root down and overridable in a subtree.
///
/// The host keeps one per store (opaque to the runtime, so history can restore it) and renders with
/// it; `.environment(\.dynamicTypeSize, .accessibilityLarge)` changes it for one subtree, and
/// ``EnvironmentReader`` lets a view branch on it.
///
/// Generic over the feature's `Action` because of ``dismiss``: a presentation sets it to its own
/// dismiss action for its content, so a screen can dismiss itself without knowing how it was shown.
public struct EnvironmentValues<Action> {
    /// Text size; fonts scale with it. Default ``DynamicTypeSize/large``.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Appearance. Default ``ColorScheme/light``.
    public var colorScheme: ColorScheme = .light
    /// BCP 47 language tag, e.g. `ko-KR`. Default `en-US`.
    public var locale: String = "en-US"
    /// The id of the focused field, if any; a text field without an explicit focus binding reads
    /// its `focused` property from this.
    public var focusedField: String?
    /// The tint of buttons in this subtree that set no foreground of their own (SwiftUI's
    /// `.accentColor(_:)`, which seed 004 puts on its profile sheet); `nil` keeps each button's
    /// default. Set by the view with ``Component/accentColor(_:)``, not by `environment/set`.
    public var accentColor: Color?
    /// False inside a `.disabled()` subtree: every interaction there is refused.
    public var isEnabled: Bool = true
    /// True inside a `.hidden()` subtree: nodes are still rendered (so ids stay put) but refuse
    /// interaction.
    public var isHidden: Bool = false
    // Last: its size depends on `Action`, so a field after it would be read through generic
    // metadata in unspecialised rendering (`isEnabled` and `isHidden`, for every node).
    /// The action that dismisses the innermost presentation around this subtree, if any.
    public var dismiss: Action?

    public init() {}
}

extension EnvironmentValues: Sendable where Action: Sendable {}

/// Compared by ``Memoized``: a remembered render is reused only in an equal environment.
extension EnvironmentValues: Equatable where Action: Equatable {}
