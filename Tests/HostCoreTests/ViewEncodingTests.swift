import Components
import FeatureKit
import Features
@testable import HostCore
import JSON
import StoreRuntime
import Testing

/// A view subscription's renders carry the patch from the render before them, made while
/// encoding; a notification from that very tree sends it instead of diffing, so it must be the
/// diff's, and it must not be taken for any other tree.
@Suite struct ViewEncodingTests {
    private typealias Counter = CounterFeature

    @Test func eachRenderCarriesTheDiffFromTheOneBefore() throws {
        let encoding = ViewEncoding<Counter.State, Counter.Action>(encodeAction: ActionCoding.encode)
        let environment = EnvironmentValues<Counter.Action>()
        var state = Counter.State()
        func render() -> (tree: JSONValue, step: TreeStep?) {
            encoding.tree(of: state, environment: environment, shared: SharedSnapshot()) { memo in
                RenderedTree(rendering: Counter.view(state), environment: environment, memo: memo)
            }
        }
        let (first, none) = render()
        #expect(none == nil, "the first render has nothing to patch from")
        var previous = first
        let edits: [(inout Counter.State) -> Void] = [
            { $0.count += 1; $0.countText = "1" },
            { $0.isLoadingFact = true },
            { $0.isLoadingFact = false; $0.fact = "1 is a number." },
            { $0.isCountFieldFocused = true; $0.countText = "1~/" },
            { $0.count = 0; $0.fact = nil; $0.countText = "0"; $0.isCountFieldFocused = false },
        ]
        for (index, edit) in edits.enumerated() {
            edit(&state)
            let (tree, step) = render()
            #expect(tree == RenderedTree(rendering: Counter.view(state), environment: environment).json(encodeAction: ActionCoding.encode))
            let patch = try #require(step?.patch(from: previous), "edit \(index)")
            #expect(!patch.isEmpty, "edit \(index)")
            #expect(patch == TreeDiff.patch(from: previous, to: tree), "edit \(index)")
            #expect(step?.patch(from: first) == nil || index == 0, "edit \(index): a step starts only from its own tree")
            previous = tree
        }
        let (same, unchanged) = render()
        #expect(same.sharesStorage(with: previous))
        #expect(unchanged?.patch(from: previous)?.isEmpty == true)
    }

    /// An equal tree that is not the same storage (a client's copy rebuilt) is diffed.
    @Test func aStepIsNotTakenForAnEqualCopy() throws {
        let encoding = ViewEncoding<Counter.State, Counter.Action>(encodeAction: ActionCoding.encode)
        let environment = EnvironmentValues<Counter.Action>()
        var state = Counter.State()
        let render = { (state: Counter.State) in
            encoding.tree(of: state, environment: environment, shared: SharedSnapshot()) { memo in
                RenderedTree(rendering: Counter.view(state), environment: environment, memo: memo)
            }
        }
        let first = render(state).tree
        state.count = 5
        let step = try #require(render(state).step)
        let copy = try JSONValue(parsing: first.serialized())
        #expect(copy == first)
        #expect(step.patch(from: copy) == nil)
        #expect(step.patch(from: first) != nil)
    }
}
