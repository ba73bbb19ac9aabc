import Dispatch
import JSON
import UIStateProtocol
import Synchronization

// MARK: - PluginSet

/// The external plugins of one host: started at launch, looked up by name and by feature,
/// their notifications forwarded to the client.
///
/// ```swift
/// let plugins = await PluginSet.start(paths: ["/usr/lib/uistate/tally"], localFeatures: ["counter"])
/// PluginRouter.install(plugins, into: &registry)
/// ```
package final class PluginSet: Sendable {
    package let plugins: [ExternalPlugin]
    let localFeatureNames: Set<String>
    /// Passes the plugins' `store/didChange` on to the client that subscribed through them.
    ///
    /// Each plugin's notification handler holds this, not the set: the set holds the plugins, so
    /// a handler holding the set would be a cycle, and breaking it with a weak reference gives
    /// the set a side table, which sends every retain and release of it down the runtime's slow
    /// path. The set is the context of the forwarded requests' handler (`PluginRouter.passOn`),
    /// retained and released a few times a request (~0.3k instructions with the side table).
    let forwarder: SubscriptionForwarder
    private let shuttingDown = Mutex<Task<Void, Never>?>(nil)
    /// Where in `plugins` the last forwarded request's plugin is: a client sends request after
    /// request to one plugin's stores, so the next route is compared with its name first.
    private let lastRouted = Atomic<Int>(0)

    private init(paths: [String], localFeatures: [String], requestTimeout: Duration?) {
        localFeatureNames = Set(localFeatures)
        let forwarder = SubscriptionForwarder()
        self.forwarder = forwarder
        var names: Set<String> = []
        var plugins: [ExternalPlugin] = []
        for path in paths {
            var name = PluginAddress.pluginName(forPath: path)
            // Two plugins with one file name still need distinct prefixes.
            var suffix = 2
            while names.contains(name) {
                name = PluginAddress.pluginName(forPath: path) + "-\(suffix)"
                suffix += 1
            }
            names.insert(name)
            plugins.append(ExternalPlugin(path: path, name: name, requestTimeout: requestTimeout) { plugin, run, method, params in
                Self.forward(plugin, run: run, method: method, params: params, to: forwarder)
            })
        }
        self.plugins = plugins
    }

    /// The default of `--plugin-timeout`.
    package static let defaultRequestTimeout: Duration = .seconds(30)

    /// Starts every plugin, one after another (so that a duplicated feature name is refused in
    /// the later one); failures are written to stderr and kept for `plugin/list`.
    ///
    /// - Parameter requestTimeout: how long a forwarded request may wait for the plugin's answer;
    ///   past it the plugin is taken to be hung, killed, and its requests in flight get −33006.
    package static func start(paths: [String], localFeatures: [String],
                             requestTimeout: Duration? = defaultRequestTimeout) async -> PluginSet {
        let set = PluginSet(paths: paths, localFeatures: localFeatures, requestTimeout: requestTimeout)
        for plugin in set.plugins {
            _ = try? await plugin.ensureRunning { set.reservedNames(except: plugin) }
        }
        return set
    }

    /// Executables in `directory` (sorted by name), for `--plugins-dir`.
    package static func executables(in directory: String) -> [String] {
        Platform.executables(in: directory)
    }

    // MARK: - Lookup

    func plugin(named name: String) -> ExternalPlugin? {
        plugins.first { $0.name == name }
    }

    /// The plugin whose first run's store a forwarded request's route names (`<plugin>/<id>`,
    /// read as it came), and where the plugin's name ends in it (the separator's offset); nil
    /// when the route names none (`PluginAddress.firstRunSeparator`, then no such plugin).
    ///
    /// The plugin of the last route is tried first, by one compare of the route's start with
    /// its name (scanning for the separator and looking the name up cost ~0.3k instructions a
    /// request). Only which plugin is remembered: its run is checked by whoever sends
    /// (`ExternalPlugin.firstRunClient`), so a plugin that died or restarted is never reached
    /// through the memo.
    func firstRunPlugin(routing route: UnsafeRawBufferPointer) -> (plugin: ExternalPlugin, separator: Int)? {
        let last = lastRouted.load(ordering: .relaxed)
        if last < plugins.count, plugins[last].namesFirstRunStore(route) {
            let plugin = plugins[last]
            return (plugin, plugin.nameBytes.count)
        }
        guard let slash = PluginAddress.firstRunSeparator(in: route),
              let index = index(named: UnsafeRawBufferPointer(rebasing: route[..<slash]))
        else { return nil }
        lastRouted.store(index, ordering: .relaxed)
        return (plugins[index], slash)
    }

    /// The index of the plugin named `name` (as bytes).
    private func index(named name: UnsafeRawBufferPointer) -> Int? {
        plugins.firstIndex { $0.isNamed(name) }
    }

    /// The plugin whose latest listing has `feature` (running or exited: an exited one restarts).
    func plugin(forFeature feature: String) -> ExternalPlugin? {
        guard !localFeatureNames.contains(feature) else { return nil }
        return plugins.first { $0.featureNames.contains(feature) }
    }

    /// Feature names served by the host and by every plugin but `plugin`.
    func reservedNames(except plugin: ExternalPlugin) -> Set<String> {
        var names = localFeatureNames
        for other in plugins where other !== plugin {
            names.formUnion(other.featureNames)
        }
        return names
    }

    /// Shuts every running plugin down, all at once, and returns when each has answered: what
    /// the host's `shutdown`, `exit` and end of input run first, so that the notifications of
    /// plugins' stores still on their way are forwarded and owed like the host's own. Once
    /// only: a second caller (an `exit` racing the `shutdown` before it) waits for the first.
    func shutDownDelivering() async {
        let plugins = plugins
        let task = shuttingDown.withLock { task in
            if let task { return task }
            let started = Task {
                await withTaskGroup(of: Void.self) { group in
                    for plugin in plugins {
                        group.addTask { await plugin.shutDownDelivering() }
                    }
                }
            }
            task = started
            return started
        }
        await task.value
    }

    /// Ends every plugin.
    package func stopAll() {
        for plugin in plugins { plugin.stop() }
    }

    // MARK: - Notifications

    func setSink(_ newSink: NotificationSink) {
        forwarder.setSink(newSink)
    }

    /// Forwards a plugin's `store/didChange` with its subscription and store ids rewritten.
    /// Runs on the plugin's reader thread; see `SubscriptionForwarder` for when it waits.
    private static func forward(_ plugin: ExternalPlugin, run: Int, method: String, params: JSONValue?, to forwarder: SubscriptionForwarder) {
        guard method == StoreDidChangeNotification.method else { return }
        forwarder.receive(PluginRewriting.prefixIDs(in: params, plugin: plugin.name, run: run))
    }
}
