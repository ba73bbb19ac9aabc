/// The interactions a node accepts and what each does.
///
/// Everything here is already bound to the state the tree was rendered from: a toggle's tap holds
/// the action for the flipped value, an alert button's tap holds its action and then the alert's
/// dismiss action.
public struct NodeInteractions<Action> {
    /// The members, in a copy-on-write box that exists only once one was set: most nodes accept
    /// nothing, and for them making, copying, comparing and dropping their interactions is a
    /// `nil` reference, where ten generic optionals inline each went through their value
    /// witnesses and metadata (rendering runs unspecialised, behind `any FeatureStore`).
    ///
    /// Typed as its base class, which is not generic, so that the uniqueness check runs
    /// specialised (as ``RenderedNode``'s box); always a `Members`.
    private var box: InteractionMembersBase?
    // Read only for a member `present` lists: the box is a generic class, so reaching one of its
    // fields looks its metadata up (about 330 instructions) where `present` is at a fixed offset;
    // the tree's digest and JSON read every member of every node that has a box.
    private var members: Members? {
        @inline(__always) get { box.map { unsafeDowncast($0, to: Members.self) } }
    }

    /// What a tap does, in order; `nil` when the node cannot be tapped.
    public package(set) var tap: [InteractionStep<Action>]? {
        get { present.contains(.tap) ? members?.tap : nil }
        set {
            let members = uniqueMembers()
            members.tap = newValue
            members.mark(.tap, present: newValue != nil)
        }
    }
    /// What typing new text does; text fields only. Most fields send one action built from the
    /// text; a field bound to a SwiftUI `Binding` does whatever its setter does.
    public package(set) var input: (@Sendable (String) -> [InteractionStep<Action>])? {
        get { present.contains(.input) ? members?.input : nil }
        set {
            let members = uniqueMembers()
            members.input = newValue
            members.mark(.input, present: newValue != nil)
        }
    }
    /// Sent when the node gains focus (and by `input` first, when the field is not focused yet).
    public package(set) var focus: Action? {
        get { present.contains(.focus) ? members?.focus : nil }
        set {
            let members = uniqueMembers()
            members.focus = newValue
            members.mark(.focus, present: newValue != nil)
        }
    }
    /// Sent when the node loses focus.
    public package(set) var blur: Action? {
        get { present.contains(.blur) ? members?.blur : nil }
        set {
            let members = uniqueMembers()
            members.blur = newValue
            members.mark(.blur, present: newValue != nil)
        }
    }
    /// What gaining focus does when it is not one action of the store: a SwiftUI field bound to
    /// `@FocusState` writes state the view keeps itself. Used in place of `focus` when set.
    public package(set) var focusSteps: [InteractionStep<Action>]? {
        get { present.contains(.focusSteps) ? members?.focusSteps : nil }
        set {
            let members = uniqueMembers()
            members.focusSteps = newValue
            members.mark(.focusSteps, present: newValue != nil)
        }
    }
    /// What losing focus does when it is not one action; used in place of `blur` when set.
    public package(set) var blurSteps: [InteractionStep<Action>]? {
        get { present.contains(.blurSteps) ? members?.blurSteps : nil }
        set {
            let members = uniqueMembers()
            members.blurSteps = newValue
            members.mark(.blurSteps, present: newValue != nil)
        }
    }
    /// Sent by the return key.
    public package(set) var submit: Action? {
        get { present.contains(.submit) ? members?.submit : nil }
        set {
            let members = uniqueMembers()
            members.submit = newValue
            members.mark(.submit, present: newValue != nil)
        }
    }
    /// Sent when a client scrolls the node into view (paging).
    public package(set) var appear: Action? {
        get { present.contains(.appear) ? members?.appear : nil }
        set {
            let members = uniqueMembers()
            members.appear = newValue
            members.mark(.appear, present: newValue != nil)
        }
    }
    /// Sent to dismiss a presentation, alert or sheet, by a swipe or a tap on the dimmed screen.
    public package(set) var dismiss: Action? {
        get { present.contains(.dismiss) ? members?.dismiss : nil }
        set {
            let members = uniqueMembers()
            members.dismiss = newValue
            members.mark(.dismiss, present: newValue != nil)
        }
    }
    /// What dismissing does when it is not one action (a SwiftUI sheet shown by a view's own
    /// `@State`, whose dismissal writes that state); used only while `dismiss` is `nil`.
    public package(set) var dismissSteps: [InteractionStep<Action>]? {
        get { present.contains(.dismissSteps) ? members?.dismissSteps : nil }
        set {
            let members = uniqueMembers()
            members.dismissSteps = newValue
            members.mark(.dismissSteps, present: newValue != nil)
        }
    }

    package init() {}

    var isEmpty: Bool { present.isEmpty }

    /// The members that are not `nil`, read without touching any: two values whose members
    /// differ here differ, and only the members present need comparing.
    var present: InteractionMembers { box?.present ?? [] }

    /// The tap's steps, read only where `present` holds `.tap`: straight from the box, where
    /// ``tap`` maps an optional box to an optional generic array (unspecialised, behind
    /// `any FeatureStore`, a closure and metadata look-ups per read).
    var presentTap: [InteractionStep<Action>] {
        unsafeDowncast(box.unsafelyUnwrapped, to: Members.self).tap ?? []
    }

    /// What gaining focus does, in order; `nil` when the node declares nothing for it.
    var stepsOnFocus: [InteractionStep<Action>]? { focusSteps ?? focus.map { [.action($0)] } }
    /// What losing focus does, in order; `nil` when the node declares nothing for it.
    var stepsOnBlur: [InteractionStep<Action>]? { blurSteps ?? blur.map { [.action($0)] } }

    // The check inlined and the copy out of line, as ``RenderedNode``'s: only making or copying
    // the box needs its generic metadata.
    @inline(__always)
    private mutating func uniqueMembers() -> Members {
        if !isKnownUniquelyReferenced(&box) { copyMembers() }
        return unsafeDowncast(box.unsafelyUnwrapped, to: Members.self)
    }

    @inline(never)
    private mutating func copyMembers() {
        box = members?.copy() ?? Members()
    }

    /// The box: every member, set or not.
    private final class Members: InteractionMembersBase {
        @exclusivity(unchecked) var tap: [InteractionStep<Action>]?
        @exclusivity(unchecked) var input: (@Sendable (String) -> [InteractionStep<Action>])?
        @exclusivity(unchecked) var focus: Action?
        @exclusivity(unchecked) var blur: Action?
        @exclusivity(unchecked) var focusSteps: [InteractionStep<Action>]?
        @exclusivity(unchecked) var blurSteps: [InteractionStep<Action>]?
        @exclusivity(unchecked) var submit: Action?
        @exclusivity(unchecked) var appear: Action?
        @exclusivity(unchecked) var dismiss: Action?
        @exclusivity(unchecked) var dismissSteps: [InteractionStep<Action>]?

        func copy() -> Members {
            let copy = Members()
            copy.tap = tap
            copy.input = input
            copy.focus = focus
            copy.blur = blur
            copy.focusSteps = focusSteps
            copy.blurSteps = blurSteps
            copy.submit = submit
            copy.appear = appear
            copy.dismiss = dismiss
            copy.dismissSteps = dismissSteps
            copy.present = present
            return copy
        }
    }
}

/// ``NodeInteractions``' box as its non-generic base (see there), with the set of members
/// present, which needs no generic layout to read. Its fields go unchecked for exclusivity: a box
/// is written only through a value that holds it alone.
class InteractionMembersBase {
    @exclusivity(unchecked) final var present: InteractionMembers = []

    final func mark(_ member: InteractionMembers, present isPresent: Bool) {
        if isPresent { present.insert(member) } else { present.remove(member) }
    }
}

/// Which of a node's interaction members are set.
struct InteractionMembers: OptionSet {
    let rawValue: UInt16

    static let tap = InteractionMembers(rawValue: 1 << 0)
    static let input = InteractionMembers(rawValue: 1 << 1)
    static let focus = InteractionMembers(rawValue: 1 << 2)
    static let blur = InteractionMembers(rawValue: 1 << 3)
    static let focusSteps = InteractionMembers(rawValue: 1 << 4)
    static let blurSteps = InteractionMembers(rawValue: 1 << 5)
    static let submit = InteractionMembers(rawValue: 1 << 6)
    static let appear = InteractionMembers(rawValue: 1 << 7)
    static let dismiss = InteractionMembers(rawValue: 1 << 8)
    static let dismissSteps = InteractionMembers(rawValue: 1 << 9)
}

// The box is only written through `uniqueMembers()`, so a shared one is never changed: the
// interactions are a value, sendable when their actions are.
extension NodeInteractions: @unchecked Sendable where Action: Sendable {}
