import Features
import UIStateTCA
import XCTest

// The built-in counter's screen against its port to SwiftUI and TCA's spelling (PortedCounterView):
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
            TreeDifferences.between(RenderedScreen<CounterFeature>(busy).tree, RenderedScreen<PortedCounter>(busy).tree),
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
            TreeDifferences.between(RenderedScreen<CounterFeature>(zero).tree, RenderedScreen<PortedCounter>(zero).tree),
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

    func testTheSameInteractionsSendTheSameActionsButTheFocusTheBuiltInBinds() {
        let builtIn = Self.drive(RenderedScreen<CounterFeature>(CounterFeature.State()))
        let port = Self.drive(RenderedScreen<PortedCounter>(CounterFeature.State()))
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

    /// Taps +, +, −, types 12 and taps Reset on `screen`, each step's actions sent through the
    /// reducer before the next.
    private static func drive<Feature>(_ screen: RenderedScreen<Feature>) -> (sent: [CounterFeature.Action], state: CounterFeature.State)
    where Feature.Action == CounterFeature.Action, Feature.State == CounterFeature.State {
        var screen = screen
        var sent: [CounterFeature.Action] = []
        let steps: [(RenderedScreen<Feature>) -> [CounterFeature.Action]] = [
            { $0.tap(.id("counter.buttons/button.1")) }, { $0.tap(.id("counter.buttons/button.1")) },
            { $0.tap(.id("counter.buttons/button.0")) }, { $0.input("12", into: .id("counter.field")) },
            { $0.tap(.id("counter.reset")) },
        ]
        for step in steps {
            let actions = step(screen)
            sent += actions
            screen = screen.sending(actions)
        }
        return (sent, screen.state)
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
