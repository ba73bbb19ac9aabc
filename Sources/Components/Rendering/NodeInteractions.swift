/// The interactions a node accepts and what each does.
///
/// Everything here is already bound to the state the tree was rendered from: a toggle's tap holds
/// the action for the flipped value, an alert button's tap holds its action and then the alert's
/// dismiss action.
public struct NodeInteractions<Action> {
    /// What a tap does, in order; `nil` when the node cannot be tapped.
    public package(set) var tap: [InteractionStep<Action>]?
    /// What typing new text does; text fields only. Most fields send one action built from the
    /// text; a field bound to a SwiftUI `Binding` does whatever its setter does.
    public package(set) var input: (@Sendable (String) -> [InteractionStep<Action>])?
    /// Sent when the node gains focus (and by `input` first, when the field is not focused yet).
    public package(set) var focus: Action?
    /// Sent when the node loses focus.
    public package(set) var blur: Action?
    /// Sent by the return key.
    public package(set) var submit: Action?
    /// Sent when a client scrolls the node into view (paging).
    public package(set) var appear: Action?
    /// Sent to dismiss a presentation, alert or sheet, by a swipe or a tap on the dimmed screen.
    public package(set) var dismiss: Action?
    /// What dismissing does when it is not one action (a SwiftUI sheet shown by a view's own
    /// `@State`, whose dismissal writes that state); used only while `dismiss` is `nil`.
    public package(set) var dismissSteps: [InteractionStep<Action>]?

    package init() {}

    var isEmpty: Bool {
        tap == nil && input == nil && focus == nil && blur == nil && submit == nil && appear == nil
            && dismiss == nil && dismissSteps == nil
    }
}

extension NodeInteractions: Sendable where Action: Sendable {}
