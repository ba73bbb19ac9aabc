#if canImport(Glibc)
import Glibc
#endif
import UIStatePlugin

// The plugin the tests load: serves `tally`. `--protocol-version V` claims another protocol
// version (to test the host refusing it); `--stderr TEXT` writes TEXT to stderr at start-up (to
// test the host draining it with a prefix).
var protocolVersion = UIStateServer.protocolVersion
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    switch option {
    case "--protocol-version":
        protocolVersion = arguments.popFirst() ?? protocolVersion
    case "--stderr":
        let text = (arguments.popFirst() ?? "") + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    default:
        let text = "ExamplePlugin: unknown option \(option)\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
UIStateServer.serve(
    definitions: [FeatureDefinition(TallyFeature.self)], name: "example-plugin", version: "1.0.0",
    protocolVersion: protocolVersion
)
