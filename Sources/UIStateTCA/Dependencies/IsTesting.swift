import Foundation

// MARK: - isTesting

/// Whether this process is running tests, as swift-dependencies' `isTesting`: an app's entry
/// point checks it so that its own store does not start beside the tests' (`if isTesting {
/// EmptyView() } else { AppView(store: Self.store) }`).
///
/// On Linux, `swift test` runs the package's `…PackageTests.xctest` executable (XCTest and Swift
/// Testing alike); Xcode's runner sets `XCTestConfigurationFilePath`.
public let isTesting: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil { return true }
    let arguments = ProcessInfo.processInfo.arguments
    if arguments.first?.hasSuffix(".xctest") == true { return true }
    return arguments.contains("--testing-library")
}()
