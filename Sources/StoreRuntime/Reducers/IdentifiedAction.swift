// MARK: - IdentifiedAction

/// An action of one element of a collection, addressed by the element's id.
///
/// On the wire: `{"rows": {"element": {"id": 3, "action": "toggleTapped"}}}`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
    /// `action` happened in the element whose id is `id`.
    case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Codable where ID: Codable, Action: Codable {}
