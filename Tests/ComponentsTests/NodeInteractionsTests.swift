import Components
import JSON
import Testing

/// `NodeInteractions` keeps its members in a shared box made only once one is set; it must
/// still behave as a value, and the encoder, which compares only the members set, must still
/// see every change.
@Suite("Node interactions")
struct NodeInteractionsTests {
    @Test func aCopyKeepsItsMembersWhenTheOriginalChanges() {
        var original = NodeInteractions<TestAction>()
        original.tap = [.action(.saveTapped)]
        let copy = original
        original.tap = [.action(.closeTapped)]
        original.focus = .focusChanged(true)
        #expect(actions(copy.tap) == [.saveTapped])
        #expect(copy.focus == nil)
        #expect(actions(original.tap) == [.closeTapped])
        #expect(original.focus == .focusChanged(true))
    }

    @Test func aMemberSetAndClearedReadsNilAndTheNodeRendersNoInteractions() {
        var interactions = NodeInteractions<TestAction>()
        interactions.submit = .submitted
        interactions.submit = nil
        #expect(interactions.submit == nil)
        #expect(interactions.tap == nil && interactions.input == nil && interactions.dismiss == nil)
    }

    /// A member is read from the box only when the set of members present lists it: each one
    /// set reads back as set, beside the others, and in a copy.
    @Test func everyMemberSetReadsBackBesideTheOthers() {
        var interactions = NodeInteractions<TestAction>()
        interactions.tap = [.action(.saveTapped)]
        interactions.input = { [.action(.textChanged($0))] }
        interactions.focus = .focusChanged(true)
        interactions.blur = .focusChanged(false)
        interactions.focusSteps = [.action(.rowTapped(1))]
        interactions.blurSteps = [.action(.rowTapped(2))]
        interactions.submit = .submitted
        interactions.appear = .appeared(3)
        interactions.dismiss = .dismissed
        interactions.dismissSteps = [.action(.alertOK)]
        for read in [interactions, { let copy = interactions; return copy }()] {
            #expect(actions(read.tap) == [.saveTapped])
            #expect(actions(read.input?("a")) == [.textChanged("a")])
            #expect(read.focus == .focusChanged(true))
            #expect(read.blur == .focusChanged(false))
            #expect(actions(read.focusSteps) == [.rowTapped(1)])
            #expect(actions(read.blurSteps) == [.rowTapped(2)])
            #expect(read.submit == .submitted)
            #expect(read.appear == .appeared(3))
            #expect(read.dismiss == .dismissed)
            #expect(actions(read.dismissSteps) == [.alertOK])
        }
    }

    /// Every member a node can have, changed one at a time against a node that keeps the
    /// others: each encoding is the fresh JSON, so no changed member goes unseen.
    @Test func theEncoderSeesAChangeInEachMember() {
        func view(_ variant: Int) -> some Component<TestAction> {
            VStack {
                Button.titleOnly(title: "Save", action: variant == 1 ? .closeTapped : .saveTapped).id("save")
                TextField(text: "a", onChange: { .textChanged($0) })
                    .focused(false, onChange: { variant == 2 ? .toggled($0) : .focusChanged($0) })
                    .onSubmit(variant == 3 ? .alertOK : .submitted)
                    .id("field")
                Text("row").onAppear(.appeared(variant == 4 ? 1 : 0)).id("row")
            }
        }
        var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
        for variant in [0, 1, 0, 2, 0, 3, 0, 4, 4, 0] {
            let encoded = encoder.encode(view(variant).render())
            #expect(encoded == view(variant).render().json(encodeAction: encode), "variant \(variant)")
        }
    }
}

/// The actions of `steps`, in order (`nil` when there are no steps).
private func actions(_ steps: [InteractionStep<TestAction>]?) -> [TestAction]? {
    steps?.compactMap { step in
        if case .action(let action) = step { return action }
        return nil
    }
}
