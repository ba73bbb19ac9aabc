import Components
import Foundation
import JSONValue
import Testing

/// The action type of the test screens, encoded externally tagged as the JSON bridge does.
enum TestAction: Sendable, Equatable {
    case saveTapped
    case closeTapped
    case rowTapped(Int)
    case textChanged(String)
    case focusChanged(Bool)
    case submitted
    case toggled(Bool)
    case dismissed
    case alertOK
    case appeared(Int)
    case clearTapped

    var json: JSONValue {
        switch self {
        case .saveTapped: "saveTapped"
        case .closeTapped: "closeTapped"
        case .rowTapped(let id): ["rowTapped": .integer(Int64(id))]
        case .textChanged(let text): ["textChanged": .string(text)]
        case .focusChanged(let flag): ["focusChanged": .bool(flag)]
        case .submitted: "submitted"
        case .toggled(let flag): ["toggled": .bool(flag)]
        case .dismissed: "dismissed"
        case .alertOK: "alertOK"
        case .appeared(let id): ["appeared": .integer(Int64(id))]
        case .clearTapped: "clearTapped"
        }
    }
}

func encode(_ action: TestAction) -> JSONValue { action.json }

struct Row: Identifiable, Sendable {
    var id: Int
    var title: String
}

/// Compares `text` with the golden file `Goldens/<name>.txt`; `UISTATE_RECORD=1` rewrites it.
func assertGolden(
    _ text: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens").appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["UISTATE_RECORD"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(name).txt; run with UISTATE_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "golden \(name).txt differs", sourceLocation: sourceLocation)
}
