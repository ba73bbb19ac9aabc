package import Components
import FeatureKit
package import StoreRuntime

// MARK: - Plugin surface

extension CounterFeature {
    package static let name = "counter"
    package static var initialState: State { State() }

    /// Computed: an array of existential metatypes is not `Sendable`, so a stored `let` warns.
    package static var dependencyKeys: [any DependencyKey.Type] { [NumberFactKey.self] }

    package static let sampleActions: [Action] = [
        .incrementButtonTapped,
        .decrementButtonTapped,
        .resetButtonTapped,
        .countTextChanged("12"),
        .countFieldFocusChanged(true),
        .factResponse("3 is a good number."),
        .factFailed,
    ]

    /// ```
    /// vstack #counter
    ///   text #counter.count "0"
    ///   hstack: button "−", button "+"
    ///   button #counter.reset "Reset"           (disabled at zero)
    ///   textField #counter.field                (focus bound to state)
    ///   text #counter.fact / #counter.loading   (when there is one)
    /// ```
    ///
    /// A change of the count moves only its text and the field: the rest is `Memoized` on what
    /// it reads (the buttons on nothing, the reset on whether the count is zero), so a view
    /// subscription reuses those nodes as they were, unrendered and unencoded.
    package static func view(_ state: State) -> some Component<Action> {
        let isZero = state.count == 0
        return VStack(spacing: 12) {
            Text(String(state.count)).font(.headlineSemibold17).id("counter.count")
            Memoized(Constant()) {
                HStack(spacing: 8) {
                    Button.titleOnly(title: "−", action: .decrementButtonTapped).accessibilityLabel("Decrement")
                    Button.titleOnly(title: "+", action: .incrementButtonTapped).accessibilityLabel("Increment")
                }
            }
            .id("counter.buttons")
            Memoized(isZero) {
                Button.titleOnly(title: "Reset", action: .resetButtonTapped).disabled(isZero)
            }
            .id("counter.reset")
            TextField(text: state.countText, onChange: { .countTextChanged($0) })
                .title("Count")
                .keyboardType(.numberPad)
                .focused(state.isCountFieldFocused, onChange: { .countFieldFocusChanged($0) })
                .id("counter.field")
            if state.isLoadingFact {
                Memoized(Constant()) { Text("Loading a fact…").foreground(.gray) }.id("counter.loading")
            }
            if let fact = state.fact {
                Memoized(fact) { Text(fact) }.id("counter.fact")
            }
        }
        .id("counter")
        .navigationTitle("Counter")
    }

    /// The input of content that reads nothing from the state: always equal to the last one.
    private struct Constant: Equatable {}
}
