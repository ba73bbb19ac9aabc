// swift-tools-version: 6.0
import PackageDescription

// A uistate plugin in its own package: the `stepper` feature, served by the `stepper-plugin`
// executable. Depends on the uistate checkout three levels up.
let package = Package(
    name: "stepper",
    products: [
        .executable(name: "stepper-plugin", targets: ["StepperPlugin"]),
    ],
    dependencies: [
        .package(name: "uistate", path: "../../.."),
    ],
    targets: [
        // The feature: reducer, view, schemas. A library, so that tests can import it.
        .target(
            name: "Stepper",
            dependencies: [
                .product(name: "UIStatePlugin", package: "uistate"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The plugin executable: serves the feature over stdin/stdout.
        .executableTarget(
            name: "StepperPlugin",
            dependencies: [
                "Stepper",
                .product(name: "UIStatePlugin", package: "uistate"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // TestStore failures and schema checks reported as Swift Testing issues at the test's line.
        .testTarget(
            name: "StepperTests",
            dependencies: [
                "Stepper",
                .product(name: "UIStateTesting", package: "uistate"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
