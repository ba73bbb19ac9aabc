public import JSON

extension RenderedTree {
    /// The wire form of the tree: the root node's JSON.
    ///
    /// Every node is `{"id", "type", "properties", "accessibility": {"label", "role"}, "enabled",
    /// "hidden", "coveredBy", "interactions", "children"}`; `interactions` is left out when the node
    /// accepts none, `coveredBy` (the id of the presentation in front of the node) when nothing is.
    /// Each interaction shows the encoded action it would send: `"tap": {"steps": [{"event": …},
    /// {"action": …}]}`, `"input": {"action": …}` built from the field's current text (so a client
    /// sees the action's shape), and `"focus"`, `"blur"`, `"submit"`, `"appear"`, `"dismiss"` as the
    /// encoded action itself — except a dismissal that is not one action (a SwiftUI view's own
    /// `@State` write), shown as `"dismiss": {"steps": […]}`.
    ///
    /// - Parameter encodeAction: the feature's action encoding (the JSON bridge, externally tagged).
    public func json(encodeAction: (Action) -> JSONValue) -> JSONValue {
        root.json(encodeAction: encodeAction)
    }
}

extension RenderedNode {
    /// This node and its subtree in the wire form; see ``RenderedTree/json(encodeAction:)``.
    public func json(encodeAction: (Action) -> JSONValue) -> JSONValue {
        json(children: children.map { $0.json(encodeAction: encodeAction) }, encodeAction: encodeAction)
    }

    /// This node's wire form around children already encoded (``RenderedTreeEncoder`` passes
    /// children it reused).
    func json(children: [JSONValue], encodeAction: (Action) -> JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("type", .string(type)),
            ("properties", .object(properties)),
            (
                "accessibility",
                .object([
                    "label": accessibilityLabel.map(JSONValue.string) ?? .null,
                    "role": .string(role.rawValue),
                ])
            ),
            ("enabled", .bool(isEnabled)),
            ("hidden", .bool(isHidden)),
        ]
        if let coveredBy { members.append(("coveredBy", .string(coveredBy.id))) }
        if !interactions.isEmpty {
            members.append(("interactions", interactions.json(text: text, encodeAction: encodeAction)))
        }
        members.append(("children", .array(children)))
        return .object(JSONObject(members))
    }
}

extension NodeInteractions {
    func json(text: String?, encodeAction: (Action) -> JSONValue) -> JSONValue {
        var object = JSONObject()
        if let tap {
            object["tap"] = ["steps": .array(tap.map { $0.json(encodeAction: encodeAction) })]
        }
        if let input {
            let steps = input(text ?? "")
            if steps.count == 1, case .action(let action) = steps[0] {
                object["input"] = ["action": encodeAction(action)]
            } else {
                object["input"] = ["steps": .array(steps.map { $0.json(encodeAction: encodeAction) })]
            }
        }
        if let focus { object["focus"] = encodeAction(focus) }
        if let blur { object["blur"] = encodeAction(blur) }
        if let submit { object["submit"] = encodeAction(submit) }
        if let appear { object["appear"] = encodeAction(appear) }
        if let dismiss {
            object["dismiss"] = encodeAction(dismiss)
        } else if let dismissSteps {
            object["dismiss"] = ["steps": .array(dismissSteps.map { $0.json(encodeAction: encodeAction) })]
        }
        return .object(object)
    }
}

extension InteractionStep {
    /// `{"event": {"haptic": {…}}}`, `{"action": …}` or `{"viewState": "name"}`.
    public func json(encodeAction: (Action) -> JSONValue) -> JSONValue {
        switch self {
        case .event(let event): ["event": event.json]
        case .action(let action): ["action": encodeAction(action)]
        case .viewState(let change): ["viewState": .string(change.name)]
        }
    }
}
