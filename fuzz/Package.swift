// swift-tools-version: 6.0
// libFuzzer targets for the RPC layer. A separate package because a target whose only file defines
// `LLVMFuzzerTestOneInput` has no `main` and would break `swift build` of the root package.
//
//   cd fuzz && swift build -c release --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no .build/release/FuzzFraming -max_total_time=120 corpus/framing
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "uistate-fuzz",
    dependencies: [
        .package(name: "uistate", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzFraming",
            dependencies: [
                .product(name: "RPCTransport", package: "uistate"),
                .product(name: "RPCProtocol", package: "uistate"),
                .product(name: "JSONValue", package: "uistate"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "FuzzMessageDecoding",
            dependencies: [
                .product(name: "RPCProtocol", package: "uistate"),
                .product(name: "JSONValue", package: "uistate"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
