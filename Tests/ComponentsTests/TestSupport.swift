import Components
import Foundation
import JSON
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

struct Row: Identifiable, Sendable, Equatable {
    var id: Int
    var title: String
}
