// MARK: - Location

/// A place people check into.
public struct Location: Codable, Equatable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var address: String

    /// The places the app lists.
    public static let all: [Location] = [
        Location(id: "harbor-noodles", name: "Harbor Noodle Bar", address: "12 Pier Street"),
        Location(id: "green-table", name: "The Green Table", address: "48 Market Lane"),
        Location(id: "night-owl", name: "Night Owl Diner", address: "301 Elm Avenue"),
    ]
}

// MARK: - Profile

/// Someone checked into a location.
public struct Profile: Codable, Equatable, Sendable, Identifiable {
    public var id: String
    public var firstName: String
    public var lastName: String
    public var company: String
    public var bio: String

    public init(id: String, firstName: String, lastName: String, company: String, bio: String) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.company = company
        self.bio = bio
    }

    public var fullName: String { firstName + " " + lastName }
}
