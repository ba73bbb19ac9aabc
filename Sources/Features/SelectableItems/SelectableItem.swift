// MARK: - SelectableItem

/// One choice on a selection screen: an id the selection refers to and the title shown.
public struct SelectableItem: Codable, Equatable, Hashable, Sendable, Identifiable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
