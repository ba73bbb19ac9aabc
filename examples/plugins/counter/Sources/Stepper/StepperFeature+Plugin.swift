import UIStatePlugin

// MARK: - Plugin surface

extension StepperFeature: PluginFeature {
    public static let name = "stepper"
    public static let version = "1.0.0"
    public static var initialState: State { State() }
    public static var launchAction: Action? { nil }
    public static var dependencyKeys: [any DependencyKey.Type] { [] }
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

    public static let stateSchema: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": ["count": ["type": "integer"], "step": ["type": "integer", "minimum": 1]],
        "required": ["count", "step"],
        "additionalProperties": false,
    ]

    public static let actionSchema: JSONValue = [
        "$schema": "http://json-schema.org/draft-07/schema#",
        "oneOf": [
            ["const": "incrementButtonTapped"],
            ["const": "decrementButtonTapped"],
            [
                "type": "object",
                "properties": ["stepChanged": ["type": "integer"]],
                "required": ["stepChanged"],
                "additionalProperties": false,
            ],
        ],
    ]
}
