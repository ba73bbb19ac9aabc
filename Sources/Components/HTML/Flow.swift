/// How a parent lays out its children, which decides how a child fills or spaces itself.
enum Flow {
    /// Top to bottom: a vertical stack, the screen, a presentation.
    case column
    /// Leading to trailing: a horizontal stack.
    case row
    /// Layers of a z-stack.
    case layered
    /// Cells of a grid.
    case grid
    /// Rows of a list.
    case list
    /// One row of a list drawn as iOS draws one: its element leading to trailing with the row's
    /// delete and move buttons.
    case listRow
    /// The tree's root: the screen itself.
    case screen
    /// The content of a navigation stack or a pushed screen: a column centred in the space under
    /// the bar, as SwiftUI places a screen's content, where a list is the whole screen.
    case navigationContent
}
