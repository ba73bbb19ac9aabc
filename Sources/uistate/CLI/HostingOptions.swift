import HostCore
import UIStateProtocol

/// The options `serve` and `inspect` both take: the plugins to start, the host's clock and
/// storage, and what goes to stderr.
struct HostingOptions {
    var host = HostOptions()
    var pluginPaths: [String] = []
    var logLevel = RPCLog.Level.warn

    /// Reads `option` when it is one of these; false when it is not, for the command to read.
    mutating func read(_ option: String, inline: String?, from reader: inout ArgumentReader, command: String) throws(UsageError) -> Bool {
        switch option {
        case "--plugin":
            pluginPaths.append(try reader.value(for: option, inline: inline))
        case "--plugins-dir":
            pluginPaths += PluginSet.executables(in: try reader.value(for: option, inline: inline))
        case "--live-clock":
            guard inline == nil else { throw UsageError("--live-clock takes no value", command: command) }
            host.liveClockByDefault = true
        case "--storage-dir":
            host.storageDirectory = try reader.value(for: option, inline: inline)
        case "--log-level":
            let value = try reader.choice(for: option, inline: inline, from: RPCLog.Level.allCases.map(\.name))
            logLevel = RPCLog.Level(name: value) ?? .warn
        default:
            return false
        }
        return true
    }
}
