/// A server could not be started.
public struct ServerStartError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
