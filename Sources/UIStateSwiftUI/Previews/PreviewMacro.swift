// MARK: - #Preview

/// A preview at file scope, as SwiftUI's `#Preview`: a plugin serves it as a feature, as it
/// serves a `PreviewProvider` (`UIStateTCA`'s `Previews.declaredFeatures()` lists every one in the
/// program), named `name` or, without one, after its file and line (`CounterView.swift:42`).
///
/// ```swift
/// #Preview {
///     CounterView(store: Store(initialState: Counter.State()) { Counter() })
/// }
///
/// #Preview("Counting") {
///     CounterView(store: Store(initialState: Counter.State(count: 3)) { Counter() })
/// }
/// ```
@freestanding(declaration)
public macro Preview<Content: View>(
    _ name: String? = nil,
    @ViewBuilder body: () -> Content
) = #externalMacro(module: "UIStateMacros", type: "PreviewMacro")

/// `#Preview` with SwiftUI's traits, which a host accepts and leaves aside: it renders at the
/// size its client asks for.
///
/// ```swift
/// #Preview("Compact", traits: .sizeThatFitsLayout) { CounterView(store: …) }
/// ```
@freestanding(declaration)
public macro Preview<Content: View>(
    _ name: String? = nil,
    traits: PreviewTrait<PreviewViewTraits>,
    _ additionalTraits: PreviewTrait<PreviewViewTraits>...,
    @ViewBuilder body: () -> Content
) = #externalMacro(module: "UIStateMacros", type: "PreviewMacro")

/// The kind of preview a trait applies to (SwiftUI's `Preview.ViewTraits`).
public enum PreviewViewTraits: Sendable {}

/// A preview's trait in Xcode's canvas: its layout or orientation. Accepted so a preview
/// compiles as written; a host lays out at the size its client asks for.
public struct PreviewTrait<Kind>: Sendable {
    private init() {}
}

extension PreviewTrait where Kind == PreviewViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait() }
    public static var defaultLayout: PreviewTrait { PreviewTrait() }
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait() }
    public static var portrait: PreviewTrait { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait { PreviewTrait() }
    public static var landscapeRight: PreviewTrait { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait() }
}

/// What `#Preview` expands to: a `PreviewProvider` that knows its name and where it was written.
/// Not written by hand; the runtime finds conformers by the name the macro gives them.
public protocol DeclaredPreview: PreviewProvider, SendableMetatype {
    /// The name given to `#Preview`, or `nil`.
    static var previewName: String? { get }
    /// The `#fileID` of the file the preview is written in (`Module/CounterView.swift`).
    static var previewFileID: String { get }
    /// The line of `#Preview` in that file.
    static var previewLine: Int { get }
}

extension DeclaredPreview {
    /// The `#Preview` closure's view, built by `ViewBuilder` as the closure would be.
    ///
    /// The closure is main-actor isolated, as SwiftUI's previews are, so it may build views
    /// marked `@MainActor`; a host calls it on a store's queue, as it calls bodies
    /// (`MainActorBodies` says why that is sound).
    public static func preview<Content: View>(@ViewBuilder _ content: @MainActor () -> Content) -> Content {
        MainActorBodies.run(content)
    }

    /// The name a host serves the preview by: the one given, else its file's name and the line
    /// (`CounterView.swift:42`), which stay the same from run to run while the code does.
    package static var servedName: String {
        if let previewName { return previewName }
        let file = previewFileID.split(separator: "/").last.map(String.init) ?? previewFileID
        return "\(file):\(previewLine)"
    }
}
