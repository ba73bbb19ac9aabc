// MARK: - SelectableItem

/// One choice on a selection screen: an id the selection refers to and the title shown.
package struct SelectableItem: Codable, Equatable, Hashable, Sendable, Identifiable {
    package var id: Int
    package var title: String

    package init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
