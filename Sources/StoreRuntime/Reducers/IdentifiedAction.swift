// MARK: - IdentifiedAction

/// An action of one element of a collection, addressed by the element's id.
///
/// On the wire: `{"rows": {"element": {"id": 3, "action": "toggleTapped"}}}`.
///
/// `Sendable` when its element's action is, not by requirement: an action enum holding its own
/// rows' actions (`indirect case rows(IdentifiedActionOf<Nested>)`, a recursive feature) is
/// still being checked for `Sendable` where this type is named, and a requirement here would
/// make that check circular.
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
    /// `action` happened in the element whose id is `id`.
    case element(id: ID, action: Action)
}

extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Codable where ID: Codable, Action: Codable {}
