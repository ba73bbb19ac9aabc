import JSON

// MARK: - WireWritable

/// A message that writes its own compact JSON form, by hand rather than through a `JSONObject`:
/// every message on the wire passes here, and building an object per message is measurable in
/// the benchmark.
package protocol WireWritable {
    /// Appends the compact JSON form.
    func write(to bytes: inout [UInt8])
}

extension WireWritable {
    /// The compact JSON form.
    package var serialized: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        write(to: &bytes)
        return bytes
    }
}

extension [UInt8] {
    /// Appends `"method":…`, then `,"params":…` when there are params, and closes the object: how
    /// a request and a notification end.
    mutating func appendCall(method: String, params: JSONValue?) {
        append(contentsOf: #""method":"#.utf8)
        JSONValue.string(method).write(to: &self)
        if let params {
            append(contentsOf: #","params":"#.utf8)
            params.write(to: &self)
        }
        append(UInt8(ascii: "}"))
    }
}
