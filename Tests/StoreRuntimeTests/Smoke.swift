import Testing
@testable import StoreRuntime
@Test func placeholderCompiles() {}
