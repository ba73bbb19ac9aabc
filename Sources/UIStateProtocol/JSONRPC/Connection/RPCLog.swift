/// A tiny levelled logger. The connection does not know where lines go; the transport sends them
/// to stderr, tests can collect them. Every line is a `LogMessage`, so none is larger than a few
/// KB whatever a client sent.
package struct RPCLog: Sendable {
    package enum Level: Int, Sendable, Comparable, CaseIterable {
        case error, warn, info, debug

        package init?(name: String) {
            switch name {
            case "error": self = .error
            case "warn", "warning": self = .warn
            case "info": self = .info
            case "debug": self = .debug
            default: return nil
            }
        }

        package var name: String {
            switch self {
            case .error: return "error"
            case .warn: return "warn"
            case .info: return "info"
            case .debug: return "debug"
            }
        }

        package static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package var level: Level
    private let sink: @Sendable (Level, LogMessage) -> Void

    /// - Parameter sink: receives one line (no newline) per message at or above `level`.
    package init(level: Level, sink: @escaping @Sendable (Level, LogMessage) -> Void) {
        self.level = level
        self.sink = sink
    }

    /// Drops everything; for tests and embedders that do not want logs.
    package static let silent = RPCLog(level: .error) { _, _ in }

    package func enabled(_ level: Level) -> Bool { level <= self.level }

    package func log(_ level: Level, _ message: @autoclosure () -> LogMessage) {
        guard enabled(level) else { return }
        sink(level, message())
    }

    package func error(_ message: @autoclosure () -> LogMessage) { log(.error, message()) }
    package func warn(_ message: @autoclosure () -> LogMessage) { log(.warn, message()) }
    package func info(_ message: @autoclosure () -> LogMessage) { log(.info, message()) }
    package func debug(_ message: @autoclosure () -> LogMessage) { log(.debug, message()) }
}
