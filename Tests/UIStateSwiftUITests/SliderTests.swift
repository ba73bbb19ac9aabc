import UIStateSwiftUI
import XCTest

// Sliders as a SwiftUI user writes them; a client sets one by typing a number into it.

private struct Volume: View {
    @State private var volume = 0.5
    @State private var isDragging = false

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, step: 0.5) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Quiet")
            } maximumValueLabel: {
                Text("Loud")
            } onEditingChanged: { editing in
                isDragging = editing
            }
            Text("Volume \(volume)")
        }
    }
}

private struct Brightness: View {
    @State var level: Float = 0.25

    var body: some View {
        Slider(value: $level)
    }
}

final class SliderTests: XCTestCase {
    func testASliderShowsItsValueRangeStepAndLabels() throws {
        let harness = ViewHarness(Volume())
        let slider = try harness.node(.type("slider"))

        XCTAssertEqual(
            try harness.line(.type("slider")),
            #"slider #vstack.0/slider.0 label="Volume" value=0.5 → input {"viewState":"Volume#0.isDragging"}, {"viewState":"Volume#0.volume"}, {"viewState":"Volume#0.isDragging"}"#)
        XCTAssertEqual(slider.properties["minimum"], 0)
        XCTAssertEqual(slider.properties["maximum"], 10)
        XCTAssertEqual(slider.properties["step"], 0.5)
        XCTAssertEqual(slider.properties["minimumLabel"], "Quiet")
        XCTAssertEqual(slider.properties["maximumLabel"], "Loud")
        XCTAssertNil(slider.text, "a slider is not found by a text its value may share")
    }

    func testTypingANumberSetsTheValueRoundedToTheStepBetweenTheEditingCallbacks() throws {
        let harness = ViewHarness(Volume())

        XCTAssertEqual(
            try harness.input(.type("slider"), "7.3"),
            [#"{"viewState":"Volume#0.isDragging"}"#, #"{"viewState":"Volume#0.volume"}"#, #"{"viewState":"Volume#0.isDragging"}"#])

        XCTAssertEqual(try harness.node(.type("slider")).properties["value"], 7.5)
        XCTAssertNoThrow(try harness.node(.text("Volume 7.5")))
    }

    func testATypedNumberOutsideTheRangeIsClampedTextThatIsNoNumberDoesNothingAndNoTextKeepsTheValue() throws {
        let harness = ViewHarness(Volume())
        try harness.input(.type("slider"), "99")
        XCTAssertEqual(try harness.node(.type("slider")).properties["value"], 10)

        XCTAssertEqual(try harness.input(.type("slider"), "loud"), [])
        XCTAssertEqual(try harness.node(.type("slider")).properties["value"], 10)
        XCTAssertEqual(try harness.input(.type("slider"), "").count, 3, "an empty text writes the value it has")
        XCTAssertEqual(try harness.node(.type("slider")).properties["value"], 10)
    }

    func testASliderWithoutStepTakesAnyNumberInItsRange() throws {
        let harness = ViewHarness(Brightness())
        XCTAssertNil(try harness.node(.type("slider")).properties["step"])

        try harness.input(.type("slider"), "0.8")

        XCTAssertEqual(try harness.node(.type("slider")).properties["value"], .double(Double(Float(0.8))))
    }
}
