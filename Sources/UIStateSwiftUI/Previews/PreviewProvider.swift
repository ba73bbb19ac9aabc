// MARK: - PreviewProvider

/// Views to look at while writing them, as SwiftUI's Xcode previews: a plugin built with
/// uistate lists its previews (`UIStateTCA`'s `Previews.features(_:)`), and each is a screen
/// that `uistate render NAME`, `gallery`, `inspect` and scenarios open by name.
///
/// ```swift
/// struct CounterView_Previews: PreviewProvider {
///     static var previews: some View {
///         CounterView(store: Store(initialState: Counter.State()) { Counter() })
///     }
/// }
/// ```
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

extension View {
    /// The preview's name in Xcode's canvas; a host names a preview by its provider's type.
    public func previewDisplayName(_ name: String?) -> some View { self }
    /// The preview's device; a host renders at the size the client asks for.
    public func previewDevice(_ device: String?) -> some View { self }
    /// The preview's layout; a host renders at the size the client asks for.
    public func previewLayout(_ layout: PreviewLayout) -> some View { self }
}

/// How a preview is laid out in Xcode's canvas, as SwiftUI's.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}
