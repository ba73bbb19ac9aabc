import Foundation
import Transport
import JSON

/// Reads the trace `inspect --trace FILE` serves, refusing a file that is not one.
enum TraceLoading {
    enum Loaded {
        case success(StaticFile)
        case failure(String)
    }

    static func load(_ path: String) -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure("cannot read trace \(path)")
        }
        let bytes = [UInt8](data)
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            return .failure("\(path) is not JSON: \(error)")
        }
        guard value["trace"]?.integerValue == 1, value["steps"]?.arrayValue != nil else {
            return .failure("\(path) is not a trace (written by 'uistate replay --trace DIR': {\"trace\": 1, \"steps\": […]})")
        }
        return .success(StaticFile(contentType: "application/json", bytes: bytes))
    }
}
