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
    /// encoded action itself — except a focus, blur or dismissal that is not one action (a SwiftUI
    /// view's own `@State` or `@FocusState` write), shown as `{"steps": […]}` as a tap's.
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
        // Keys distinct by construction: no member is looked up while building.
        var members: [JSONObject.Member] = [
            ("id", .string(id)),
            ("type", .string(type)),
            ("properties", .object(properties)),
            ("accessibility", accessibilityJSON),
            ("enabled", .bool(isEnabled)),
            ("hidden", .bool(isHidden)),
        ]
        if let coveredBy { members.append(("coveredBy", .string(coveredBy.id))) }
        if !interactions.isEmpty {
            members.append(("interactions", interactions.json(text: text, encodeAction: encodeAction)))
        }
        members.append(("children", .array(children)))
        return .object(JSONObject(uniqueMembers: members))
    }

    /// The node's `accessibility` member: `{"label", "role"}`.
    var accessibilityJSON: JSONValue {
        .object(JSONObject(uniqueMembers: [("label", accessibilityLabel.map(JSONValue.string) ?? .null), ("role", .string(role.rawValue))]))
    }
}

extension NodeInteractions {
    func json(text: String?, encodeAction: (Action) -> JSONValue) -> JSONValue {
        // Keys distinct by construction, in the order clients have always seen them. Only the
        // members present are read: each read of an absent one copied a generic optional
        // through its value witnesses (about 1k instructions a member, unspecialised).
        let present = present
        var members: [JSONObject.Member] = []
        if present.contains(.tap) {
            members.append(("tap", ["steps": .array(presentTap.map { $0.json(encodeAction: encodeAction) })]))
        }
        if present.contains(.input), let input {
            members.append(("input", Self.inputJSON(input, text: text, encodeAction: encodeAction)))
        }
        if present.contains(.focusSteps), let focusSteps {
            members.append(("focus", ["steps": .array(focusSteps.map { $0.json(encodeAction: encodeAction) })]))
        } else if present.contains(.focus), let focus {
            members.append(("focus", encodeAction(focus)))
        }
        if present.contains(.blurSteps), let blurSteps {
            members.append(("blur", ["steps": .array(blurSteps.map { $0.json(encodeAction: encodeAction) })]))
        } else if present.contains(.blur), let blur {
            members.append(("blur", encodeAction(blur)))
        }
        if present.contains(.submit), let submit { members.append(("submit", encodeAction(submit))) }
        if present.contains(.appear), let appear { members.append(("appear", encodeAction(appear))) }
        if present.contains(.dismiss), let dismiss {
            members.append(("dismiss", encodeAction(dismiss)))
        } else if present.contains(.dismissSteps), let dismissSteps {
            members.append(("dismiss", ["steps": .array(dismissSteps.map { $0.json(encodeAction: encodeAction) })]))
        }
        return .object(JSONObject(uniqueMembers: members))
    }

    /// The `input` member: what typing `text` does, one action bare, anything else as steps.
    static func inputJSON(
        _ input: @Sendable (String) -> [InteractionStep<Action>], text: String?, encodeAction: (Action) -> JSONValue
    ) -> JSONValue {
        let steps = input(text ?? "")
        if steps.count == 1, case .action(let action) = steps[0] { return ["action": encodeAction(action)] }
        return ["steps": .array(steps.map { $0.json(encodeAction: encodeAction) })]
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

// MARK: - The package's JSON entry points
//
// Every declaration of this module that names a JSON type in a package signature lives in a file
// that imports JSON publicly (here). A `package import JSON` in any file of the module keeps the
// release build's cross-module optimisation from serialising any body that touches a JSON type —
// `RenderedTree.init`, every component's `render` — so a feature's module could not specialise
// them for its `Action` (docs/decisions.md, "Components and views").

extension JSONValue {
    /// A length in points: an integer when whole (`44`, not `44.0`), so trees read as designs do.
    package static func points(_ value: Double) -> JSONValue {
        if abs(value) < 1e15, Double(Int64(value)) == value { return .integer(Int64(value)) }
        return .double(value)
    }

    package static func optionalString(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}

extension Color {
    package var json: JSONValue { .string(name) }
}

extension Font {
    package func json(at dynamicTypeSize: DynamicTypeSize) -> JSONValue {
        // The default size's form is kept by the font (a font is encoded for every text).
        if dynamicTypeSize == .large { return largeJSON }
        return Self.json(name: name, size: size(at: dynamicTypeSize), weight: weight)
    }

    static func json(name: String, size: Int, weight: Weight) -> JSONValue {
        // Keys distinct: built without looking any up.
        .object(JSONObject(uniqueMembers: [
            ("name", .string(name)),
            ("size", .integer(Int64(size))),
            ("weight", .string(weight.rawValue)),
        ]))
    }
}

extension PageEnvironment {
    /// The environment in the root node's properties of a tree's wire form; defaults for what is
    /// missing or unknown.
    package init(rootOf tree: JSONValue) {
        let properties = tree["properties"]
        self.init(
            dynamicTypeSize: properties?["dynamicTypeSize"]?.stringValue.flatMap(DynamicTypeSize.init(rawValue:)) ?? .large,
            colorScheme: properties?["colorScheme"]?.stringValue.flatMap(ColorScheme.init(rawValue:)) ?? .light,
            locale: properties?["locale"]?.stringValue ?? "en-US"
        )
    }
}

extension HTMLRenderer {
    /// The document for a tree in its wire form, in the environment its root node names.
    package func document(tree: JSONValue) -> String {
        document(tree: tree, environment: PageEnvironment(rootOf: tree))
    }

    /// The document for a tree in its wire form, in `environment`.
    package func document(tree: JSONValue, environment: PageEnvironment) -> String {
        document(root: TreeNode(json: tree), environment: environment)
    }
}
