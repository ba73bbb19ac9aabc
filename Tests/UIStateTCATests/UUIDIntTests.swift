import UIStateTCA
import XCTest

// `UUID(0)`, `UUID(1)`, …: the ids a test expects from an incrementing UUID generator.

final class UUIDIntTests: XCTestCase {
    func testUUIDZeroIsAllZeros() {
        XCTAssertEqual(UUID(0).uuidString, "00000000-0000-0000-0000-000000000000")
    }

    func testAnIntegerFillsTheLastDigitsInHexadecimal() {
        XCTAssertEqual(UUID(1).uuidString, "00000000-0000-0000-0000-000000000001")
        XCTAssertEqual(UUID(255).uuidString, "00000000-0000-0000-0000-0000000000FF")
        XCTAssertEqual(UUID(1 << 48).uuidString, "00000000-0000-0000-0001-000000000000")
        XCTAssertEqual(UUID(1 << 56).uuidString, "00000000-0000-0000-0100-000000000000")
        XCTAssertEqual(UUID(Int.max).uuidString, "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    }

    func testANegativeIntegerIsItsTwosComplementAndDoesNotTrap() {
        XCTAssertEqual(UUID(-1).uuidString, "00000000-0000-0000-FFFF-FFFFFFFFFFFF")
        XCTAssertNotEqual(UUID(-1), UUID(Int.max))
    }

    func testAnIncrementingGeneratorMakesUUIDZeroFirstThenOne() {
        let uuid = UUIDGenerator.incrementing
        XCTAssertEqual(uuid(), UUID(0))
        XCTAssertEqual(uuid(), UUID(1))
        XCTAssertEqual(uuid(), UUID(2))
    }
}
