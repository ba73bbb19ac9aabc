import Components
import JSON
import RPCTestSupport
import Testing

/// `RenderedTreeEncoder` reuses the JSON of nodes equal to the last render's; what it returns
/// must always be the tree's JSON, and the diff between two of its results must still apply.
@Suite("Encoding renders against the last one")
struct RenderedTreeEncoderTests {
    /// A node whose own members and children change at once: `TreeDiff` patches the node's
    /// members before its children, though the encoder made the children's operations first;
    /// when children also moved, theirs are the diff by id, after the members' too.
    @Test func aNodesOwnMembersArePatchedBeforeItsChildren() {
        func view(disabled: Bool, text: String, order: [Int]) -> some Component<TestAction> {
            VStack {
                Text(text).id("title")
                ForEach(order, id: \.self) { id in Text("row \(id)").id("row\(id)") }
            }
            .disabled(disabled)
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        var previous = encoder.encode(view(disabled: false, text: "a", order: [1, 2]).render())
        let steps: [(Bool, String, [Int])] = [(true, "b", [1, 2]), (false, "b", [2, 1]), (true, "c", [2, 1, 3]), (true, "c", [2, 1, 3])]
        for (disabled, text, order) in steps {
            let tree = view(disabled: disabled, text: text, order: order).render()
            let (encoded, patch) = encoder.encodeWithPatch(tree)
            #expect(encoded == tree.json(encodeAction: encode))
            #expect(patch == TreeDiff.patch(from: previous, to: encoded), "disabled \(disabled), text \(text), order \(order)")
            previous = encoded
        }
    }

    /// In place, the test keeps each fresh JSON rather than the encoder's result, so that the
    /// last JSON is the encoder's alone and changed into the next.
    @Test(arguments: [false, true])
    func everyEncodingEqualsTheFreshJSONAndEveryPatchApplies(inPlace: Bool) async throws {
        // 400 renders, each encoded twice and diffed: a second of CPU in a debug build, off the pool.
        let failure = try await runBlocking { () throws -> String? in
            let seed = UInt64.random(in: 0...UInt64.max)
            var rng = SplitMix64(state: seed)
            var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode, changingLastInPlace: inPlace)
            var screen = Screen.random(&rng)
            var previous = encoder.encode(screen.view().render())
            if inPlace { previous = screen.view().render().json(encodeAction: encode) }
            for step in 0..<400 {
                screen = Int.random(in: 0..<10, using: &rng) == 0 ? Screen.random(&rng) : screen.mutated(&rng)
                let tree = screen.view().render()
                let (encoded, madePatch) = encoder.encodeWithPatch(tree)
                let fresh = tree.json(encodeAction: encode)
                guard encoded == fresh else {
                    return "step \(step) encodes differently from json(encodeAction:); replay with seed \(seed)"
                }
                let patch = TreeDiff.patch(from: previous, to: encoded)
                guard try patch.apply(to: previous) == fresh else {
                    return "step \(step): the patch does not rebuild the tree; replay with seed \(seed)"
                }
                guard madePatch == patch else {
                    return "step \(step): the encoder's patch is not the diff's; replay with seed \(seed)\n- expected \(patch.json)\n+ actual   \(madePatch.map { "\($0.json)" } ?? "nil")"
                }
                previous = inPlace ? fresh : encoded
            }
            return nil
        }
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// The patch made while encoding is the diff's, operation for operation, whatever changed:
    /// a field's text (its input action), a node's type, members gained and lost, rows moved.
    @Test func thePatchMadeWhileEncodingIsTheDiffs() {
        func view(_ shape: Int, _ text: String, order: [Int]) -> some Component<TestAction> {
            VStack {
                switch shape {
                case 0: Text("Save").id("save")
                case 1: Text("Save").onTapGesture(.saveTapped).id("save")
                default: Button.titleOnly(title: "Save", action: .saveTapped).id("save")
                }
                TextField(text: text, onChange: { .textChanged($0) }).focused(false, onChange: { .focusChanged($0) }).id("field")
                ForEach(order, id: \.self) { id in Text("row \(id)").id("row\(id)") }
            }
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        var previous = encoder.encode(view(0, "", order: [1, 2, 3]).render())
        #expect(encoder.encodeWithPatch(view(0, "", order: [1, 2, 3]).render()).patch == JSONPatch())
        previous = encoder.encode(view(0, "", order: [1, 2, 3]).render())
        let steps: [(Int, String, [Int])] = [
            (0, "a", [1, 2, 3]), (1, "a", [1, 2, 3]), (1, "ab", [3, 1, 2]), (2, "ab", [3, 2]), (0, "", [4, 3, 2, 1]),
            (2, "x", []), (2, "x", [5]),
        ]
        for (shape, text, order) in steps {
            let tree = view(shape, text, order: order).render()
            let (encoded, patch) = encoder.encodeWithPatch(tree)
            #expect(encoded == tree.json(encodeAction: encode))
            #expect(patch == TreeDiff.patch(from: previous, to: encoded), "shape \(shape), text \(text), order \(order)")
            previous = encoded
        }
        encoder.reset()
        #expect(encoder.encodeWithPatch(view(0, "", order: []).render()).patch == nil, "no last render to patch from")
    }

    /// An encoder that changes its last JSON in place leaves a result the caller kept as it was
    /// (copied where it changes), and a node rendered anew with equal members is kept: its
    /// members are those of the last JSON, and the patch names only what changed.
    @Test func aKeptResultIsNotChangedInPlace() throws {
        func view(count: Int, title: String) -> some Component<TestAction> {
            VStack {
                Text("count \(count)").id("count")
                Text(title).id("title")
                TextField(text: String(count), onChange: { .textChanged($0) }).focused(false, onChange: { .focusChanged($0) }).id("field")
            }
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode, changingLastInPlace: true)
        let first = encoder.encode(view(count: 1, title: "same").render())
        let firstText = first.serialized()
        let (second, patch) = encoder.encodeWithPatch(view(count: 2, title: "same").render())
        #expect(first.serialized() == firstText, "the kept result was changed")
        #expect(second == view(count: 2, title: "same").render().json(encodeAction: encode))
        #expect(patch == TreeDiff.patch(from: first, to: second))
        #expect(patch?.operations.map(\.path.description) == [
            "/children/0/children/0/properties/text", "/children/0/children/0/accessibility/label",
            "/children/0/children/2/properties/text", "/children/0/children/2/interactions/input/action/textChanged",
        ])
        let title = JSONPointer(tokens: ["children", "0", "children", "1", "properties"])
        #expect(second[pointer: title]?.sharesStorage(with: first[pointer: title] ?? .null) == true, "the equal node's members are kept")
        // Dropped now: the next render changes the encoder's JSON in place, to the same result.
        let secondText = second.serialized()
        _ = consume second
        let (third, thirdPatch) = encoder.encodeWithPatch(view(count: 3, title: "other").render())
        #expect(third == view(count: 3, title: "other").render().json(encodeAction: encode))
        #expect(thirdPatch == TreeDiff.patch(from: try JSONValue(parsing: secondText), to: third))
    }

    @Test func anUnchangedRenderIsTheLastJSONItselfAndAnEmptyPatch() {
        let screen = Screen(rows: (1...50).map { Row(id: $0, title: "t\($0)") }, showsBanner: true, isSaving: false, size: .large)
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        let first = encoder.encode(screen.view().render())
        let second = encoder.encode(screen.view().render())
        #expect(second.sharesStorage(with: first))
        #expect(TreeDiff.patch(from: first, to: second).isEmpty)
    }

    @Test func oneEditedRowReusesEveryOtherRow() throws {
        let before = Screen(rows: (1...50).map { Row(id: $0, title: "t\($0)") }, showsBanner: false, isSaving: false, size: .large)
        var after = before
        after.rows[7].title = "edited"
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        let first = encoder.encode(before.view().render())
        let second = encoder.encode(after.view().render())
        let rowsPointer = try JSONPointer(parsing: "/children/0/children/1/children")
        let oldRows = try #require(first[pointer: rowsPointer]?.arrayValue)
        let newRows = try #require(second[pointer: rowsPointer]?.arrayValue)
        let reused = zip(oldRows, newRows).filter { $0.sharesStorage(with: $1) }.count
        #expect(reused == 49)
        #expect(!newRows[7].sharesStorage(with: oldRows[7]))
        #expect(second == after.view().render().json(encodeAction: encode))
    }

    /// Input actions are closures: compared by the action they make from the field's text.
    @Test func aFieldIsReusedOnlyWhileItsInputActionIsTheSame() {
        func view(_ text: String, _ focused: Bool) -> some Component<TestAction> {
            VStack {
                TextField(text: text, onChange: { .textChanged($0) }).id("field")
                Text(focused ? "focused" : "idle")
            }
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        let first = encoder.encode(view("a", false).render())
        let same = encoder.encode(view("a", true).render())
        let edited = encoder.encode(view("b", true).render())
        let field = JSONPointer(tokens: ["children", "0", "children", "0"])
        #expect(same[pointer: field]?.sharesStorage(with: first[pointer: field] ?? .null) == true)
        #expect(edited[pointer: field]?.sharesStorage(with: same[pointer: field] ?? .null) == false)
        #expect(edited == view("b", true).render().json(encodeAction: encode))
    }

    /// A node whose own content changed is encoded again, but its actions equal to the last
    /// render's are not: on the host each one costs a bridge encoding.
    @Test func aChangedFieldEncodesOnlyTheActionThatChanged() {
        func view(_ text: String) -> some Component<TestAction> {
            TextField(text: text, onChange: { .textChanged($0) }).focused(false, onChange: { .focusChanged($0) }).id("field")
        }
        let encodings = CountedEncoding()
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encodings.encode)
        _ = encoder.encode(view("a").render())
        #expect(encodings.actions.count == 3)
        encodings.actions = []
        let edited = encoder.encode(view("b").render())
        #expect(encodings.actions == [.textChanged("b")])
        #expect(edited == view("b").render().json(encodeAction: encode))
        encodings.actions = []
        let again = encoder.encode(view("a").render())
        #expect(encodings.actions == [.textChanged("a")], "only the last render's encodings are kept")
        #expect(again == view("a").render().json(encodeAction: encode))
    }

    /// A field whose text alone changed keeps its last `interactions` but for `input`: its focus
    /// and blur are the last render's JSON, unread; when they changed too, they are made anew.
    @Test func aFieldWhoseTextAloneChangedRemakesOnlyItsInput() throws {
        func view(_ text: String, flipped: Bool = false) -> some Component<TestAction> {
            TextField(text: text, onChange: { .textChanged($0) }).focused(false, onChange: { .focusChanged($0 != flipped) }).id("field")
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        let first = encoder.encode(view("a").render())
        let (edited, patch) = encoder.encodeWithPatch(view("b").render())
        #expect(edited == view("b").render().json(encodeAction: encode))
        let interactions = ["children", "0", "interactions"]
        for kept in ["focus", "blur"] {
            let pointer = JSONPointer(tokens: interactions + [kept])
            #expect(edited[pointer: pointer]?.sharesStorage(with: first[pointer: pointer] ?? .null) == true, "\(kept)")
        }
        #expect(patch == TreeDiff.patch(from: first, to: edited))
        let (flipped, flippedPatch) = encoder.encodeWithPatch(view("c", flipped: true).render())
        #expect(flipped == view("c", flipped: true).render().json(encodeAction: encode))
        #expect(flippedPatch == TreeDiff.patch(from: edited, to: flipped))
    }

    /// A node whose own content changed keeps the members that did not, as they were: a button
    /// that became disabled gets a new `enabled`, and its properties and interactions are the
    /// last render's (no action encoded again); the patch names only what changed.
    @Test func aChangedNodeKeepsItsUnchangedMembers() throws {
        func view(disabled: Bool) -> some Component<TestAction> {
            Button.titleOnly(title: "Save", action: .saveTapped).disabled(disabled).id("save")
        }
        let encodings = CountedEncoding()
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encodings.encode)
        let first = encoder.encode(view(disabled: false).render())
        encodings.actions = []
        let second = encoder.encode(view(disabled: true).render())
        #expect(second == view(disabled: true).render().json(encodeAction: encode))
        #expect(encodings.actions == [], "the tap's action is the last render's encoding")
        let button = ["children", "0"]
        for kept in ["properties", "accessibility", "interactions"] {
            let pointer = JSONPointer(tokens: button + [kept])
            #expect(second[pointer: pointer]?.sharesStorage(with: first[pointer: pointer] ?? .null) == true, "\(kept)")
        }
        let patch = TreeDiff.patch(from: first, to: second)
        #expect(patch.json == [["op": "replace", "path": "/children/0/enabled", "value": false]])
    }

    /// A node that gains or loses a member (interactions, here) is encoded whole, and so is one
    /// whose type changed under the same id.
    @Test func aNodeThatGainsOrLosesAMemberIsEncodedWhole() {
        func view(_ shape: Int) -> some Component<TestAction> {
            VStack {
                switch shape {
                case 0: Text("Save").id("save")
                case 1: Text("Save").onTapGesture(.saveTapped).id("save")
                default: Button.titleOnly(title: "Save", action: .saveTapped).id("save")
                }
            }
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        for shape in [0, 1, 0, 2, 1, 2, 0] {
            #expect(encoder.encode(view(shape).render()) == view(shape).render().json(encodeAction: encode), "shape \(shape)")
        }
    }
}

/// The test encoding, listing the actions it was asked for.
private final class CountedEncoding {
    var actions: [TestAction] = []

    func encode(_ action: TestAction) -> JSONValue {
        actions.append(action)
        return action.json
    }
}
