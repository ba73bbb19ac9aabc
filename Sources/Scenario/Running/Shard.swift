import JSON

/// One part of a suite split across machines (`--shard i/n`, 1-based like Playwright's).
///
/// A scenario file belongs to shard `1 + h mod n`, where `h` is the 64-bit FNV-1a hash of its
/// path relative to the directory it was found under (a file named directly: its file name),
/// in UTF-8. The split depends on nothing but that path: every machine computes the same one,
/// a file keeps its shard when others are added, and the union of the shards is the suite
/// with each scenario exactly once.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    package let count: Int

    /// - Returns: nil unless `1 <= index <= count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `i/n`.
    package init?(parsing text: String) {
        guard let (index, count) = Self.numbers(in: text) else { return nil }
        self.init(index: index, count: count)
    }

    /// Why `text` names no shard, in the words every `--shard` uses (`replay`'s and `explore`'s
    /// count alike, from 1, as a CI matrix is written): `0/4` gets "shards count from 1: 1/4 …
    /// 4/4, not '0/4'".
    package static func refusal(of text: String) -> String {
        guard let (index, count) = numbers(in: text) else {
            return "a shard is written I/N, the I-th of N counting from 1 (1/4 … 4/4), not '\(text)'"
        }
        guard count >= 1 else { return "a shard count is at least 1, not '\(text)'" }
        let range = count == 1 ? "1/1" : "1/\(count) … \(count)/\(count)"
        if index == 0 { return "shards count from 1: \(range), not '\(text)'" }
        return "there \(count == 1 ? "is 1 shard" : "are \(count) shards"): \(range), not '\(text)'"
    }

    private static func numbers(in text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        return (index, count)
    }

    /// Whether the file at `relativePath` belongs to this shard.
    package func contains(relativePath: String) -> Bool {
        Int(Self.hash(relativePath) % UInt64(count)) + 1 == index
    }

    /// FNV-1a, 64 bits: stable across processes and machines (unlike `Hasher`, seeded per process).
    static func hash(_ text: String) -> UInt64 {
        StableHash.fnv1a(text.utf8)
    }

    package var description: String { "\(index)/\(count)" }
}
