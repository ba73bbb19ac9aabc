import Components
import JSON
import FeatureKit
import StoreRuntime
import UIStateTesting
import Testing

/// A feature whose schemas say what its types write, except where a test swaps one out.
private struct Dial: Reducer {
    struct State: Codable, Equatable, Sendable {
        var level = 0
        var label: String?
    }

    enum Action: Codable, Equatable, Sendable {
        case turned(by: Int)
        case reset
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .turned(let by): state.level += by
            case .reset: state.level = 0
            }
            return .none
        }
    }
}

extension Dial: PluginFeature {
    static let name = "dial"
    static var initialState: State { State() }
    static let sampleActions: [Action] = [.turned(by: 2), .reset]

    static func view(_ state: State) -> some Component<Action> {
        Text(String(state.level)).id("dial.level")
    }

    static let stateSchema = JSONSchema.document(JSONSchema.object(
        ["level": JSONSchema.integer, "label": JSONSchema.string], optional: ["label"]
    ))
    static let actionSchema = JSONSchema.action([
        JSONSchema.tagged("turned", JSONSchema.object(["by": JSONSchema.integer])),
        JSONSchema.bare("reset"),
    ])
}

/// The same feature with a schema that forgot a case and made an optional member required.
private struct BrokenDial: Reducer {
    typealias State = Dial.State
    typealias Action = Dial.Action
    var body: some Reducer<State, Action> { Dial() }
}

extension BrokenDial: PluginFeature {
    static let name = "brokenDial"
    static var initialState: State { State() }
    static let sampleActions: [Action] = Dial.sampleActions

    static func view(_ state: State) -> some Component<Action> { Dial.view(state) }

    static let stateSchema = JSONSchema.object(["level": JSONSchema.integer, "label": JSONSchema.string])
    static let actionSchema = JSONSchema.action([JSONSchema.bare("reset")])
}

/// The same feature declaring no schemas: both are derived.
private struct DerivedDial: Reducer {
    typealias State = Dial.State
    typealias Action = Dial.Action
    var body: some Reducer<State, Action> { Dial() }
}

extension DerivedDial: PluginFeature {
    static let name = "derivedDial"
    static var initialState: State { State() }
    static let sampleActions: [Action] = Dial.sampleActions

    static func view(_ state: State) -> some Component<Action> { Dial.view(state) }
}

/// A feature whose state holds an enum no sample shows, so its state schema cannot be derived.
private struct Scheduler: Reducer {
    typealias State = Job
    typealias Action = Dial.Action
    var body: some Reducer<State, Action> { EmptyReducer() }
}

extension Scheduler: PluginFeature {
    static let name = "scheduler"
    static var initialState: State { Job(phase: .queued) }
    static let sampleActions: [Action] = Dial.sampleActions

    static func view(_ state: State) -> some Component<Action> { Text("job").id("job") }
}

@Suite("Checking a feature's schemas against its types")
struct SchemaViolationsTests {
    @Test func aFeatureWhoseSchemasMatchItsTypesHasNoViolations() {
        #expect(Dial.schemaViolations().isEmpty)
        #expect(Dial.schemaViolations(states: [Dial.State(level: 3, label: "high")]).isEmpty)
    }

    @Test func everyRefusedValueIsNamedWithItsWireFormAndPath() {
        let violations = BrokenDial.schemaViolations()
        #expect(violations.map(\.subject) == [.action, .state])
        #expect(violations.first?.wire == ["turned": ["by": 2]])
        #expect(violations.last?.description.contains("label") == true, "\(violations)")
    }

    @Test func theDefaultsLeaveOutWhatAFeatureNeedNotSay() {
        #expect(Dial.version == "1.0.0")
        #expect(Dial.launchAction == nil)
        #expect(Dial.dependencyKeys.isEmpty)
        let definition = FeatureDefinition(Dial.self)
        #expect(definition.json["launchAction"] == .null)
        #expect(definition.dependencies.isEmpty)
    }

    @Test func aFeatureThatDeclaresNoSchemasPublishesTheDerivedOnes() {
        #expect(DerivedDial.stateSchema == DerivedDial.derivedStateSchema)
        #expect(DerivedDial.actionSchema == DerivedDial.derivedActionSchema)
        #expect(SchemaMeaning.of(DerivedDial.stateSchema) == SchemaMeaning.of(Dial.stateSchema))
        #expect(SchemaMeaning.of(DerivedDial.actionSchema) == SchemaMeaning.of(Dial.actionSchema))
        #expect(DerivedDial.schemaViolations(states: [Dial.State(level: 3, label: "high")]).isEmpty)
        #expect(FeatureDefinition(DerivedDial.self).actionNames == ["turned", "reset"])
    }

    @Test func aDeclaredSchemaWinsOverTheDerivedOneEvenWhenItIsWrong() {
        #expect(BrokenDial.actionSchema == JSONSchema.action([JSONSchema.bare("reset")]))
        #expect(BrokenDial.derivedActionSchema != BrokenDial.actionSchema)
    }

    @Test func aSchemaThatCannotBeDerivedIsOneViolationSayingWhatToSupply() throws {
        let violations = Scheduler.schemaViolations()
        #expect(violations.map(\.subject) == [.state])
        let message = try #require(violations.first?.message)
        #expect(message.contains("JobPhase") && message.contains("EnumCaseSamples"), "\(message)")
        withKnownIssue {
            expectSchemaMatches(Scheduler.self)
        }
    }

    @Test func expectSchemaMatchesPassesQuietlyWhenTheyAgree() {
        expectSchemaMatches(Dial.self, actions: [.turned(by: -1)], states: [Dial.State(level: 1, label: "x")])
    }

    @Test func expectSchemaMatchesReportsAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectSchemaMatches(BrokenDial.self)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "SchemaViolationsTests.swift"
        }
    }
}
