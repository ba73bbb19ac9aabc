/// The four arrangements of a ``Button``'s content, chosen by its factory.
public enum ButtonLayout: String, Sendable, Hashable, CaseIterable {
    /// A round button showing an icon; `size` is its diameter.
    case iconOnly
    /// A button showing a title; `size` is its height.
    case titleOnly
    /// Icon, then title.
    case iconLeading
    /// Title, then icon.
    case iconTrailing
}
