/// The `$/setTrace` setting: whether the server sends `$/logTrace` for each message it receives.
package enum TraceLevel: UInt8, Sendable {
    case off, messages, verbose

    package init?(name: String) {
        switch name {
        case "off": self = .off
        case "messages": self = .messages
        case "verbose": self = .verbose
        default: return nil
        }
    }
}

/// Where the connection is in the LSP lifecycle.
enum LifecyclePhase: UInt8 {
    case uninitialized, initialized, shutDown
}
