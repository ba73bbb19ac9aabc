/// What a program that ran to completion left behind.
package struct CompletedProcess: Sendable {
    package let status: ExitStatus
    package let standardOutput: [UInt8]
    package let standardError: [UInt8]

    /// stdout decoded as UTF-8 (invalid bytes replaced).
    package var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// stderr decoded as UTF-8 (invalid bytes replaced).
    package var errorOutput: String { String(decoding: standardError, as: UTF8.self) }
}
