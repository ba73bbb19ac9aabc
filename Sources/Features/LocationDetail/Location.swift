// MARK: - Location

/// A place people check into.
package struct Location: Codable, Equatable, Sendable, Identifiable {
    package var id: String
    package var name: String
    package var address: String

    /// The places the app lists.
    package static let all: [Location] = [
        Location(id: "harbor-noodles", name: "Harbor Noodle Bar", address: "12 Pier Street"),
        Location(id: "green-table", name: "The Green Table", address: "48 Market Lane"),
        Location(id: "night-owl", name: "Night Owl Diner", address: "301 Elm Avenue"),
    ]
}

// MARK: - Profile

/// Someone checked into a location.
package struct Profile: Codable, Equatable, Sendable, Identifiable {
    package var id: String
    package var firstName: String
    package var lastName: String
    package var company: String
    package var bio: String

    package init(id: String, firstName: String, lastName: String, company: String, bio: String) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.company = company
        self.bio = bio
    }

    package var fullName: String { firstName + " " + lastName }
}
