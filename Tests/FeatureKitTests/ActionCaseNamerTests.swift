import FeatureKit
import Testing

/// A search names the actions of every tree it renders; the names it remembers from the last tree
/// must be what each action's own encoding names, whatever moved, came or changed case.
@Suite("A rendered tree's actions are named as their encodings name them")
struct ActionCaseNamerTests {
    enum Choice: String, Codable, Sendable { case first, second }
    enum Action: Codable, Equatable, Sendable {
        case tapped
        case item(Int)
        case response(id: Int, ok: Bool)
        case choice(Choice)
    }

    /// The names the namer gives `actions`, asked in order as a tree's digest asks them.
    static func names(_ actions: [Action], by namer: ActionCaseNamer<Action>) -> [String?] {
        namer.naming { caseName in actions.map { caseName($0) } }
    }

    @Test func eachTreeIsNamedAsEachActionEncodes() {
        let namer = ActionCaseNamer<Action>()
        let trees: [[Action]] = [
            [.tapped, .item(1), .item(2), .response(id: 1, ok: true)],
            // The same tree again: every name remembered.
            [.tapped, .item(1), .item(2), .response(id: 1, ok: true)],
            // A row came first: the others moved one place.
            [.item(0), .tapped, .item(1), .item(2), .response(id: 1, ok: true)],
            // Other cases at the places remembered.
            [.response(id: 1, ok: false), .choice(.second), .tapped, .choice(.first)],
            // Fewer actions than last time, then more.
            [.item(5)],
            [.item(5), .tapped, .choice(.first), .response(id: 9, ok: true), .item(6)],
            // Places far past the last tree's end.
            [.item(5)],
            (0..<40).map { $0 % 3 == 0 ? .tapped : .item($0) },
        ]
        for actions in trees {
            #expect(Self.names(actions, by: namer) == actions.map(ActionCoding.caseName))
        }
    }

    @Test func aTreeWithNoActionsIsNamedWithNothing() {
        let namer = ActionCaseNamer<Action>()
        #expect(Self.names([.tapped], by: namer) == ["tapped"])
        #expect(Self.names([], by: namer) == [])
        #expect(Self.names([.choice(.first)], by: namer) == ["choice"])
    }
}
