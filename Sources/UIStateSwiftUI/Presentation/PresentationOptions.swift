import Components
import JSON

// MARK: - Options a presented view sets for its presentation

extension View {
    /// Keeps a swipe from dismissing the sheet this view is the content of, as SwiftUI's: shown
    /// as the content's `interactiveDismissDisabled`, and the sheet then shows
    /// `"dismissOnBackgroundTap": false`, so `view/dismiss` is refused (reason `unsupported`):
    /// only the content's own buttons end it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(PropertySetter(key: "interactiveDismissDisabled", value: .bool(isDisabled)))
    }

    /// The heights the sheet this view is the content of can take, as SwiftUI's: shown as the
    /// content's `presentationDetents`, and the sheet's `detents`, smallest first, and `detent`,
    /// the smallest, where a sheet opens.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PropertySetter(key: "presentationDetents", value: PresentationDetent.json(detents)))
    }

    /// The heights the sheet can take, and the one it has, through `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PropertySetter(key: "presentationDetents", value: PresentationDetent.json(detents)))
            .modifier(PropertySetter(key: "presentationDetent", value: .string(selection.wrappedValue.name)))
    }

    /// Whether the sheet shows its drag indicator, shown as the content's
    /// `presentationDragIndicator` and the sheet's `dragIndicator`.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PropertySetter(key: "presentationDragIndicator", value: .string(String(describing: visibility))))
    }
}

/// A height a sheet can take, as SwiftUI's.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// The share of the screen's height, for ordering.
    let share: Double

    public static let medium = PresentationDetent(name: "medium", share: 0.5)
    public static let large = PresentationDetent(name: "large", share: 1)

    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(name: "fraction(\(fraction))", share: fraction)
    }

    /// A height in points; ordered against the others on the 844-point screen a host renders.
    public static func height(_ height: Double) -> PresentationDetent {
        PresentationDetent(name: "height(\(height))", share: height / 844)
    }

    static func json(_ detents: Set<PresentationDetent>) -> JSONValue {
        .array(detents.sorted { ($0.share, $0.name) < ($1.share, $1.name) }.map { .string($0.name) })
    }
}

extension RenderedNode {
    /// Takes up what the presented content asks of its presentation (the sheet this node is):
    /// no dismissal by swipe, its detents, its drag indicator.
    mutating func adoptPresentationOptions() {
        for child in children {
            if child.properties["interactiveDismissDisabled"] == true {
                set("dismissOnBackgroundTap", false, outline: true)
            }
            if let detents = child.properties["presentationDetents"], let smallest = detents.arrayValue?.first {
                set("detents", detents)
                set("detent", child.properties["presentationDetent"] ?? smallest, outline: true)
            }
            if let indicator = child.properties["presentationDragIndicator"]?.stringValue {
                set("dragIndicator", .bool(indicator != "hidden"))
            }
        }
    }
}
