import Testing

@Suite("Plugin addresses")
struct PluginAddressTests {
    @Test func placeholder() {}
}
