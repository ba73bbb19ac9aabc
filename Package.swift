// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// One library target per layer; MODULES.md says what each owns and may use, and
// scripts/check-modules.py holds it to this file.

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// MARK: - The toolchain's SwiftSyntax

/// Where the toolchain keeps the SwiftSyntax its own macro plugins use (`usr/lib/swift/host`):
/// `UISTATE_SWIFT_HOST` when set, otherwise beside the `swift` found on `PATH`, symlinks resolved.
/// uistate's macros build against it, so nothing is fetched (docs/macros.md).
let swiftSyntaxHost: String = {
    if let given = Context.environment["UISTATE_SWIFT_HOST"], !given.isEmpty { return given }
    let path = Context.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
        let binary = candidate.resolvingSymlinksInPath()
        return binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
    }
    return "/usr/lib/swift/host"
}()

/// The host modules a macro implementation links; `Sources/MacroExpansions/ToolchainCheck.swift`
/// turns a host without them into one build error that says what to set.
let swiftSyntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics", "SwiftParser",
    "SwiftOperators", "SwiftBasicFormat", "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion",
    "SwiftIfConfig", "SwiftCompilerPluginMessageHandling",
]
// MARK: - Specialised per feature

/// JSON, StoreRuntime, Components and FeatureKit compiled for cross-module optimisation in release
/// builds: the generic code the optimiser can serialise (the builder's items, modifiers,
/// `ForEach`, the store, history, the action decoder, a hosted store's step …) goes into the
/// module's interface with bodies, so a feature's module specialises it for the feature's types
/// where the feature's type is spelled (`PluginFeature.renderTree`, `hostedDispatch`, a builder
/// block) instead of calling generic code that looks each generic type's metadata up
/// (docs/decisions.md, "Host and stores" and "Components and views"). An unsafe flag: allowed in
/// this package and in packages that depend on it by path.
let specialisedPerFeature: [SwiftSetting] = [
    .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]

let swiftSyntaxCompile: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]
let swiftSyntaxLink: [LinkerSetting] = [
    .unsafeFlags(["-L", swiftSyntaxHost] + swiftSyntaxLibraries.map { "-l" + $0 }
        + ["-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]),
]

var package = Package(
    name: "uistate",
    products: [
        .executable(name: "uistate", targets: ["uistate"]),
        // What a feature's author imports: the feature API, the store runtime, components, JSON,
        // and `UIStateServer` to serve features as a plugin.
        .library(name: "UIStatePlugin", targets: ["UIStatePlugin"]),
        // What a feature's tests import: TestStore, golden files, Swift Testing glue.
        .library(name: "UIStateTesting", targets: ["UIStateTesting"]),
        // The Composable Architecture's 1.x API on our runtime: what a TCA feature module and its
        // tests import in place of ComposableArchitecture.
        .library(name: "UIStateTCA", targets: ["UIStateTCA"]),
        // SwiftUI's API on our component model: what a feature's views import in place of SwiftUI.
        .library(name: "UIStateSwiftUI", targets: ["UIStateSwiftUI"]),
    ],
    targets: [
        // MARK: - C shims

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
        // glibc's pipe2, closefrom and chdir file actions, hidden from Swift behind _GNU_SOURCE.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CSpawn"
        ),

        // MARK: - Values and stores

        .target(
            name: "JSON",
            dependencies: [
                "CJansson",
            ],
            swiftSettings: swiftSettings + specialisedPerFeature
        ),
        .testTarget(
            name: "JSONTests",
            dependencies: [
                "JSON",
                "RPCTestSupport",
                "Transport",
            ],
            swiftSettings: swiftSettings
        ),
        // Run twice by JSONTests to compare encodings made in two processes.
        .executableTarget(
            name: "EncodingDeterminismProbe",
            dependencies: [
                "JSON",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "StoreRuntime",
            swiftSettings: swiftSettings + specialisedPerFeature
        ),
        .testTarget(
            name: "StoreRuntimeTests",
            dependencies: [
                "Features",
                "RPCTestSupport",
                "StoreRuntime",
                "Transport",
                "UIStateTesting",
            ],
            swiftSettings: swiftSettings
        ),
        // Spawned and killed with SIGKILL by StoreRuntimeTests to prove writes are atomic.
        .executableTarget(
            name: "PersistenceKillProbe",
            dependencies: [
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Components",
            dependencies: [
                "JSON",
            ],
            swiftSettings: swiftSettings + specialisedPerFeature
        ),
        .testTarget(
            name: "ComponentsTests",
            dependencies: [
                "Components",
                "JSON",
                "RPCTestSupport",
                "UIStateTesting",
            ],
            exclude: [
                "Goldens",
                "HTML/Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Features

        .target(
            name: "FeatureKit",
            dependencies: [
                "Components",
                "JSON",
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings + specialisedPerFeature
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "Components",
                "FeatureKit",
                "Features",
                "HostCore",
                "JSON",
                "StoreRuntime",
                "UIStateTesting",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "UIStateTesting",
            dependencies: [
                "FeatureKit",
                "JSON",
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "UIStateTestingTests",
            dependencies: [
                "RPCTestSupport",
                "StoreRuntime",
                "UIStateTesting",
            ],
            exclude: [
                "GoldenFiles/Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        // What TCA's and SwiftUI's macros (`@Reducer`, `@CasePathable`, `@ObservableState`,
        // `#Preview`…) expand to, written against the toolchain's own SwiftSyntax. A library, so
        // its tests need not depend on the macro target: a test depending on a macro makes
        // SwiftPM build every test target a second time for the host.
        .target(
            name: "MacroExpansions",
            swiftSettings: swiftSettings + swiftSyntaxCompile,
            linkerSettings: swiftSyntaxLink
        ),
        // The compiler plugin that serves them.
        .macro(
            name: "UIStateMacros",
            dependencies: [
                "MacroExpansions",
            ],
            swiftSettings: swiftSettings + swiftSyntaxCompile,
            linkerSettings: swiftSyntaxLink
        ),
        // Each macro's expansion, source in and expanded source out, with its diagnostics.
        .testTarget(
            name: "MacroExpansionsTests",
            dependencies: [
                "JSON",
                "MacroExpansions",
            ],
            swiftSettings: swiftSettings + swiftSyntaxCompile,
            linkerSettings: swiftSyntaxLink
        ),
        // SwiftUI's API on our component model. For now the values TCA features keep in state
        // and actions (Animation, LocalizedStringKey, EditMode).
        // Lets the Swift 6 mode's main-actor checks pass where a host runs views (C: the
        // runtime's hook has no Swift spelling).
        .target(name: "CMainActorIsolation"),
        .target(
            name: "UIStateSwiftUI",
            dependencies: [
                "CMainActorIsolation",
                "Components",
                "JSON",
                "UIStateMacros",
            ],
            swiftSettings: swiftSettings
        ),
        // The tests import only UIStateSwiftUI; their render helper (Support/) reads the tree
        // through the component layer.
        .testTarget(
            name: "UIStateSwiftUITests",
            dependencies: [
                "Components",
                "JSON",
                "UIStateSwiftUI",
            ],
            swiftSettings: [
                .swiftLanguageMode(.v5),
            ]
        ),
        .target(
            name: "UIStateTCA",
            dependencies: [
                "Components",
                "FeatureKit",
                "JSON",
                "StoreRuntime",
                "UIStateMacros",
                "UIStateSwiftUI",
                "UIStateTesting",
            ],
            swiftSettings: swiftSettings
        ),
        // Written as a TCA user writes features and tests: Swift 5 language mode, XCTest
        // (`@MainActor final class … : XCTestCase`) beside Swift Testing, no uistate names
        // but for the JSON bridge, which pins the wire form hosted TCA state takes, and the
        // built-in features, whose reducer tests are ported to TCA's spelling here.
        .testTarget(
            name: "UIStateTCATests",
            dependencies: [
                "Components",
                "FeatureKit",
                "Features",
                "JSON",
                "UIStateTCA",
            ],
            swiftSettings: [
                .swiftLanguageMode(.v5),
            ]
        ),

        // A library module's features as Swift 6 mode compiles them: public types, no
        // inferred `Sendable`, with the macros' expansions and the runtime's requirements.
        .testTarget(
            name: "UIStateTCASwift6Tests",
            dependencies: [
                "UIStateSwiftUI",
                "UIStateTCA",
            ],
            swiftSettings: [
                .swiftLanguageMode(.v6),
            ]
        ),

        .target(
            name: "Features",
            dependencies: [
                "Components",
                "FeatureKit",
                "JSON",
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FeaturesTests",
            dependencies: [
                "Components",
                "Features",
                "JSON",
                "StoreRuntime",
                "UIStateTesting",
            ],
            exclude: [
                "Goldens",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Protocol and transport

        // JSON-RPC 2.0 and uistate's messages; the request types and the OpenRPC document's text
        // are generated from protocol/openrpc.json on every build.
        .target(
            name: "UIStateProtocol",
            dependencies: [
                "JSON",
            ],
            swiftSettings: swiftSettings,
            plugins: [
                "ProtocolCodegenPlugin",
            ]
        ),
        .testTarget(
            name: "UIStateProtocolTests",
            dependencies: [
                "JSON",
                "ProtocolCodegenTool",
                "UIStateProtocol",
                "UIStateTesting",
            ],
            exclude: [
                "Codegen/Goldens",
            ],
            swiftSettings: swiftSettings
        ),
        // Swift source for UIStateProtocol from the OpenRPC document.
        .executableTarget(
            name: "ProtocolCodegenTool",
            dependencies: [
                "JSON",
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

        .target(
            name: "Transport",
            dependencies: [
                "CMicroHTTPD",
                "CSpawn",
                "JSON",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TransportTests",
            dependencies: [
                "JSON",
                "RPCTestSupport",
                "Transport",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Host and what runs on it

        .target(
            name: "Scenario",
            dependencies: [
                "CPNG",
                "CYAML",
                "Components",
                "JSON",
                "Transport",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ScenarioTests",
            dependencies: [
                "Components",
                "Features",
                "HostCore",
                "JSON",
                "RPCTestSupport",
                "Scenario",
                "uistate",
            ],
            exclude: [
                "Fixtures",
            ],
            swiftSettings: swiftSettings
        ),
        // Writes the YAML form of scenario files (scripts/generate-yaml-scenarios.sh).
        .executableTarget(
            name: "ScenarioYAMLExport",
            dependencies: [
                "JSON",
                "Scenario",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "HostCore",
            dependencies: [
                "Components",
                "FeatureKit",
                "JSON",
                "Scenario",
                "StoreRuntime",
                "Transport",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HostCoreTests",
            dependencies: [
                "FeatureKit",
                "Features",
                "HostCore",
                "JSON",
                "RPCTestSupport",
                "StoreRuntime",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        // A plugin that misbehaves on purpose (stops answering, garbage, wrong ids, bad
        // framing, slow answers): what HostCoreTests hold the host's timeouts against.
        .executableTarget(
            name: "AdversarialPlugin",
            dependencies: [
                "JSON",
            ],
            swiftSettings: swiftSettings
        ),
        // The plugin HostCoreTests load, crash and restart: serves `tally`.
        .executableTarget(
            name: "ExamplePlugin",
            dependencies: [
                "HostCore",
                "UIStatePlugin",
            ],
            swiftSettings: swiftSettings
        ),

        // A feature written against TCA's API (UIStateTCA) served as a plugin: what HostCoreTests
        // serve, replay and explore through the `uistate` executable.
        .executableTarget(
            name: "TCAExamplePlugin",
            dependencies: [
                "UIStatePlugin",
                "UIStateTCA",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Explore",
            dependencies: [
                "Components",
                "FeatureKit",
                "HostCore",
                "JSON",
                "Scenario",
                "StoreRuntime",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ExploreTests",
            dependencies: [
                "Components",
                "Explore",
                "FeatureKit",
                "Features",
                "HostCore",
                "JSON",
                "RPCTestSupport",
                "Scenario",
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "Conformance",
            dependencies: [
                "JSON",
                "Transport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "Conformance",
                "JSON",
                "RPCTestSupport",
                "UIStateProtocol",
                "uistate",
            ],
            exclude: [
                "Fixtures",
            ],
            swiftSettings: swiftSettings
        ),

        .target(
            name: "UIStatePlugin",
            dependencies: [
                "Components",
                "Explore",
                "FeatureKit",
                "HostCore",
                "JSON",
                "StoreRuntime",
                "Transport",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),

        // Test helpers several test targets share: the built host over pipes, off-pool work.
        .target(
            name: "RPCTestSupport",
            dependencies: [
                "JSON",
                "StoreRuntime",
                "Transport",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Executables

        .executableTarget(
            name: "uistate",
            dependencies: [
                "CEditLine",
                "Components",
                "Conformance",
                "Explore",
                "FeatureKit",
                "Features",
                "HostCore",
                "JSON",
                "Scenario",
                "Transport",
                "UIStatePlugin",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "UIStateBench",
            dependencies: [
                "Components",
                "Explore",
                "Features",
                "HostCore",
                "JSON",
                "StoreRuntime",
                "UIStateProtocol",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)

// libFuzzer targets (fuzz/run.sh): only with UISTATE_FUZZ=1, since a target whose only entry point
// is `LLVMFuzzerTestOneInput` has no `main` and would break a normal build.
if Context.environment["UISTATE_FUZZ"] == "1" {
    package.targets += [
        .executableTarget(
            name: "FuzzFraming",
            dependencies: [
                "JSON",
                "Transport",
                "UIStateProtocol",
            ],
            path: "fuzz/Sources/FuzzFraming",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "FuzzMessageDecoding",
            dependencies: [
                "JSON",
                "UIStateProtocol",
            ],
            path: "fuzz/Sources/FuzzMessageDecoding",
            swiftSettings: swiftSettings
        ),
    ]
}
