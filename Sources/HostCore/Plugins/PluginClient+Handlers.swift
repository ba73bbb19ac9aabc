package import JSON

// MARK: - Handlers

extension PluginClient {
    /// Who reads the plugin's output: the plugin's name (for errors) and what to do with
    /// notifications and with its death.
    package struct Handlers: Sendable {
        package var name: String
        /// Which run of the plugin this client is (1 for the first): the prefix of the ids in a
        /// forwarded request's errors (`PluginRouter.prefixed`).
        package var run: Int
        /// Called on the reader thread for each notification; it may block to apply
        /// back-pressure (the plugin then blocks writing).
        package var notification: @Sendable (_ method: String, _ params: JSONValue?) -> Void
        /// Called once when the plugin's stdout ends, with its exit code.
        package var exited: @Sendable (_ status: Int32) -> Void
        /// Called once when the host gives up on the plugin (no answer in time, or a protocol
        /// violation), with the reason, before the plugin is killed.
        package var failed: @Sendable (_ reason: String) -> Void
        /// How long a request may wait for its answer before the plugin counts as hung; nil for
        /// no limit. Wall-clock time: a store's test clock does not change it.
        package var requestTimeout: Duration?

        package init(name: String, run: Int = 1, notification: @escaping @Sendable (String, JSONValue?) -> Void,
                    exited: @escaping @Sendable (Int32) -> Void,
                    failed: @escaping @Sendable (String) -> Void = { _ in },
                    requestTimeout: Duration? = nil) {
            self.name = name
            self.run = run
            self.notification = notification
            self.exited = exited
            self.failed = failed
            self.requestTimeout = requestTimeout
        }
    }
}

// MARK: - PluginStartError

/// A plugin that could not be started, initialized or listed.
package struct PluginStartError: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }
}
