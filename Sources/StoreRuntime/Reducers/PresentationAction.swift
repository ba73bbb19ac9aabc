// MARK: - PresentationAction

/// The actions of a presented child (a sheet, a cover, an overlay): its own actions, or `dismiss`.
///
/// On the wire: `{"destination": {"presented": {"saveButtonTapped": {}}}}` and
/// `{"destination": "dismiss"}`.
public enum PresentationAction<Action: Sendable>: Sendable {
    /// An action of the presented child.
    case presented(Action)
    /// The presentation was dismissed (a swipe down, a tap on the dimmed background).
    case dismiss

    /// The case path to `presented`, for building a parent's path to the child's actions.
    public static var presentedPath: CasePath<PresentationAction, Action> {
        CasePath(
            embed: { .presented($0) },
            extract: { if case .presented(let action) = $0 { action } else { nil } }
        )
    }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Codable where Action: Codable {}
