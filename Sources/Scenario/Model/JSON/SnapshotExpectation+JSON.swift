package import JSON

// MARK: - Snapshots as files write them

extension SnapshotExpectation {
    /// The file name alone when its extension implies the format, else `{"file": …, "format": …}`.
    package var json: JSONValue {
        if format == Format.implied(by: file) { return .string(file) }
        return ["file": .string(file), "format": .string(format.rawValue)]
    }
}

extension SnapshotExpectation.Format {
    /// The format a snapshot named without one has: `json` for `*.json`, else `text`.
    package static func implied(by file: String) -> Self {
        file.hasSuffix(".json") ? .json : .text
    }
}
