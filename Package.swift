// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode, explicit `any` for existentials and
/// imports that are internal unless marked otherwise.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "uistate",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "StoreRuntime", targets: ["StoreRuntime"]),
        .executable(name: "UIStateBench", targets: ["UIStateBench"]),
    ],
    targets: [
        .target(
            name: "StoreRuntime",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "StoreRuntimeTests",
            dependencies: [
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "UIStateBench",
            dependencies: [
                "StoreRuntime",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
