import StoreRuntime

// MARK: - CheckInClient

/// Who is checked in where.
package struct CheckInClient: Sendable {
    /// The number of people checked into each location, by location id; missing ids have none.
    package var checkedInCounts: @Sendable () async throws -> [String: Int]
    /// The profiles checked into one location.
    package var checkedInProfiles: @Sendable (_ locationID: String) async throws -> [Profile]
}

/// The server did not answer.
package struct CheckInClientError: Error, Equatable, Sendable, CustomStringConvertible {
    package init() {}

    package var description: String { "The check-in server did not answer." }
}

/// The check-in client's presets: `succeeds` (the default) and `serverError`.
package enum CheckInClientKey: DependencyKey {
    package static let name = "checkInCounts"
    package static let liveValue = sample
    package static let testValue = sample
    package static let presets: [String: CheckInClient] = [
        "serverError": CheckInClient(
            checkedInCounts: { throw CheckInClientError() },
            checkedInProfiles: { _ in throw CheckInClientError() }
        ),
    ]

    /// Four people at Harbor Noodle Bar, one at The Green Table, nobody at Night Owl Diner.
    package static let checkIns: [String: [Profile]] = [
        "harbor-noodles": [
            Profile(id: "p1", firstName: "Mina", lastName: "Park", company: "Tidewater Labs", bio: "Builds tools for ferry schedules."),
            Profile(id: "p2", firstName: "Jonas", lastName: "Berg", company: "Northwind", bio: "Here for the broth, stays for the talks."),
            Profile(id: "p3", firstName: "Ada", lastName: "Okafor", company: "Lumen", bio: "Accessibility engineer."),
            Profile(id: "p4", firstName: "Leo", lastName: "Sato", company: "Freelance", bio: "Designs type for small screens."),
        ],
        "green-table": [
            Profile(id: "p5", firstName: "Rosa", lastName: "Vidal", company: "Orchard", bio: "Writes about sharing state."),
        ],
    ]

    static let sample = CheckInClient(
        checkedInCounts: { checkIns.mapValues(\.count) },
        checkedInProfiles: { checkIns[$0] ?? [] }
    )
}
