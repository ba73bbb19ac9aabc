extension RenderedTree {
    /// Taps the node `selector` picks.
    ///
    /// - Returns: the tap's steps: a button with haptics gives the haptic event, then its action.
    /// - Throws: ``ViewError`` when nothing or several match, or the node is hidden, covered by a
    ///   presentation, disabled or not tappable.
    public func tap(_ selector: Selector) throws(ViewError) -> Interaction<Action> {
        try tap(selector, digest: nil)
    }

    /// ``tap(_:)``, the node found through `digest`, this tree's (``find(_:digest:)``).
    package func tap(_ selector: Selector, digest: TreeDigest?) throws(ViewError) -> Interaction<Action> {
        let node = try interactiveNode(selector, verb: "tap", digest: digest)
        guard let steps = node.interactions.tap else { throw unsupported(node, verb: "tap") }
        return Interaction(nodeID: node.id, steps: steps)
    }

    /// Types `text` into the field `selector` picks (replacing its text).
    ///
    /// - Returns: the field's focus action first when it declares one and is not focused yet, then
    ///   the action built from `text`.
    public func input(_ selector: Selector, text: String) throws(ViewError) -> Interaction<Action> {
        try input(selector, text: text, digest: nil)
    }

    /// ``input(_:text:)``, the field found through `digest`, this tree's (``find(_:digest:)``).
    package func input(_ selector: Selector, text: String, digest: TreeDigest?) throws(ViewError) -> Interaction<Action> {
        let node = try interactiveNode(selector, verb: "input", digest: digest)
        guard let makeAction = node.interactions.input else {
            let reason = node.type == "textField" ? "is not editable" : "is not a text field"
            throw unsupported(node, verb: "input", reason: reason)
        }
        var steps: [InteractionStep<Action>] = []
        if let focus = node.interactions.stepsOnFocus, node.properties["focused"] != true {
            steps += focus
        }
        steps += makeAction(text)
        return Interaction(nodeID: node.id, steps: steps)
    }

    /// Focuses the field `selector` picks, or with `nil` unfocuses the focused field(s).
    ///
    /// - Returns: the focus action (none when the field declares no focus binding); for `nil`, the
    ///   blur action of every field whose `focused` is true.
    public func focus(_ selector: Selector?) throws(ViewError) -> Interaction<Action> {
        try focus(selector, digest: nil)
    }

    /// ``focus(_:)``, the field found through `digest`, this tree's (``find(_:digest:)``).
    package func focus(_ selector: Selector?, digest: TreeDigest?) throws(ViewError) -> Interaction<Action> {
        guard let selector else {
            var steps: [InteractionStep<Action>] = []
            var focusedID: String?
            root.forEachNode { node, _ in
                guard node.properties["focused"] == true else { return }
                focusedID = focusedID ?? node.id
                if let blur = node.interactions.stepsOnBlur { steps += blur }
            }
            return Interaction(nodeID: focusedID, steps: steps)
        }
        let node = try interactiveNode(selector, verb: "focus", digest: digest)
        guard node.type == "textField" else { throw unsupported(node, verb: "focus") }
        return Interaction(nodeID: node.id, steps: node.interactions.stepsOnFocus ?? [])
    }

    /// Presses the return key in the field `selector` picks.
    public func submit(_ selector: Selector) throws(ViewError) -> Interaction<Action> {
        let node = try interactiveNode(selector, verb: "submit")
        guard let submit = node.interactions.submit else { throw unsupported(node, verb: "submit") }
        return Interaction(nodeID: node.id, steps: [.action(submit)])
    }

    /// Reports the node `selector` picks as scrolled into view; hidden and disabled nodes may
    /// appear too, since appearing is not a user's action.
    public func appear(_ selector: Selector) throws(ViewError) -> Interaction<Action> {
        try appear(selector, digest: nil)
    }

    /// ``appear(_:)``, the node found through `digest`, this tree's (``find(_:digest:)``).
    package func appear(_ selector: Selector, digest: TreeDigest?) throws(ViewError) -> Interaction<Action> {
        let node = try find(selector, digest: digest)
        guard let appear = node.interactions.appear else { throw unsupported(node, verb: "appear") }
        return Interaction(nodeID: node.id, steps: [.action(appear)])
    }

    /// Dismisses the presentation or alert `selector` picks (a swipe, a tap on the dimmed screen).
    public func dismiss(_ selector: Selector) throws(ViewError) -> Interaction<Action> {
        let node = try interactiveNode(selector, verb: "dismiss")
        guard let steps = node.interactions.dismiss.map({ [.action($0)] }) ?? node.interactions.dismissSteps else {
            throw unsupported(node, verb: "dismiss")
        }
        if node.properties["dismissOnBackgroundTap"] == false {
            throw unsupported(node, verb: "dismiss", reason: "is dismissed only by its content")
        }
        return Interaction(nodeID: node.id, steps: steps)
    }

    // MARK: - Checks

    private func interactiveNode(_ selector: Selector, verb: String, digest: TreeDigest? = nil) throws(ViewError) -> RenderedNode<Action> {
        let node = try find(selector, digest: digest)
        if node.isHidden { throw refusal(node, verb: verb, reason: "hidden", because: "it is hidden") }
        if let presentation = node.coveredBy {
            var error = refusal(node, verb: verb, reason: "covered", because: "it is covered by \(presentation)")
            error.presentation = presentation
            throw error
        }
        if !node.isEnabled { throw refusal(node, verb: verb, reason: "disabled", because: "it is disabled") }
        return node
    }

    private func unsupported(_ node: RenderedNode<Action>, verb: String, reason: String? = nil) -> ViewError {
        refusal(node, verb: verb, reason: "unsupported", because: "a \(node.type) " + (reason ?? "does not accept \(verb)"))
    }

    private func refusal(_ node: RenderedNode<Action>, verb: String, reason: String, because: String) -> ViewError {
        let summary = NodeSummary(node)
        return ViewError(
            kind: .notInteractive,
            message: "cannot \(verb) \(summary): \(because)",
            candidates: [summary],
            reason: reason
        )
    }
}
