import Synchronization

// MARK: - CancelIDName

/// A cancel id's text, `String(describing:)` of the id, with the text of a payload-free enum case
/// remembered: a store lists the ids of its effects in flight on every step, the usual id is
/// `enum CancelID { case fact }`, and describing that reflects on the value (thousands of
/// instructions) to find its case name, which never changes. Any other id is described afresh
/// each time, because its text may change while the id stays equal (a class's state, a custom
/// `description` reading the world).
enum CancelIDName {
    /// A value by its type and bits: equal keys are the same case of the same enum, even where the
    /// enum's `==` would call two cases equal.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let bits: UInt64
    }

    private enum Entry {
        /// The payload-free case's text.
        case remembered(String)
        /// A value that is not a payload-free case printed by reflection: described every time.
        case describedAfresh
    }

    /// Bounded, so that ids never seen twice (payloads) cannot grow it without end; past the bound
    /// new ids are described afresh, which is only slower.
    private static let capacity = 1024
    private static let entries = Mutex<[Key: Entry]>([:])

    /// `String(describing: value)`.
    static func of<Value: Hashable>(_ value: Value) -> String {
        // A payload-free case fits in a word (its tag); a larger value is never one.
        guard MemoryLayout<Value>.size <= MemoryLayout<UInt64>.size else { return String(describing: value) }
        var bits: UInt64 = 0
        withUnsafeBytes(of: value) { valueBytes in
            withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: valueBytes) }
        }
        let key = Key(type: ObjectIdentifier(Value.self), bits: bits)
        switch entries.withLock({ $0[key] }) {
        case .remembered(let text): return text
        case .describedAfresh: return String(describing: value)
        case nil: break
        }
        let text = String(describing: value)
        let entry = isPayloadFreeCasePrintedByReflection(value) ? Entry.remembered(text) : .describedAfresh
        entries.withLock { entries in
            if entries.count < capacity { entries[key] = entry }
        }
        return text
    }

    /// Whether `String(describing:)` prints `value` as its bare case name: it is an enum case with
    /// no payload, and its type neither prints itself nor supplies its own mirror (either could
    /// make the text depend on more than the case).
    private static func isPayloadFreeCasePrintedByReflection(_ value: some Hashable) -> Bool {
        if value is any TextOutputStreamable || value is any CustomStringConvertible
            || value is any CustomDebugStringConvertible || value is any CustomReflectable {
            return false
        }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .enum && mirror.children.isEmpty
    }
}
