import Components
import JSON
import FeatureKit
import UIStateProtocol
import StoreRuntime

// MARK: - HostErrors

/// The wire errors the host answers with (codes in `protocol/PROTOCOL.md`, "Errors"), and the
/// mapping from the errors of the layers below.
enum HostErrors {
    static func unknownStore(_ id: String) -> ResponseError {
        ResponseError(code: .unknownStore, message: "unknown store \"\(id)\"", data: ["storeId": .string(id)])
    }

    static func unknownFeature(_ name: String, available: [String]) -> ResponseError {
        var data: JSONObject = ["feature": .string(name), "expected": .array(available.map(JSONValue.string))]
        if let suggestion = NameSuggestion.closest(to: name, among: available) { data["suggestion"] = .string(suggestion) }
        return ResponseError(code: .unknownFeature, message: "unknown feature \"\(name)\"", data: .object(data))
    }

    static func clockIsLive(_ id: String) -> ResponseError {
        ResponseError(
            code: .clockIsLive, message: "store \"\(id)\" runs on the live clock; only a test clock can be advanced",
            data: ["storeId": .string(id)]
        )
    }

    /// −33015: `reason` is `liveClock`, `tooManyInputs` or `inputsIncomplete`.
    static func notForkable(_ id: String, reason: String) -> ResponseError {
        let why = switch reason {
        case "liveClock": "it runs on the live clock, whose future no replay can reproduce"
        case "tooManyInputs": "it has processed more requests than a fork replays (100,000)"
        default: "a request failed after changing it (a settle timed out or was cancelled)"
        }
        return ResponseError(
            code: .storeNotForkable, message: "store \"\(id)\" cannot be forked: \(why)",
            data: ["storeId": .string(id), "reason": .string(reason)]
        )
    }

    static func unknownSubscription(_ id: String) -> ResponseError {
        ResponseError(code: .unknownSubscription, message: "unknown subscription \"\(id)\"", data: ["subscription": .string(id)])
    }

    static func unknownVersion(_ error: UnknownVersionError, storeID: String) -> ResponseError {
        ResponseError(
            code: .unknownVersion, message: "store \"\(storeID)\": \(error.description)",
            data: [
                "storeId": .string(storeID),
                "version": .integer(Int64(error.version)),
                "available": [
                    "from": .integer(Int64(error.available.lowerBound)),
                    "to": .integer(Int64(error.available.upperBound)),
                ],
            ]
        )
    }

    static func storageFailed(_ path: String, _ error: any Error) -> ResponseError {
        ResponseError(
            code: .storageFailed, message: "storage directory \"\(path)\" cannot be used: \(error)",
            data: ["path": .string(path)]
        )
    }

    /// −32602 with `path`, `expected` and the closest of `expected` as `suggestion`.
    static func invalidParams(_ message: String, path: String, expected: [String]? = nil, used: String? = nil) -> ResponseError {
        var error = ResponseError.invalidParams(message, path: path, expected: expected)
        if let expected, let used, let suggestion = NameSuggestion.closest(to: used, among: expected),
           case .object(var data)? = error.data {
            data["suggestion"] = .string(suggestion)
            error.data = .object(data)
        }
        return error
    }

    // MARK: - Errors from below

    /// Maps an error a store operation threw; `ResponseError` and `CancellationError` pass.
    ///
    /// - Parameter params: the request's params, to name the case a client used.
    static func wire(_ error: any Error, storeID: String) -> any Error {
        switch error {
        case let error as ResponseError:
            return error
        case is CancellationError:
            return error
        case let error as ActionDecodingError:
            return invalidAction(error, in: nil)
        case let error as ViewError:
            return viewError(error)
        case let error as EnvironmentError:
            return invalidParams(error.description, path: error.member.isEmpty ? "/environment" : "/environment/\(error.member)")
        case is ClockIsLiveError:
            return clockIsLive(storeID)
        case let error as SettleTimeoutError:
            return settleTimedOut(error, storeID: storeID)
        case let error as UnknownVersionError:
            return unknownVersion(error, storeID: storeID)
        case let error as PastStateEncodingError:
            return ResponseError.internalError(error.description)
        case let error as JSONPointerResolutionError:
            return invalidParams(error.message, path: "/pointer")
        default:
            return ResponseError.internalError("internal error: \(error)")
        }
    }

    /// An action that is not one of the feature's, at `/action` in the params; with the action
    /// as sent, `data.used` names the case it tried, beside the suggestion.
    static func invalidAction(_ error: ActionDecodingError, in action: JSONValue?) -> ResponseError {
        invalidParams(
            "invalid action: \(error.description)", path: "/action" + error.path, expected: error.expected,
            used: NameSuggestion.nameUsed(at: error.path, in: action)
        )
    }

    static func settleTimedOut(_ error: SettleTimeoutError, storeID: String) -> ResponseError {
        let milliseconds = error.timeout.components.seconds * 1000 + error.timeout.components.attoseconds / 1_000_000_000_000_000
        return ResponseError(
            code: .settleTimedOut, message: "store \"\(storeID)\": \(error.description)",
            data: [
                "storeId": .string(storeID),
                "timeoutMs": .integer(milliseconds),
                "runningEffects": .array(error.runningEffects.map { .integer(Int64($0.rawValue)) }),
            ]
        )
    }

    /// A selector or interaction failure: its own code and data; a malformed selector's path is
    /// made relative to the params.
    static func viewError(_ error: ViewError) -> ResponseError {
        var data = error.data
        if case .object(var object) = data, let path = error.path {
            object["path"] = .string("/selector" + path)
            data = .object(object)
        }
        return ResponseError(code: code(of: error.kind), message: error.description, data: data)
    }

    /// The wire code of each kind of selector or interaction failure.
    static func code(of kind: ViewError.Kind) -> ErrorCode {
        switch kind {
        case .noMatch, .indexOutOfRange: .unknownNode
        case .ambiguous: .ambiguousSelector
        case .notInteractive: .nodeNotInteractive
        case .invalidSelector: .invalidParams
        }
    }

    static func setupError(_ error: StoreSetupError) -> ResponseError {
        switch error {
        case .invalidInitialState(let error):
            return invalidParams("invalid initialState: \(error.description)", path: "/initialState" + error.path)
        case .invalidEnvironment(let error):
            return invalidParams(error.description, path: error.member.isEmpty ? "/environment" : "/environment/\(error.member)")
        case .unknownDependency(let name, let available):
            return invalidParams(
                "the feature declares no dependency \"\(name)\"", path: "/dependencies/presets/\(JSONPointer.escape(name))",
                expected: available, used: name
            )
        case .unknownPreset(let error):
            var data: JSONObject = [
                "dependency": .string(error.dependency),
                "preset": .string(error.preset),
                "expected": .array(error.available.map(JSONValue.string)),
                "path": .string("/dependencies/presets/\(JSONPointer.escape(error.dependency))"),
            ]
            if let suggestion = NameSuggestion.closest(to: error.preset, among: error.available) {
                data["suggestion"] = .string(suggestion)
            }
            return ResponseError(code: .unknownPreset, message: error.description, data: .object(data))
        }
    }
}

// MARK: - JSONPointerResolutionError

/// `store/state`'s pointer is malformed or names nothing in the state.
struct JSONPointerResolutionError: Error {
    let message: String
}
