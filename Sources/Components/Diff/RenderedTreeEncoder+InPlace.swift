import JSON

// MARK: - The last render's JSON changed in place

extension RenderedTreeEncoder {
    /// Makes `json`, the last render's JSON of `last`, `node`'s, adding to `patch` the operations
    /// ``encode(_:last:lastJSON:patch:)`` adds: in place when the node's children kept their
    /// places and it is not encoded whole (its changed members and children replaced, the rest
    /// left as they are); otherwise by `encode`, which makes the node anew.
    ///
    /// Each container is taken out of its parent (`null` left behind) before it is changed, so
    /// that its storage is unshared when the tree was only the encoder's: the last render's
    /// nodes are changed, not copied and freed. A shared one is copied on write, as usual.
    func update(_ node: RenderedNode<Action>, last: RenderedNode<Action>, json: inout JSONValue, patch: inout TreeDiff.Builder) {
        // A copy of the last node (a `Memoized` row replayed), subtree included.
        if node.hasSameStorage(as: last) { return }
        let newNodes = node.children
        let oldNodes = last.children
        guard case .object(var object) = json, Self.childrenInPlace(newNodes, oldNodes, lastObject: object),
            let kept = keptMembers(of: node, last: last, lastObject: object)
        else {
            json = encode(node, last: last, lastJSON: json, patch: &patch)
            return
        }
        var firstChanged = 0
        while firstChanged < newNodes.count, newNodes[firstChanged].hasSameStorage(as: oldNodes[firstChanged]) {
            firstChanged += 1
        }
        // Equal content, children reused: the last JSON as it is (a shared one not copied).
        if kept.all, firstChanged == newNodes.count { return }
        json = .null
        let childrenPosition = object.count - 1
        let childrenStart = patch.operations.count
        var childrenValue = firstChanged < newNodes.count ? object.takeValue(at: childrenPosition) : .null
        if case .array(var children) = childrenValue {
            childrenValue = .null
            patch.enter("children")
            var position = firstChanged
            while position < newNodes.count {
                if !newNodes[position].hasSameStorage(as: oldNodes[position]) {
                    patch.enter(position: position)
                    update(newNodes[position], last: oldNodes[position], json: &children[position], patch: &patch)
                    patch.leave()
                }
                position += 1
            }
            patch.leave()
            object.setValue(.array(children), at: childrenPosition)
        }
        let childrenEnd = patch.operations.count
        if !kept.all { updateMembers(of: node, kept: kept, in: &object, patch: &patch) }
        ChildrenChanges.moveAfterMembers(start: childrenStart, end: childrenEnd, in: &patch)
        json = .object(object)
    }

    /// Whether the node can be changed in place: its last JSON is laid out as
    /// `json(children:encodeAction:)` lays it out (`children` last, one per last child) and every
    /// child kept its place (`encode` matches them by id otherwise).
    private static func childrenInPlace(
        _ newNodes: [RenderedNode<Action>], _ oldNodes: [RenderedNode<Action>], lastObject: JSONObject
    ) -> Bool {
        let count = newNodes.count
        guard count == oldNodes.count, lastObject.count >= 7, lastObject.key(at: lastObject.count - 1) == "children",
            case .array(let lastChildren) = lastObject.value(at: lastObject.count - 1), lastChildren.count == count
        else { return false }
        var position = 0
        while position < count {
            guard newNodes[position].id == oldNodes[position].id else { return false }
            position += 1
        }
        return true
    }

    /// Replaces the members `kept` says changed with the node's, diffing each against the one it
    /// replaces, in the members' order (as ``encodeMembers`` does, without copying the others).
    private func updateMembers(of node: RenderedNode<Action>, kept: KeptMembers, in object: inout JSONObject, patch: inout TreeDiff.Builder) {
        // Laid out by `json(children:encodeAction:)`: id, type, properties, accessibility,
        // enabled, hidden, [coveredBy], [interactions], children.
        if !kept.properties { Self.replace(at: 2, with: .object(node.properties), in: &object, patch: &patch) }
        if !kept.accessibility { Self.replace(at: 3, with: node.accessibilityJSON, in: &object, patch: &patch) }
        if !kept.enabled { Self.replace(at: 4, with: .bool(node.isEnabled), in: &object, patch: &patch) }
        if !kept.hidden { Self.replace(at: 5, with: .bool(node.isHidden), in: &object, patch: &patch) }
        var interactionsPosition = 6
        if let covered = node.coveredBy {
            if !kept.coveredBy { Self.replace(at: 6, with: .string(covered.id), in: &object, patch: &patch) }
            interactionsPosition = 7
        }
        switch kept.interactions {
        case .remade:
            let made = node.interactions.json(text: node.text, encodeAction: encodeAction)
            Self.replace(at: interactionsPosition, with: made, in: &object, patch: &patch)
        case .inputRemade: updateInput(of: node, at: interactionsPosition, in: &object, patch: &patch)
        case .kept, .absent: break
        }
    }

    /// The `interactions` member with its `input` made anew for the node's text, the others
    /// left as they are (``sameInteractions`` having held them equal): `TreeDiff`'s walk of the
    /// member finds only `input` changed.
    private func updateInput(of node: RenderedNode<Action>, at position: Int, in object: inout JSONObject, patch: inout TreeDiff.Builder) {
        var value = object.takeValue(at: position)
        if case .object(var interactions) = value, let input = node.interactions.input,
            let inputPosition = Self.position(of: "input", in: interactions)
        {
            value = .null
            let made = NodeInteractions<Action>.inputJSON(input, text: node.text, encodeAction: encodeAction)
            let old = interactions.takeValue(at: inputPosition)
            patch.enter(object.key(at: position))
            patch.diffMember(interactions.key(at: inputPosition), old, made)
            patch.leave()
            interactions.setValue(made, at: inputPosition)
            object.setValue(.object(interactions), at: position)
        } else {
            let made = node.interactions.json(text: node.text, encodeAction: encodeAction)
            patch.diffMember(object.key(at: position), value, made)
            object.setValue(made, at: position)
        }
    }

    private static func replace(at position: Int, with value: JSONValue, in object: inout JSONObject, patch: inout TreeDiff.Builder) {
        let old = object.takeValue(at: position)
        patch.diffMember(object.key(at: position), old, value)
        object.setValue(value, at: position)
    }

    private static func position(of key: String, in object: JSONObject) -> Int? {
        var position = 0
        while position < object.count {
            if object.key(at: position) == key { return position }
            position += 1
        }
        return nil
    }
}
