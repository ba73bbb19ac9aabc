internal import JSON
internal import Foundation

/// The directives a case file may use in values it sends: `$repeat`, `$concat`, `$base64`
/// (bytes in text fields only) and `$literal`.
///
/// They keep large or binary payloads out of the files: a 1 MB payload is
/// `{"$repeat": "가👩‍👩‍👧", "count": 47620}`.
enum Directives {
    /// Expands directives inside a JSON value (`$base64` is not allowed here: a JSON value holds
    /// text, not bytes).
    static func expand(_ value: JSONValue, at path: String, file: String) throws(CaseFileError) -> JSONValue {
        switch value {
        case .array(let elements):
            var expanded: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                expanded.append(try expand(element, at: "\(path)/\(index)", file: file))
            }
            return .array(expanded)
        case .object(let object):
            if object["$literal"] != nil, object.count == 1, let literal = object["$literal"] { return literal }
            if object["$repeat"] != nil || object["$concat"] != nil {
                return .string(String(decoding: try bytes(value, at: path, file: file, allowBinary: false), as: UTF8.self))
            }
            var expanded = JSONObject()
            for (key, member) in object { expanded[key] = try expand(member, at: "\(path)/\(key)", file: file) }
            return .object(expanded)
        default:
            return value
        }
    }

    /// The bytes a text field stands for: a string (its UTF-8), or a `$repeat`, `$concat` or
    /// `$base64` object.
    static func bytes(_ value: JSONValue, at path: String, file: String, allowBinary: Bool = true) throws(CaseFileError) -> [UInt8] {
        func error(_ message: String) -> CaseFileError { CaseFileError(file: file, path: path, message: message) }
        switch value {
        case .string(let text):
            return Array(text.utf8)
        case .object(let object):
            if let unit = object["$repeat"] {
                guard let count = object["count"]?.integerValue, count >= 0, count <= 100_000_000 else {
                    throw error("$repeat needs a non-negative integer count")
                }
                let once = try bytes(unit, at: path + "/$repeat", file: file, allowBinary: allowBinary)
                var result: [UInt8] = []
                result.reserveCapacity(once.count * Int(count))
                for _ in 0..<count { result.append(contentsOf: once) }
                return result
            }
            if let parts = object["$concat"]?.arrayValue {
                var result: [UInt8] = []
                for (index, part) in parts.enumerated() {
                    result += try bytes(part, at: "\(path)/$concat/\(index)", file: file, allowBinary: allowBinary)
                }
                return result
            }
            if let encoded = object["$base64"]?.stringValue {
                guard allowBinary else { throw error("$base64 is only allowed in sendBody and sendRaw") }
                guard let data = Data(base64Encoded: encoded) else { throw error("$base64 is not valid base64") }
                return Array(data)
            }
            throw error("expected a string or a $repeat, $concat or $base64 object")
        default:
            throw error("expected a string or a $repeat, $concat or $base64 object, got \(value.typeName)")
        }
    }
}
