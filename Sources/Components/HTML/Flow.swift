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
    /// The tree's root: the screen itself.
    case screen
}
