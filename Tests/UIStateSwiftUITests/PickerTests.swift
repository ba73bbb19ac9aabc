import UIStateSwiftUI
import XCTest

// Pickers as a SwiftUI user writes them: tagged options, a selection binding, a style.

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
    var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

private struct FlavorForm: View {
    @State private var flavor = Flavor.vanilla

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.name)
                }
            }
            .pickerStyle(.segmented)
            Text("Chosen: \(flavor.name)")
        }
    }
}

private struct SizeForm: View {
    @State private var size: Int?

    var body: some View {
        Picker(selection: $size, label: Text("Size")) {
            Text("Small").tag(1)
            Text("Large").tag(2)
            Text("Not an option")
        }
        .pickerStyle(.menu)
    }
}

final class PickerTests: XCTestCase {
    func testAPickerShowsItsTitleOptionsAndSelection() throws {
        let harness = ViewHarness(FlavorForm())

        XCTAssertEqual(try harness.line(.type("picker")), #"picker #vstack.0/picker.0 "Flavor" selection=Vanilla style=segmented"#)
        XCTAssertEqual(try harness.node(.type("picker")).properties["options"], ["Vanilla", "Chocolate", "Strawberry"])
        XCTAssertEqual(
            try harness.line(.text("Vanilla")),
            #"button #vstack.0/picker.0/button[vanilla] "Vanilla" style=pickerOption selected=true → tap {"viewState":"FlavorForm#0.flavor"}"#)
        XCTAssertEqual(
            try harness.line(.text("Chocolate")),
            #"button #vstack.0/picker.0/button[chocolate] "Chocolate" style=pickerOption → tap {"viewState":"FlavorForm#0.flavor"}"#)
    }

    func testTappingAnOptionWritesItsTagThroughTheSelection() throws {
        let harness = ViewHarness(FlavorForm())

        XCTAssertEqual(try harness.tap(.text("Chocolate")), [#"{"viewState":"FlavorForm#0.flavor"}"#])

        XCTAssertEqual(try harness.node(.type("picker")).properties["selection"], "Chocolate")
        XCTAssertEqual(try harness.node(.text("Chocolate")).properties["selected"], true)
        XCTAssertEqual(try harness.node(.text("Vanilla")).properties["selected"], false)
        XCTAssertNoThrow(try harness.node(.text("Chosen: Chocolate")))
    }

    func testExplicitTagsChooseAnOptionalSelectionAndAnUntaggedOptionIsDisabled() throws {
        let harness = ViewHarness(SizeForm())
        XCTAssertEqual(try harness.line(.type("picker")), #"picker #picker.0 "Size" selection=null style=menu"#)
        XCTAssertEqual(try harness.node(.text("Not an option")).isEnabled, false)
        XCTAssertNil(try harness.node(.text("Not an option")).interactions.tap)

        try harness.tap(.text("Large"))

        XCTAssertEqual(try harness.line(.type("picker")), #"picker #picker.0 "Size" selection=Large style=menu"#)
        XCTAssertEqual(try harness.node(.text("Large")).properties["tag"], "2")
    }

    func testEveryStyleShowsEveryOptionAndNamesItself() throws {
        for (style, name) in [(AnyPickerStyle(.inline), "inline"), (AnyPickerStyle(.wheel), "wheel"), (AnyPickerStyle(.menu), "menu")] {
            let harness = ViewHarness(StyledPicker(style: style))
            XCTAssertEqual(try harness.node(.type("picker")).properties["style"], .string(name))
            XCTAssertEqual(try harness.node(.type("picker")).children.count, 3)
        }
        XCTAssertEqual(try ViewHarness(StyledPicker(style: nil)).line(.type("picker")), #"picker #picker.0 "Flavor" selection=Vanilla"#)
    }

    func testHiddenLabelsAreShownAndTheTitleStaysForSelectors() throws {
        let harness = ViewHarness(FlavorForm().labelsHidden())
        XCTAssertEqual(
            try harness.line(.text("Flavor")),
            #"picker #vstack.0/picker.0 "Flavor" labelsHidden=true selection=Vanilla style=segmented"#)
    }

    func testADisabledPickerOffersNoOption() throws {
        let harness = ViewHarness(FlavorForm().disabled(true))
        XCTAssertNil(try harness.node(.text("Chocolate")).interactions.tap)
        XCTAssertEqual(try harness.node(.text("Chocolate")).isEnabled, false)
    }
}

/// A style chosen at run time, for the loop over styles.
private struct AnyPickerStyle: PickerStyle {
    let name: String
    init<S: PickerStyle>(_ style: S) { name = style.name }
}

private struct StyledPicker: View {
    let style: AnyPickerStyle?
    @State private var flavor = Flavor.vanilla

    var body: some View {
        if let style {
            picker.pickerStyle(style)
        } else {
            picker
        }
    }

    private var picker: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { Text($0.name) }
        }
    }
}
