/// A tiny levelled logger. The connection does not know where lines go; the transport sends them
/// to stderr, tests can collect them.
public struct RPCLog: Sendable {
    public enum Level: Int, Sendable, Comparable, CaseIterable {
        case error, warn, info, debug

        public init?(name: String) {
            switch name {
            case "error": self = .error
            case "warn", "warning": self = .warn
            case "info": self = .info
            case "debug": self = .debug
            default: return nil
            }
        }

        public var name: String {
            switch self {
            case .error: return "error"
            case .warn: return "warn"
            case .info: return "info"
            case .debug: return "debug"
            }
        }

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var level: Level
    private let sink: @Sendable (Level, String) -> Void

    /// - Parameter sink: receives one line (no newline) per message at or above `level`.
    public init(level: Level, sink: @escaping @Sendable (Level, String) -> Void) {
        self.level = level
        self.sink = sink
    }

    /// Drops everything; for tests and embedders that do not want logs.
    public static let silent = RPCLog(level: .error) { _, _ in }

    public func enabled(_ level: Level) -> Bool { level <= self.level }

    public func log(_ level: Level, _ message: @autoclosure () -> String) {
        guard enabled(level) else { return }
        sink(level, message())
    }

    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    public func warn(_ message: @autoclosure () -> String) { log(.warn, message()) }
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
}
