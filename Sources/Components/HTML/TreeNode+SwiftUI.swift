import JSON

/// A node's `frame` as the SwiftUI layer records it: sizes in points, `"infinity"` for a maximum
/// without bound, and where the content sits when the frame is larger than it.
struct Frame {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    /// `topLeading` … `bottomTrailing`; nil is centred.
    var alignment: String?

    init(_ json: JSONValue?) {
        func size(_ key: String) -> Double? {
            guard let value = json?[key] else { return nil }
            if value.stringValue == "infinity" { return .infinity }
            return value.doubleValue
        }
        width = size("width")
        height = size("height")
        minWidth = size("minWidth")
        maxWidth = size("maxWidth")
        minHeight = size("minHeight")
        maxHeight = size("maxHeight")
        alignment = json?["alignment"]?.stringValue
    }

    /// Whether the frame decides anything about the width (so its alignment places content across it).
    var constrainsWidth: Bool { width != nil || minWidth != nil || maxWidth != nil }
    var constrainsHeight: Bool { height != nil || minHeight != nil || maxHeight != nil }
}

/// Where a toolbar item sits, from its `toolbarPlacement` (SwiftUI's names, old and new).
enum ToolbarItemPosition: String {
    case leading, principal, trailing, bottom, keyboard

    init(of item: TreeNode) {
        switch item.string("toolbarPlacement") {
        case "navigationBarLeading", "topBarLeading", "cancellationAction": self = .leading
        case "principal": self = .principal
        case "bottomBar": self = .bottom
        case "keyboard": self = .keyboard
        // automatic, primaryAction, confirmationAction, navigationBarTrailing, topBarTrailing.
        default: self = .trailing
        }
    }

    /// Whether the item is drawn in the bar at the top (rather than along the bottom or above the
    /// keyboard, which a screenshot does not show).
    var isInNavigationBar: Bool { self == .leading || self == .principal || self == .trailing }
}

extension TreeNode {
    var frame: Frame { Frame(properties["frame"]) }

    /// A list row's delete or move button, which the SwiftUI layer adds for `onDelete`/`onMove`.
    var isRowAction: Bool { type == "button" && string("style") == "rowAction" }

    /// A list with sections or row actions: SwiftUI's, drawn as iOS draws a list wherever it is.
    var isStructuredList: Bool {
        type == "list" && children.contains { $0.type == "section" || $0.children.contains(where: \.isRowAction) }
    }

    /// A SwiftUI button: its label is its children (rather than a design-system button's `title`
    /// and `image`).
    var isPlainButton: Bool {
        type == "button" && ["plain", "navigationLink", "disclosureHeader", "tabItem", "editButton"].contains(string("style") ?? "")
    }

    /// A SwiftUI toolbar: each item says where it goes (`toolbarPlacement`), rather than the
    /// toolbar having one `placement`.
    var hasPlacedItems: Bool {
        type == "toolbar"
            && (string("placement") == "navigationBar" || children.contains { $0.string("toolbarPlacement") != nil })
    }

    /// The first node in document order, this one included, for which `matches` holds, looking
    /// neither into presentations nor into nested navigation stacks (their titles and modes are
    /// their own).
    func firstInScreen(where matches: (TreeNode) -> Bool) -> TreeNode? {
        if matches(self) { return self }
        for child in children where !child.isPresentation && child.type != "navigationStack" {
            if let found = child.firstInScreen(where: matches) { return found }
        }
        return nil
    }

    /// Whether a navigation stack is this screen's or presentation's content, drawing its own bar.
    var holdsNavigationStack: Bool {
        children.contains { $0.type == "navigationStack" }
    }

    /// The first `text` descendant, for the colour a button's label was tinted with.
    var firstText: TreeNode? {
        for child in children where !child.isPresentation {
            if child.type == "text" { return child }
            if let found = child.firstText { return found }
        }
        return nil
    }
}
