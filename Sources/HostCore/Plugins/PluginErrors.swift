import JSON
package import UIStateProtocol

// MARK: - PluginErrors

/// The −33006 errors of plugins that failed, crashed or were restarted.
package enum PluginErrors {
    /// The plugin's process ended; its requests in flight and its stores get this.
    package static func exited(_ name: String, status: Int32) -> ResponseError {
        ResponseError(
            code: .pluginFailed,
            message: "plugin \(name) exited (status \(status)); its stores are gone, and the next store/create for one of its features restarts it",
            data: ["plugin": .string(name), "status": .integer(Int64(status))]
        )
    }

    /// The host gave up on a running plugin: it did not answer in time or broke the protocol.
    /// It was killed; its requests in flight and its stores get this.
    package static func failed(_ name: String, reason: String) -> ResponseError {
        ResponseError(
            code: .pluginFailed,
            message: "plugin \(name) failed: it \(reason); it was stopped, its stores are gone, and the next store/create for one of its features restarts it",
            data: ["plugin": .string(name), "reason": .string(reason)]
        )
    }

    /// The plugin could not be started or was refused.
    package static func unavailable(_ name: String, reason: String) -> ResponseError {
        ResponseError(code: .pluginFailed, message: "plugin \(name) is not running: \(reason)", data: ["plugin": .string(name)])
    }

    /// A store id (or subscription) of an earlier run of a plugin that has since been restarted.
    package static func stale(_ name: String, id: String, generation: Int) -> ResponseError {
        ResponseError(
            code: .pluginFailed,
            message: "\"\(id)\" belonged to an earlier run of plugin \(name), which exited; it is gone (the plugin now runs as run \(generation))",
            data: ["plugin": .string(name), "id": .string(id)]
        )
    }
}
