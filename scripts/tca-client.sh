#!/usr/bin/env bash
# Builds examples/tca-client as a team's own package: it depends on this checkout by git URL
# pinned to a revision, the commit checked out now (uncommitted changes are not in it), as
# docs/macros.md tells users to (the macros' unsafe flags rule out `from:`). Then runs its test.
# `make test` runs it (suite `tca-client`), its build started in the background beside the suites
# that mostly wait. Nothing is fetched: the URL is a file:// one, and uistate needs no package.
#   scripts/tca-client.sh               build and test
#   scripts/tca-client.sh --build-only  only the build (tests included)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
revision=$(git rev-parse HEAD)
# SwiftPM names a package found by URL after the URL's last component, lowercased.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
work=$root/.build/tca-client
mkdir -p "$work"
rm -rf "$work/Sources" "$work/Tests"
cp -R examples/tca-client/Sources examples/tca-client/Tests "$work/"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
// Written by scripts/tca-client.sh: uistate at the commit under test, by git URL and revision.
import PackageDescription

let package = Package(
    name: "tca-client",
    dependencies: [
        .package(url: "file://$root", revision: "$revision"),
    ],
    targets: [
        .target(
            name: "Counter",
            dependencies: [.product(name: "UIStateTCA", package: "$identity")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CounterTests",
            dependencies: ["Counter", .product(name: "UIStateTCA", package: "$identity")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
PACKAGE
cd "$work"
echo "tca-client: uistate at $revision, by git URL file://$root"
swift build --build-tests
[ "${1:-}" = --build-only ] && exit 0
swift test --skip-build
