import UIStatePlugin

// MARK: - Plugin surface

extension StepperFeature: PluginFeature {
    public static let name = "stepper"
    public static var initialState: State { State() }
    public static let sampleActions: [Action] = [.incrementButtonTapped, .decrementButtonTapped, .stepChanged(5)]

    public static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 8) {
            Text(String(state.count)).id("stepper.count")
            HStack(spacing: 8) {
                Button.titleOnly(title: "−", action: .decrementButtonTapped).accessibilityLabel("Decrement")
                Button.titleOnly(title: "+", action: .incrementButtonTapped).accessibilityLabel("Increment")
            }
            Text("Step \(state.step)").id("stepper.step")
        }
        .id("stepper")
    }

    /// Derived from `State`, with what the type cannot say: a step is at least 1.
    public static let stateSchema = derivedStateSchema.refining("/step", ["minimum": 1])
}
