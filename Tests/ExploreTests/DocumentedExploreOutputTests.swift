import Foundation
import RPCTestSupport
import Testing

/// The README and the exploring guide show `uistate explore relationship`'s output as the
/// command prints it today: a change in what the search finds must update them.
@Suite("The documented explore output")
struct DocumentedExploreOutputTests {
    @Test func theREADMEAndTheGuideShowWhatExploringRelationshipPrints() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let explored = try await runUIState([
            "explore", "relationship", "--invariants", repositoryRoot + "/examples/explore/relationship.invariants.json",
            "--output", directory.path,
        ])
        #expect(explored.status == 0, "\(explored.stderr)")
        let printed = explored.stdout.split(separator: "\n").map(String.init)
        try #require(printed.count == 4, "\(explored.stdout)")
        let command = "$ uistate explore relationship --invariants examples/explore/relationship.invariants.json --output out\n"
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let guide = try String(contentsOfFile: repositoryRoot + "/docs/exploring.md", encoding: .utf8)
        #expect(readme.contains(command + printed[0] + "\n"), "README.md should show: \(printed[0])")
        #expect(guide.contains(command + printed.joined(separator: "\n") + "\n"), "docs/exploring.md should show: \(explored.stdout)")
    }
}
