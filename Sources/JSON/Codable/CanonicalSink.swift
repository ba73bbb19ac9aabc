// MARK: - CanonicalSink

/// The buffer a `CanonicalEncoder` writes into, and the members of the objects still open.
///
/// Objects nest strictly (a member's value is finished before the next member starts; nested
/// containers are not taken), so one stack of member offsets serves them all: an object's
/// members are the stack's top from where it opened, dropped when it closes.
final class CanonicalSink {
    /// Unchecked exclusivity, as `ObjectBuilder.members`: no access overlaps another (a write
    /// runs no user code) and the sink is confined to the thread encoding the value.
    @exclusivity(unchecked) var writer = JSONWriter(options: .canonical, reserving: 512)
    /// Three offsets in `writer.bytes` a member of an open object: where its key starts (its
    /// opening quote), where the key ends (after its closing quote), where its value ends.
    @exclusivity(unchecked) var members: [Int] = []
    /// Set when the value takes a way the writer does not follow (`CanonicalEncoder`).
    var unsupported = false

    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { writer.bytes.append(contentsOf: $0) }
    }

    func write(_ json: JSONValue) {
        writer.write(json, indent: 0)
    }

    func write(_ number: Int64) {
        writer.writeInteger(number)
    }

    /// Writes `key` and its colon; a key with a byte the writer escapes or outside ASCII is
    /// unsupported (the tree's order and duplicate check compare such keys as strings).
    func openMember(_ key: String, first: Bool) {
        if !first { writer.bytes.append(UInt8(ascii: ",")) }
        let start = writer.bytes.count
        writer.bytes.append(UInt8(ascii: "\""))
        var key = key
        key.withUTF8 { utf8 in
            if utf8.contains(where: { $0 < 0x20 || $0 >= 0x80 || $0 == 0x22 || $0 == 0x5C }) { unsupported = true }
            writer.bytes.append(contentsOf: utf8)
        }
        writer.bytes.append(UInt8(ascii: "\""))
        members.append(start)
        members.append(writer.bytes.count)
        members.append(-1)
        writer.bytes.append(UInt8(ascii: ":"))
    }

    /// Records where the member opened last ends: its value's nested members are closed by now,
    /// so it is the top of the stack.
    func closeMember() {
        members[members.count - 1] = writer.bytes.count
    }

    /// Puts the members from `firstMember` (an index into `members`) in ascending byte order of
    /// their keys, drops them from the stack and writes the closing brace. A key written twice is
    /// unsupported (the tree keeps the last).
    func closeObject(membersFrom firstMember: Int) {
        let count = (members.count - firstMember) / 3
        if count > 1 { order(count, from: firstMember) }
        members.removeSubrange(firstMember...)
        append("}")
    }

    private func order(_ count: Int, from firstMember: Int) {
        // Read through pointers: a struct's members are sorted on every encode.
        let sorted: [Int]? = writer.bytes.withUnsafeBufferPointer { bytes in
            members.withUnsafeBufferPointer { offsets in
                func compare(_ a: Int, _ b: Int) -> Int {
                    let left = offsets[firstMember + 3 * a] + 1, leftEnd = offsets[firstMember + 3 * a + 1] - 1
                    let right = offsets[firstMember + 3 * b] + 1, rightEnd = offsets[firstMember + 3 * b + 1] - 1
                    let common = min(leftEnd - left, rightEnd - right)
                    for offset in 0..<common where bytes[left + offset] != bytes[right + offset] {
                        return Int(bytes[left + offset]) - Int(bytes[right + offset])
                    }
                    return (leftEnd - left) - (rightEnd - right)
                }
                var increasing = true
                for member in 1..<count {
                    let order = compare(member - 1, member)
                    if order == 0 {
                        unsupported = true
                        return nil
                    }
                    if order > 0 { increasing = false }
                }
                if increasing { return nil }
                let sorted = (0..<count).sorted { compare($0, $1) < 0 }
                // A key written twice, apart: the tree keeps the last.
                for position in 1..<count where compare(sorted[position - 1], sorted[position]) == 0 {
                    unsupported = true
                    return nil
                }
                return sorted
            }
        }
        guard let sorted else { return }
        // The members with their commas take the same room in any order: rewritten in place
        // from a copy of the object's members alone.
        let start = members[firstMember]
        let written = Array(writer.bytes[start...])
        writer.bytes.withUnsafeMutableBufferPointer { bytes in
            written.withUnsafeBufferPointer { source in
                members.withUnsafeBufferPointer { offsets in
                    var position = start
                    for (index, member) in sorted.enumerated() {
                        if index > 0 {
                            bytes[position] = UInt8(ascii: ",")
                            position += 1
                        }
                        let from = offsets[firstMember + 3 * member] - start
                        let length = offsets[firstMember + 3 * member + 2] - start - from
                        (bytes.baseAddress! + position).update(from: source.baseAddress! + from, count: length)
                        position += length
                    }
                }
            }
        }
    }
}
