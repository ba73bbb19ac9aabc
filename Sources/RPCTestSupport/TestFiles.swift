internal import Transport

/// Writes a test's fixture file, creating missing folders, without Foundation's `fsync`.
///
/// `String.write(toFile:)` and `Data.write(to:)` flush every file to disk, even without
/// `atomically`, and a test body runs on the cooperative pool: on a machine busy writing (the
/// other engineers' builds, a release build beside the suite) one flush was seen to wait for
/// seconds, holding a pool thread all that time (docs/testing.md, "What held the pool").
package func writeTestFile(_ text: String, to path: String) throws {
    try writeTestFile(Array(text.utf8), to: path)
}

/// Writes bytes as `writeTestFile(_:to:)` writes text.
package func writeTestFile(_ bytes: [UInt8], to path: String) throws {
    try FileDescriptorIO.replaceFile(atPath: path, with: bytes)
}
