import Components
import Foundation
import JSON
import Testing

// MARK: - Rendering and goldens

/// Encodes an action to its wire form for outlines and interactions.
func bookmarksWireForm<Action: Encodable>(_ action: Action) -> JSONValue {
    (try? JSONValueEncoder().encode(action)) ?? .null
}

/// An environment with `size` as its dynamic type size.
func bookmarksEnvironment<Action>(_ size: DynamicTypeSize = .large) -> EnvironmentValues<Action> {
    var environment = EnvironmentValues<Action>()
    environment.dynamicTypeSize = size
    return environment
}

/// Checks a feature's schemas: every sample action encodes, validates and decodes back; the
/// initial state does too.
func bookmarksCheckSchemas<State: Codable & Equatable, Action: Codable & Equatable>(
    initialState: State,
    stateSchema: JSONValue,
    sampleActions: [Action],
    actionSchema: JSONValue,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let encoder = JSONValueEncoder()
    let decoder = JSONValueDecoder()
    for action in sampleActions {
        let wire = try encoder.encode(action)
        let violations = JSONSchemaValidator.violations(of: wire, against: actionSchema)
        #expect(violations.isEmpty, "\(wire.serializedString(.compact)): \(violations)", sourceLocation: sourceLocation)
        #expect(try decoder.decode(Action.self, from: wire) == action, sourceLocation: sourceLocation)
    }
    let wireState = try encoder.encode(initialState)
    let violations = JSONSchemaValidator.violations(of: wireState, against: stateSchema)
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
    #expect(try decoder.decode(State.self, from: wireState) == initialState, sourceLocation: sourceLocation)
}
