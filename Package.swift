// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "uistate",
    products: [
        .executable(name: "uistate", targets: ["uistate"]),
        .library(name: "JSONValue", targets: ["JSONValue"]),
        .library(name: "StoreRuntime", targets: ["StoreRuntime"]),
        .library(name: "StoreTesting", targets: ["StoreTesting"]),
        // What a feature's tests import: TestStore failures and schema checks as Swift Testing issues.
        .library(name: "StoreTestSupport", targets: ["StoreTestSupport"]),
        .library(name: "StorePersistence", targets: ["StorePersistence"]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "HTMLRendering", targets: ["HTMLRendering"]),
        .library(name: "RPCProtocol", targets: ["RPCProtocol"]),
        .library(name: "UIStateProtocol", targets: ["UIStateProtocol"]),
        .library(name: "RPCTransport", targets: ["RPCTransport"]),
        .library(name: "PluginAPI", targets: ["PluginAPI"]),
        .library(name: "HostCore", targets: ["HostCore"]),
        .library(name: "Conformance", targets: ["Conformance"]),
        .library(name: "Scenario", targets: ["Scenario"]),
        // The scenario format as values and JSON, without the loader's YAML or the runner.
        .library(name: "ScenarioModel", targets: ["ScenarioModel"]),
        .library(name: "YAML", targets: ["YAML"]),
        .library(name: "PluginHost", targets: ["PluginHost"]),
        .library(name: "ProcessSpawning", targets: ["ProcessSpawning"]),
        // What a Swift package imports to serve its own features as a plugin.
        .library(name: "UIStatePlugin", targets: ["UIStatePlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]
        ),

        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),

        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),

        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),

        // ISO 8601 text of an instant, for JSON dates and the store clock; depends on nothing.
        .target(
            name: "Timestamps",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TimestampsTests",
            dependencies: [
                "Timestamps",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "JSONValue",
            dependencies: [
                "CJansson",
                "Timestamps",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JSONValueTests",
            dependencies: [
                "ProcessSpawning",
                "JSONValue",
                "RPCTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        // Run twice by JSONValueTests to compare encodings made in two processes.
        .executableTarget(
            name: "EncodingDeterminismProbe",
            dependencies: [
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        // The line diff that test and scenario failures print; depends on nothing.
        .target(
            name: "TextDiff",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TextDiffTests",
            dependencies: [
                "TextDiff",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "StoreRuntime",
            dependencies: [
                "Timestamps",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "StoreRuntimeTests",
            dependencies: [
                "StorePersistence",
                "StoreRuntime",
                "StoreTesting",
                "StoreTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "StoreTesting",
            dependencies: [
                "StoreRuntime",
                "TextDiff",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "StoreTestingTests",
            dependencies: [
                "StoreRuntime",
                "StoreTesting",
                "StoreTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        // Adapts TestStore failures and schema checks to Swift Testing; only tests depend on it.
        .target(
            name: "StoreTestSupport",
            dependencies: [
                "PluginAPI",
                "StoreRuntime",
                "StoreTesting",
            ],
            swiftSettings: swiftSettings
        ),

        // Golden-file comparison for test targets (Goldens/ beside the tests, UISTATE_RECORD=1).
        .target(
            name: "GoldenFiles",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "GoldenFilesTests",
            dependencies: [
                "GoldenFiles",
            ],
            exclude: [
                "Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "StorePersistence",
            dependencies: [
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "StorePersistenceTests",
            dependencies: [
                "ProcessSpawning",
                "RPCTestSupport",
                "StoreRuntime",
                "StorePersistence",
                "StoreTestSupport",
                "StoreTesting",
            ],
            swiftSettings: swiftSettings
        ),
        // Spawned and killed with SIGKILL by StorePersistenceTests to prove writes are atomic.
        .executableTarget(
            name: "PersistenceKillProbe",
            dependencies: [
                "StorePersistence",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Components",
            dependencies: [
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ComponentsTests",
            dependencies: [
                "GoldenFiles",
                "Components",
                "JSONValue",
            ],
            exclude: [
                "Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        // The rendered tree as a self-contained HTML page (issue 23); knows components, not the host.
        .target(
            name: "HTMLRendering",
            dependencies: [
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HTMLRenderingTests",
            dependencies: [
                "GoldenFiles",
                "HTMLRendering",
                "Components",
                "JSONValue",
            ],
            exclude: [
                "Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        // Static pages around screens: the replay report and the gallery (issue 23).
        .target(
            name: "HTMLReports",
            dependencies: [
                "HTMLRendering",
                "Scenario",
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "PluginAPI",
            dependencies: [
                "StoreRuntime",
                "Components",
                "HTMLRendering",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PluginAPITests",
            dependencies: [
                "PluginAPI",
                "Features",
                "Components",
                "JSONValue",
                "StoreRuntime",
                "StoreTestSupport",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Features",
            dependencies: [
                "PluginAPI",
                "StoreRuntime",
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FeaturesTests",
            dependencies: [
                "GoldenFiles",
                "Features",
                "StoreRuntime",
                "Components",
                "JSONValue",
                "StorePersistence",
                "StoreTesting",
                "StoreTestSupport",
            ],
            exclude: [
                "Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "RPCProtocol",
            dependencies: [
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RPCProtocolTests",
            dependencies: [
                "RPCProtocol",
                // host/echo, the method these tests exercise cancellation and batches with.
                "UIStateProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        // uistate's messages over JSON-RPC: requests, results, notifications, error codes, the
        // OpenRPC document and the method table (as LanguageServerProtocol beside its JSON-RPC layer).
        // The request types and the document's text are generated from protocol/openrpc.json.
        .target(
            name: "UIStateProtocol",
            dependencies: [
                "RPCProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings,
            plugins: [
                "ProtocolCodegenPlugin",
            ]
        ),
        // Swift source for UIStateProtocol from the OpenRPC document: what the plugin's tool runs.
        .target(
            name: "ProtocolCodegen",
            dependencies: [
                "RPCProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ProtocolCodegenTool",
            dependencies: [
                "ProtocolCodegen",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        // Runs ProtocolCodegenTool on protocol/openrpc.json whenever UIStateProtocol builds.
        .plugin(
            name: "ProtocolCodegenPlugin",
            capability: .buildTool(),
            dependencies: [
                "ProtocolCodegenTool",
            ]
        ),
        .testTarget(
            name: "ProtocolCodegenTests",
            dependencies: [
                "GoldenFiles",
                "ProtocolCodegen",
                "UIStateProtocol",
                "RPCProtocol",
                "JSONValue",
            ],
            exclude: [
                "Goldens",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "UIStateProtocolTests",
            dependencies: [
                "UIStateProtocol",
                "RPCProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "RPCTransport",
            dependencies: [
                "RPCProtocol",
                "JSONValue",
                "ProcessSpawning",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "RPCTransportTests",
            dependencies: [
                "RPCTransport",
                "RPCProtocol",
                "RPCTestSupport",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        // glibc's pipe2, closefrom and chdir file actions, hidden from Swift behind _GNU_SOURCE.
        .target(
            name: "CSpawn"
        ),
        // The one way any target starts a child process.
        .target(
            name: "ProcessSpawning",
            dependencies: [
                "CSpawn",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ProcessSpawningTests",
            dependencies: [
                "ProcessSpawning",
            ],
            swiftSettings: swiftSettings
        ),

        // JSON-RPC over HTTP (libmicrohttpd): the same connections as stdio, plus Server-Sent Events.
        .target(
            name: "HTTPTransport",
            dependencies: [
                "CMicroHTTPD",
                "RPCProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HTTPTransportTests",
            dependencies: [
                "HTTPTransport",
                "RPCProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        // The inspector's page (inspector/), embedded by scripts/generate-protocol-embeds.py.
        .target(
            name: "InspectorPage",
            swiftSettings: swiftSettings
        ),

        .target(
            name: "RPCTestSupport",
            dependencies: [
                "ProcessSpawning",
                "RPCProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "HostCore",
            dependencies: [
                "PluginAPI",
                "ScenarioModel",
                "HTMLRendering",
                "RPCProtocol",
                "UIStateProtocol",
                "StoreRuntime",
                "StorePersistence",
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HostCoreTests",
            dependencies: [
                "HostCore",
                "PluginAPI",
                "Features",
                "RPCProtocol",
                "UIStateProtocol",
                "RPCTestSupport",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "PluginHost",
            dependencies: [
                "ProcessSpawning",
                "RPCProtocol",
                "UIStateProtocol",
                "RPCTransport",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PluginHostTests",
            dependencies: [
                "PluginHost",
                "RPCProtocol",
                "UIStateProtocol",
                "RPCTestSupport",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "UIStatePlugin",
            dependencies: [
                "Explore",
                "HostCore",
                "PluginAPI",
                "RPCProtocol",
                "UIStateProtocol",
                "RPCTransport",
                "StoreRuntime",
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        // A plugin that misbehaves on purpose (stops answering, garbage, wrong ids, bad
        // framing, slow answers): what PluginHostTests hold the host's timeouts against.
        .executableTarget(
            name: "AdversarialPlugin",
            dependencies: [
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        // The plugin PluginHostTests load, crash and restart: serves `tally`.
        .executableTarget(
            name: "ExamplePlugin",
            dependencies: [
                "UIStatePlugin",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Conformance",
            dependencies: [
                "ProcessSpawning",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "Conformance",
                "RPCProtocol",
                "UIStateProtocol",
                "RPCTestSupport",
                "JSONValue",
                "uistate",
            ],
            exclude: [
                "Fixtures",
            ],
            swiftSettings: swiftSettings
        ),

        // The scenario format's value types and their JSON form: what the loader reads into and
        // what history/export writes, with no YAML, files or runner.
        .target(
            name: "ScenarioModel",
            dependencies: [
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "Scenario",
            dependencies: [
                "ScenarioModel",
                "UIStateProtocol",
                "JSONValue",
                "Components",
                "TextDiff",
                "YAML",
            ],
            swiftSettings: swiftSettings
        ),
        // YAML 1.2 (core schema) read with libyaml into JSONValue plus positions, and written back.
        .target(
            name: "YAML",
            dependencies: [
                "CYAML",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "YAMLTests",
            dependencies: [
                "YAML",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        // Writes the YAML form of scenario files (scripts/generate-yaml-scenarios.sh).
        .executableTarget(
            name: "ScenarioYAMLExport",
            dependencies: [
                "YAML",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ScenarioTests",
            dependencies: [
                "Scenario",
                "ScenarioInProcess",
                "ScenarioServer",
                "RPCTestSupport",
                "JSONValue",
                "Components",
                "YAML",
                "uistate",
            ],
            exclude: [
                "Fixtures",
            ],
            swiftSettings: swiftSettings
        ),
        // The in-process SessionChannel over HostCore, so that Scenario itself never depends
        // on a host.
        .target(
            name: "ScenarioInProcess",
            dependencies: [
                "Scenario",
                "HostCore",
                "PluginAPI",
                "Features",
                "RPCProtocol",
                "UIStateProtocol",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        // The ScenarioSession over a server process (`replay --server`): spawn, JSON-RPC client,
        // a pool of processes for --jobs.
        .target(
            name: "ScenarioServer",
            dependencies: [
                "ProcessSpawning",
                "Scenario",
                "JSONValue",
                "RPCProtocol",
            ],
            swiftSettings: swiftSettings
        ),

        // State-space exploration of a feature: BFS over taps, texts, appearances and timers.
        .target(
            name: "Explore",
            dependencies: [
                "HostCore",
                "Scenario",
                "RPCProtocol",
                "UIStateProtocol",
                "PluginAPI",
                "StoreRuntime",
                "Components",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ExploreTests",
            dependencies: [
                "Explore",
                "Features",
                "PluginAPI",
                "StoreRuntime",
                "Components",
                "Scenario",
                "ScenarioInProcess",
                "RPCTestSupport",
                "JSONValue",
            ],
            swiftSettings: swiftSettings
        ),

        .executableTarget(
            name: "uistate",
            dependencies: [
                "ProcessSpawning",
                "YAML",
                "CEditLine",
                "HTMLRendering",
                "HTMLReports",
                "Explore",
                "ScenarioServer",
                "HostCore",
                "PluginHost",
                "UIStatePlugin",
                "Features",
                "PluginAPI",
                "Components",
                "RPCTransport",
                "HTTPTransport",
                "InspectorPage",
                "RPCProtocol",
                "UIStateProtocol",
                "Conformance",
                "JSONValue",
                "Scenario",
                "ScenarioInProcess",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "UIStateBench",
            dependencies: [
                "JSONValue",
                "StoreRuntime",
                "Components",
                "HostCore",
                "UIStateProtocol",
                "Features",
                "Explore",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
