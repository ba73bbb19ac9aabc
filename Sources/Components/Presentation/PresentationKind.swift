import JSON

/// How presented content covers the screen; each kind is also the node's type.
///
/// - `sheet`: slides up over the screen at full height (`detent: large`), with a drag indicator;
///   dismissed by a swipe down.
/// - `fullScreenCover`: replaces the screen; dismissed only by the content (its dismiss action).
/// - `overlay`: a modal card (corner radius 16) centered over the screen dimmed by ``Color/dim``;
///   a tap on the dimmed area dismisses it unless turned off.
public enum PresentationKind: String, Sendable, Hashable, CaseIterable {
    case sheet
    case fullScreenCover
    case overlay

    package func setDefaults<Action>(on node: inout RenderedNode<Action>, dismissOnBackgroundTap: Bool) {
        switch self {
        case .sheet:
            node.set("detent", "large")
            node.set("dragIndicator", true)
        case .fullScreenCover:
            break
        case .overlay:
            node.set("dimColor", Color.dim.json)
            node.set("cornerRadius", 16)
            node.set("dismissOnBackgroundTap", .bool(dismissOnBackgroundTap), outline: !dismissOnBackgroundTap)
        }
    }
}
