import JSON
import Testing

/// Encoding only what a pointer asks for, and reusing the encodings of unchanged large arrays
/// (issue 20): both must give exactly what a full encode gives.
@Suite("Change-proportional encoding")
struct ChangeProportionalEncodingTests {
    struct Row: Codable, Equatable {
        var id: Int
        var title: String
        var tags: Set<String>
    }

    enum Mode: Codable, Equatable {
        case idle
        case editing(row: Row, draft: String)
    }

    struct Screen: Codable, Equatable {
        var title: String
        var rows: [Row]
        var byName: [String: Row]
        var ids: Set<Int>
        var mode: Mode
        var selected: [Int]
        var note: String?
    }

    static func screen(rows count: Int) -> Screen {
        let rows = (0..<count).map { Row(id: $0, title: "row \($0)", tags: ["t\($0 % 3)", "all"]) }
        return Screen(
            title: "rows", rows: rows, byName: ["first": rows[0], "last": rows[count - 1]], ids: [3, 1, 2],
            mode: .editing(row: rows[1], draft: "d"), selected: Array(0..<40), note: nil
        )
    }

    static let pointers: [String] = [
        "", "/title", "/rows", "/rows/0", "/rows/7/title", "/rows/7/tags", "/rows/7/tags/0", "/rows/99/id",
        "/rows/100", "/rows/-", "/rows/01", "/byName", "/byName/last/id", "/ids/1", "/mode", "/mode/editing/row/id",
        "/mode/editing/draft", "/selected/39", "/note", "/missing", "/title/0",
    ]

    @Test(arguments: pointers)
    func aPointersPartIsWhatTheFullEncodingHoldsThere(pointer: String) throws {
        let screen = Self.screen(rows: 100)
        let parsed = try JSONPointer(parsing: pointer)
        let full = try JSONValueEncoder().encode(screen)
        #expect(try JSONValueEncoder().encode(screen, at: parsed) == full[pointer: parsed])
    }

    @Test func reusedEncodingsEqualFreshOnesAcrossChanges() throws {
        let cache = JSONEncodingCache()
        let encoder = JSONValueEncoder()
        var screen = Self.screen(rows: 200)
        var previous = try encoder.encode(screen, reusing: cache)
        #expect(previous == (try encoder.encode(screen)))
        #expect(cache.count > 0)
        let changes: [(inout Screen) -> Void] = [
            { $0.title = "renamed" },
            { $0.rows[150].title = "changed" },
            { $0.rows.append(Row(id: 200, title: "new", tags: [])) },
            { $0.selected.removeFirst() },
            { $0.rows.remove(at: 3) },
            { $0.mode = .idle },
            { $0.note = "note" },
            { _ in },
        ]
        for change in changes {
            change(&screen)
            let reused = try encoder.encode(screen, reusing: cache)
            let fresh = try encoder.encode(screen)
            #expect(reused == fresh)
            // The patch between reused encodings is the patch between fresh ones.
            let patched = try JSONPatch.diff(from: previous, to: reused).apply(to: previous)
            #expect(patched == fresh)
            previous = reused
        }
    }

    @Test func anUnchangedLargeArrayIsNotInThePatch() throws {
        let cache = JSONEncodingCache()
        var screen = Self.screen(rows: 500)
        let before = try JSONValueEncoder().encode(screen, reusing: cache)
        screen.title = "renamed"
        let after = try JSONValueEncoder().encode(screen, reusing: cache)
        #expect(JSONPatch.diff(from: before, to: after).operations.map(\.path.description) == ["/title"])
    }
}
