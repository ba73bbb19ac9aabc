// MARK: - PluginAddress

/// A store id or subscription id as the host shows a plugin's: `<plugin>/<id>` for the
/// plugin's first run, `<plugin>#<run>/<id>` after restarts, so that an id of a run that died
/// never names a store of the next one (whose ids start again at 1).
struct PluginAddress: Equatable {
    let plugin: String
    let run: Int
    /// The id inside the plugin.
    let local: String

    /// Reads an id; nil when it has no plugin prefix.
    init?(_ id: String) {
        // Every forwarded request reads one. An ASCII id (nearly all) is searched by byte, where
        // each byte is a character; any other by character, as "/" followed by a combining mark
        // is one character and no separator. The character search cost about 10k instructions
        // a request. Either way a separator found is one byte, so the next character is the
        // next byte.
        let ascii = id.utf8.allSatisfy { $0 < 0x80 }
        guard let slash = ascii ? id.utf8.firstIndex(of: UInt8(ascii: "/")) : id.firstIndex(of: "/") else { return nil }
        let prefix = id[..<slash]
        local = String(id[id.utf8.index(after: slash)...])
        if let hash = ascii ? prefix.utf8.firstIndex(of: UInt8(ascii: "#")) : prefix.firstIndex(of: "#") {
            guard let run = Int(prefix[prefix.utf8.index(after: hash)...]), run >= 2 else { return nil }
            plugin = String(prefix[..<hash])
            self.run = run
        } else {
            plugin = String(prefix)
            run = 1
        }
        guard !plugin.isEmpty, !local.isEmpty else { return nil }
    }

    /// An id of a plugin's first run read from its bytes, printable ASCII as `RequestBytes`
    /// reads a route: where the plugin's name ends (the separator's offset) in `id`. Nil when
    /// `init?(_:)` would read no first run's address: no separator, an empty name or local id,
    /// or a run (`#`), which is left to it.
    /// One loop over the bytes (the generic `firstIndex` and `contains` over a raw buffer cost
    /// a few hundred instructions a request).
    static func firstRunSeparator(in id: UnsafeRawBufferPointer) -> Int? {
        var slash = 0
        while slash < id.count, id[slash] != UInt8(ascii: "/") {
            if id[slash] == UInt8(ascii: "#") { return nil }
            slash += 1
        }
        guard slash > 0, slash + 1 < id.count else { return nil }
        return slash
    }

    init(plugin: String, run: Int, local: String) {
        self.plugin = plugin
        self.run = run
        self.local = local
    }

    /// The id as the host's clients see it.
    var id: String {
        run == 1 ? "\(plugin)/\(local)" : "\(plugin)#\(run)/\(local)"
    }

    /// A plugin's name from its executable's path: the file name, with characters that would
    /// make ids ambiguous replaced by `_`.
    static func pluginName(forPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let cleaned = String(file.map { $0 == "/" || $0 == "#" || $0 == " " ? "_" : $0 })
        return cleaned.isEmpty ? "plugin" : cleaned
    }
}
