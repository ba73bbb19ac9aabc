import FeatureKit
import JSON
import StoreRuntime

// MARK: - StateReplacing

/// A store whose whole state a client can replace (`store/replaceState`): every hosted store.
///
/// Apart from `FeatureStore` so that the request's handler stays in files of its own; the host
/// reaches it with one cast on this rare request, which the dispatch path never pays.
protocol StateReplacing: FeatureStore {
    /// Checks `json` against the feature's state schema, decodes it, and makes it the state as a
    /// new version (origin `replace`), cancelling effects in flight as a jump does.
    ///
    /// - Throws: `StateReplacementError` before touching the store; `SettleTimeoutError`;
    ///   `CancellationError`.
    func replaceState(with json: JSONValue) async throws -> StepReport
}

extension FeatureStoreBox: StateReplacing {
    func replaceState(with json: JSONValue) async throws -> StepReport {
        let violations = JSONSchemaValidator.violations(of: json, against: F.stateSchema)
        guard violations.isEmpty else { throw StateReplacementError(violations: violations) }
        return try await step { store in
            // Decoded with the store's dependencies current, as its own state is encoded.
            let state = try Dependencies.$current.withValue(store.dependencies) { try Self.decodeState(json) }
            if let history = self.history {
                history.replaceState(with: state, in: store)
            } else {
                store.restore(state: state, environment: store.environment)
            }
        }
    }

    private static func decodeState(_ json: JSONValue) throws(StateReplacementError) -> F.State {
        do {
            return try JSONValueDecoder().readingEmptyArrayAsObject().decode(F.State.self, from: json)
        } catch let error as JSONDecodingError {
            let path = (try? JSONPointer(parsing: error.path)) ?? .root
            throw StateReplacementError(violations: [JSONSchemaViolation(path: path, message: error.message)])
        } catch {
            throw StateReplacementError(violations: [JSONSchemaViolation(path: .root, message: "\(error)")])
        }
    }
}

// MARK: - StateReplacementError

/// A replacement state the feature's state schema or its decoder refuses (wire −32602): where
/// in the state, and what was expected there. The store is left as it was.
struct StateReplacementError: Error, Sendable, CustomStringConvertible {
    /// At least one; the schema's in document order, or the decoder's one.
    let violations: [JSONSchemaViolation]

    var description: String {
        let first = violations.first.map(\.description) ?? "not a state of this feature"
        return "invalid state: \(first)" + (violations.count > 1 ? " (and \(violations.count - 1) more)" : "")
    }
}
