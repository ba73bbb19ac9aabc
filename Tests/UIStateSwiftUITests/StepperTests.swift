import UIStateSwiftUI
import XCTest

// Steppers as a SwiftUI user writes them: a bound value in a range, or their own closures.

private struct Counter: View {
    @State var count: Int

    var body: some View {
        Stepper("Count: \(count)", value: $count, in: 0...3, step: 2)
    }
}

private struct Quantity: View {
    @State private var quantity = 1
    @State private var edits = 0

    var body: some View {
        VStack {
            Stepper(value: $quantity, step: 5, onEditingChanged: { began in if began { edits += 1 } }) {
                Label("Quantity", systemImage: "cart")
            }
            Text("\(edits) edits")
        }
    }
}

private struct Rating: View {
    @State private var stars = 0

    var body: some View {
        Stepper(
            "\(stars) stars",
            onIncrement: stars < 5 ? { stars += 1 } : nil,
            onDecrement: nil)
    }
}

final class StepperTests: XCTestCase {
    func testAStepperShowsItsValueAndRangeWithMinusAndPlusButtons() throws {
        let harness = ViewHarness(Counter(count: 1))
        let stepper = try harness.node(.type("stepper"))

        XCTAssertEqual(try harness.line(.type("stepper")), #"stepper #stepper.0 "Count: 1" value=1"#)
        XCTAssertEqual(stepper.properties["minimum"], 0)
        XCTAssertEqual(stepper.properties["maximum"], 3)
        XCTAssertEqual(stepper.properties["step"], 2)
        XCTAssertEqual(stepper.children.map(\.id), ["stepper.0/decrement", "stepper.0/increment"])
        XCTAssertEqual(stepper.children.map(\.text), ["−", "+"])
        XCTAssertEqual(stepper.children.map(\.accessibilityLabel), ["Decrement", "Increment"])
    }

    func testTappingPlusWritesTheSteppedValueClampedToTheRange() throws {
        let harness = ViewHarness(Counter(count: 1))

        XCTAssertEqual(try harness.tap(.label("Increment")), [#"{"viewState":"Counter#0.count"}"#])

        XCTAssertEqual(try harness.line(.type("stepper")), #"stepper #stepper.0 "Count: 3" value=3"#)
        XCTAssertEqual(try harness.node(.label("Increment")).isEnabled, false, "at the upper bound")
        try harness.tap(.label("Decrement"))
        try harness.tap(.label("Decrement"))
        XCTAssertEqual(try harness.node(.type("stepper")).properties["value"], 0, "1 − 2 clamps to the lower bound")
        XCTAssertEqual(try harness.node(.label("Decrement")).isEnabled, false, "at the lower bound")
        XCTAssertThrowsError(try harness.tap(.label("Decrement")))
    }

    func testAnUnboundedStepperRunsItsEditingCallbacksAroundEachStep() throws {
        let harness = ViewHarness(Quantity())
        XCTAssertEqual(try harness.line(.type("stepper")), #"stepper #vstack.0/stepper.0 "Quantity" value=1"#)
        XCTAssertNil(try harness.node(.type("stepper")).properties["maximum"])

        XCTAssertEqual(
            try harness.tap(.label("Increment")),
            [#"{"viewState":"Quantity#0.edits"}"#, #"{"viewState":"Quantity#0.quantity"}"#])

        XCTAssertEqual(try harness.node(.type("stepper")).properties["value"], 6)
        XCTAssertNoThrow(try harness.node(.text("1 edits")))
    }

    func testClosureStepperDisablesTheButtonWhoseClosureIsNil() throws {
        let harness = ViewHarness(Rating())
        XCTAssertEqual(try harness.node(.label("Decrement")).isEnabled, false)

        try harness.tap(.label("Increment"))

        XCTAssertEqual(try harness.node(.type("stepper")).text, "1 stars")
        XCTAssertNil(try harness.node(.type("stepper")).properties["value"], "no bound value to show")
    }
}

private struct Edges: View {
    @State var small: UInt8 = 255
    @State var large = Int.max

    var body: some View {
        VStack {
            Stepper("Small", value: $small)
            Stepper("Large", value: $large, step: 2)
        }
    }
}

final class StepperEdgeTests: XCTestCase {
    func testAStepPastWhatTheTypeHoldsIsAButtonThatCanGoNoFurther() throws {
        let harness = ViewHarness(Edges())
        XCTAssertEqual(try harness.node(.id("vstack.0/stepper.0/increment")).isEnabled, false)
        XCTAssertEqual(try harness.node(.id("vstack.0/stepper.1/increment")).isEnabled, false)

        try harness.tap(.id("vstack.0/stepper.0/decrement"))

        XCTAssertEqual(try harness.node(.text("Small")).properties["value"], 254)
    }
}
