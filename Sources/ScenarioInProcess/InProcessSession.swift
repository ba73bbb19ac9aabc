import Components
import JSONValue
import Scenario

/// Picks the feature's session at `create` and forwards every call to it.
final class InProcessSession: ScenarioSession {
    private var inner: (any ScenarioSession)?

    func create(_ configuration: SessionConfiguration) async throws(SessionError) -> SessionOutcome {
        guard let entry = BuiltInFeatures.all.first(where: { $0.name == configuration.feature }) else {
            var data: JSONObject = ["expected": .array(BuiltInFeatures.names.map(JSONValue.string))]
            if let suggestion = NameSuggestion.closest(to: configuration.feature, among: BuiltInFeatures.names) {
                data["suggestion"] = .string(suggestion)
            }
            throw SessionError(code: SessionError.unknownFeature, message: "unknown feature \"\(configuration.feature)\"", data: .object(data))
        }
        let session = entry.make()
        inner = session
        return try await session.create(configuration)
    }

    private func session() throws(SessionError) -> any ScenarioSession {
        guard let inner else { throw SessionError(code: -33001, message: "no store: create was not called") }
        return inner
    }

    func send(_ action: JSONValue) async throws(SessionError) -> SessionOutcome { try await session().send(action) }
    func tap(_ selector: Selector) async throws(SessionError) -> SessionOutcome { try await session().tap(selector) }
    func input(_ selector: Selector, text: String) async throws(SessionError) -> SessionOutcome {
        try await session().input(selector, text: text)
    }
    func appear(_ selector: Selector) async throws(SessionError) -> SessionOutcome { try await session().appear(selector) }
    func focus(_ selector: Selector?) async throws(SessionError) -> SessionOutcome { try await session().focus(selector) }
    func advance(milliseconds: Int) async throws(SessionError) -> SessionOutcome {
        try await session().advance(milliseconds: milliseconds)
    }
    func settle() async throws(SessionError) -> SessionOutcome { try await session().settle() }
    func setEnvironment(_ values: JSONValue) async throws(SessionError) -> SessionOutcome {
        try await session().setEnvironment(values)
    }
    func state() async throws(SessionError) -> JSONValue { try await session().state() }
    func version() async throws(SessionError) -> Int { try await session().version() }
    func render(_ format: SnapshotExpectation.Format) async throws(SessionError) -> RenderedView {
        try await session().render(format)
    }
    func nodes(matching selector: Selector) async throws(SessionError) -> [JSONValue] {
        try await session().nodes(matching: selector)
    }
    func effectsInFlight() async throws(SessionError) -> [JSONValue] { try await session().effectsInFlight() }
    func relaunch() async throws(SessionError) -> SessionOutcome { try await session().relaunch() }
    func destroy() async { await inner?.destroy() }
}
