/// What a program that ran to completion left behind.
public struct CompletedProcess: Sendable {
    public let status: ExitStatus
    public let standardOutput: [UInt8]
    public let standardError: [UInt8]

    /// stdout decoded as UTF-8 (invalid bytes replaced).
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// stderr decoded as UTF-8 (invalid bytes replaced).
    public var errorOutput: String { String(decoding: standardError, as: UTF8.self) }
}
