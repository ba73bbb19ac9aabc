@testable import HostCore
import Testing

// MARK: - Reading a plugin's ids

/// `PluginAddress(_:)` reads ASCII ids by byte and any other by character; both must read an id
/// as the character search always did.
struct PluginAddressTests {
    @Test(arguments: [
        ("ExamplePlugin/tally-1", "ExamplePlugin", 1, "tally-1"),
        ("ExamplePlugin#3/tally-12", "ExamplePlugin", 3, "tally-12"),
        ("p/a/b", "p", 1, "a/b"),
        ("p#2/x#y", "p", 2, "x#y"),
        ("plügin/störe-1", "plügin", 1, "störe-1"),
        ("plügin#2/x", "plügin", 2, "x"),
        ("p/\u{301}x", nil, 0, ""),
        ("é/\u{301}x/y", "é/\u{301}x", 1, "y"),
    ] as [(String, String?, Int, String)])
    func anIdIsReadIntoPluginRunAndLocalId(_ id: String, plugin: String?, run: Int, local: String) {
        let address = PluginAddress(id)
        #expect(address?.plugin == plugin)
        if let address {
            #expect(address.run == run)
            #expect(address.local == local)
            #expect(address.id == id)
        }
    }

    @Test(arguments: ["counter-1", "/tally-1", "ExamplePlugin/", "#2/x", "p#1/x", "p#0/x", "p#two/x", "p#/x", ""])
    func anIdWithoutAWholePluginPrefixIsNoPluginsId(_ id: String) {
        #expect(PluginAddress(id) == nil)
    }
}
