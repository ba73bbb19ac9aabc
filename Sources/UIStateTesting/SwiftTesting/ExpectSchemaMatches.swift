public import FeatureKit
public import Testing

// MARK: - Schema check

/// Records an issue at the caller's line for every place where `feature`'s declared schemas
/// refuse what its Codable types write (`PluginFeature.schemaViolations`): each sample action,
/// the initial state, and any `actions` and `states` given besides.
///
/// ```swift
/// @Test func schemasMatchTheTypes() {
///     expectSchemaMatches(StepperFeature.self, states: [StepperFeature.State(count: -3, step: 2)])
/// }
/// ```
public func expectSchemaMatches<F: PluginFeature>(
    _ feature: F.Type,
    actions: [F.Action] = [],
    states: [F.State] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if F.sampleActions.isEmpty {
        Issue.record("\(F.name) declares no sampleActions: give at least one action of every case", sourceLocation: sourceLocation)
    }
    let violations = F.schemaViolations(actions: F.sampleActions + actions, states: [F.initialState] + states)
    for violation in violations {
        Issue.record("\(F.name): \(violation)", sourceLocation: sourceLocation)
    }
}
