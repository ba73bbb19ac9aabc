import Components
import JSON

// MARK: - EditButton

/// A button that turns the environment's edit mode on and off, as SwiftUI's: it reads "Edit"
/// while the mode is inactive and "Done" while editing, and a tap writes the other mode through
/// `\.editMode` (a feature's `.environment(\.editMode, viewStore.$editMode)`, or the edit mode a
/// ``NavigationStack`` keeps as view state). The node is a `button` with `"style": "editButton"`;
/// with no edit mode around it, a tap does nothing, as SwiftUI's does.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let mode = editMode
        let isEditing = mode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            mode?.wrappedValue = isEditing ? .inactive : .active
        }
        .modifier(PropertySetter(key: "style", value: "editButton"))
    }
}
