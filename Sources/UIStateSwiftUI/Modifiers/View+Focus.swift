import Components
import JSON

// MARK: - Focus

extension View {
    /// Binds the focus of the text field in this view to `binding`: focused while it is `true`;
    /// focusing the field writes `true`, unfocusing it `false`.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        focused(binding, equals: true)
    }

    /// Binds the focus of the text field in this view to `binding`: focused while it equals
    /// `value`; focusing the field writes `value`, unfocusing it the state's unfocused value
    /// (`nil`).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusBinding(
            isFocused: { binding.wrappedValue == value },
            focus: { binding.wrappedValue = value },
            blur: { binding.wrappedValue = binding.unfocused }))
    }
}

/// Makes the first text field of the content (the node itself or its first descendant field)
/// show the focus state and write it on focus and blur.
struct FocusBinding: NodeModifier {
    /// Read when the field renders, not when the modifier is made: a `.bind(_:to:)` around the
    /// field may bring the focus in step with the model in between.
    let isFocused: () -> Bool
    let focus: () -> Void
    let blur: () -> Void

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        _ = bindFirstField(in: &node)
    }

    private func bindFirstField<Action>(in node: inout RenderedNode<Action>) -> Bool {
        guard node.type == "textField" else {
            for index in node.children.indices where bindFirstField(in: &node.children[index]) { return true }
            return false
        }
        node.set("focused", .bool(isFocused()))
        if node.isEnabled {
            node.interactions.focusSteps = InteractionRecorder.dryRun(focus)
            node.interactions.blurSteps = InteractionRecorder.dryRun(blur)
        }
        return true
    }
}
