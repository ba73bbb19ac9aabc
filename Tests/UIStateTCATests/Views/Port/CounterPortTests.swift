import Features
import UIStateTCA
import XCTest

// The built-in counter's screen against its port to SwiftUI and TCA's spelling (CounterView):
// the two trees node for node, and the same interactions on both.
//
// Every id, type, text, accessibility label, enabled state and input matches, and every tap
// sends the same actions. What cannot match is listed below, each with its reason; anything
// else that differs fails the test. Chosen as the smallest built-in whose screen SwiftUI's
// surface here expresses: a stack of texts, buttons and one field, no design-system-only
// component (a toast, a gallery of button factories, a side button).

final class CounterPortTests: XCTestCase {
    /// A count with a fact loading and one shown, so every node of the screen is there.
    private let busy = CounterFeature.State(count: 3, fact: "3 is odd", isLoadingFact: true, countText: "3")

    func testThePortRendersTheBuiltInsTreeButForTheStatedDifferences() {
        XCTAssertEqual(
            TreeDifferences.between(CounterFeature.view(busy).render(), SwiftUICounter.view(busy).render()),
            Self.textDifferences
                + Self.buttonDifferences("counter.buttons/button.0", action: "decrementButtonTapped")
                + Self.buttonDifferences("counter.buttons/button.1", action: "incrementButtonTapped")
                + Self.buttonDifferences("counter.reset", action: "resetButtonTapped")
                + Self.fieldDifferences
                + [
                    // SwiftUI's `.gray` is the system gray (#8E8E93); the design system's `gray`
                    // is a token, which SwiftUI has no name for.
                    "counter.loading properties: font foreground",
                    "counter.fact properties: font",
                ])
    }

    func testAtZeroBothDisableResetAndOnlyTheBuiltInListsItsRefusedTap() {
        let zero = CounterFeature.State()
        XCTAssertEqual(
            TreeDifferences.between(CounterFeature.view(zero).render(), SwiftUICounter.view(zero).render()),
            Self.textDifferences
                + Self.buttonDifferences("counter.buttons/button.0", action: "decrementButtonTapped")
                + Self.buttonDifferences("counter.buttons/button.1", action: "incrementButtonTapped")
                + [
                    // Both are disabled, so both refuse the tap (reason `disabled`); the design
                    // system's button still lists what it would send, SwiftUI's Button lists
                    // nothing while disabled.
                    #"counter.reset interactions.tap: {"steps":[{"event":{"haptic":{"style":"medium"}}},{"action":"resetButtonTapped"}]} | none"#,
                    "counter.reset properties: " + Self.buttonProperties,
                    "counter.reset children: [] | [counter.reset/text.0]",
                ]
                + Self.fieldDifferences)
    }

    func testTheSameInteractionsSendTheSameActionsButTheFocusTheBuiltInBinds() throws {
        let builtIn = ScreenDriver<CounterFeature>(CounterFeature.State())
        let port = ScreenDriver<SwiftUICounter>(CounterFeature.State())
        let steps: [InteractionOnBoth] = [
            .tap(.id("counter.buttons/button.1")), .tap(.id("counter.buttons/button.1")),
            .tap(.id("counter.buttons/button.0")), .input(.id("counter.field"), "12"), .tap(.id("counter.reset")),
        ]
        for step in steps {
            try builtIn.interact(step)
            try port.interact(step)
        }
        XCTAssertEqual(port.sent, [
            .incrementButtonTapped, .incrementButtonTapped, .decrementButtonTapped, .countTextChanged("12"),
            .resetButtonTapped,
        ])
        // The one difference: typing into the built-in's field focuses it first (its focus is
        // bound to state); the port's field binds no focus (see `fieldDifferences`).
        XCTAssertEqual(builtIn.sent.filter { $0 != .countFieldFocusChanged(true) }, port.sent)
        XCTAssertEqual(builtIn.sent.count, port.sent.count + 1)
        var focused = port.state
        focused.isCountFieldFocused = true
        XCTAssertEqual(builtIn.state, focused)
    }

    // MARK: - The differences, and why

    /// The count's font: SwiftUI's `.headline` is 17 points semibold, as the design system's
    /// `headlineSemibold17`, under SwiftUI's name.
    private static let textDifferences = ["counter.count properties: font"]

    /// The properties of the design system's button (seed 000's: layout, size, haptic, colours)
    /// against SwiftUI's plain `Button` (`style: plain`); a TCA app's SwiftUI view has only the
    /// latter.
    private static let buttonProperties = "background font foreground glassTint hapticFeedback interactiveEffect layout size style title"

    /// A design-system button against SwiftUI's `Button`: the design system's taps with a medium
    /// haptic first and draws its title itself; SwiftUI's sends only the action and its label is
    /// its content, a `text` node (the button still reads as its label's text).
    private static func buttonDifferences(_ id: String, action: String) -> [String] {
        [
            #"\#(id) interactions.tap: {"steps":[{"event":{"haptic":{"style":"medium"}}},{"action":"\#(action)"}]} | {"steps":[{"action":"\#(action)"}]}"#,
            "\(id) properties: " + buttonProperties,
            "\(id) children: [] | [\(id)/text.0]",
        ]
    }

    /// The count field. SwiftUI's `TextField("Count", …)` titles the field with its placeholder
    /// (the design system's has a title above it); the port spells no keyboard type and binds no
    /// focus because UIStateSwiftUI has neither `.keyboardType` nor `@FocusState` yet.
    private static let fieldDifferences = [
        #"counter.field interactions.blur: {"countFieldFocusChanged":false} | none"#,
        #"counter.field interactions.focus: {"countFieldFocusChanged":true} | none"#,
        "counter.field properties: keyboardType placeholder title",
    ]
}

/// One interaction, for running the same steps on two screens.
private enum InteractionOnBoth {
    case tap(Pick)
    case input(Pick, String)
}

extension ScreenDriver {
    fileprivate func interact(_ step: InteractionOnBoth) throws {
        switch step {
        case .tap(let pick): try tap(pick)
        case .input(let pick, let text): try input(pick, text)
        }
    }
}
