import Components
import FeatureKit
import Features
@testable import HostCore
import JSON
import RPCTestSupport
import StoreRuntime
import Testing

/// A view subscription's renders carry the patch from the render before them, made while
/// encoding; a notification sends it instead of diffing, so it must be the diff's, whether the
/// last tree was changed in place (no one else held it) or copied (a caller kept it).
@Suite struct ViewEncodingTests {
    private typealias Counter = CounterFeature

    @Test func eachRenderCarriesTheDiffFromTheOneBefore() throws {
        let encoding = ViewEncoding<Counter.State, Counter.Action>(encodeAction: ActionCoding.encode)
        let environment = EnvironmentValues<Counter.Action>()
        var state = Counter.State()
        func render() -> (tree: JSONValue, patch: JSONPatch?) {
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
            // The last tree is kept here: the render copies what it changes, leaving it as it was.
            let previousText = previous.serialized()
            let (tree, made) = render()
            #expect(previous.serialized() == previousText, "edit \(index): the tree kept was changed")
            #expect(tree == RenderedTree(rendering: Counter.view(state), environment: environment).json(encodeAction: ActionCoding.encode))
            let patch = try #require(made, "edit \(index)")
            #expect(!patch.isEmpty, "edit \(index)")
            #expect(patch == TreeDiff.patch(from: previous, to: tree), "edit \(index)")
            previous = tree
        }
        #expect(first == RenderedTree(rendering: Counter.view(Counter.State()), environment: environment).json(encodeAction: ActionCoding.encode))
        let (same, unchanged) = render()
        #expect(same.sharesStorage(with: previous))
        #expect(unchanged?.isEmpty == true)
    }

    /// The counter's view memoises what a change of the count leaves alone; whatever changes
    /// (state, environment, several at once), a subscription's memoised render and the patch
    /// made while encoding it are the full render's JSON, byte for byte, and the diff from the
    /// tree before. The test keeps the full render, not the subscription's tree, which is then
    /// the encoder's alone and changed in place.
    @Test func aMemoisedRenderAndItsPatchAreTheFullRenderAndItsDiff() async throws {
        // 300 renders, each also rendered whole and diffed: off the pool in a debug build.
        let failure = try await runBlocking { () throws -> String? in
            let seed = UInt64.random(in: 0...UInt64.max)
            var random = SeededRandom(seed: seed)
            let encoding = ViewEncoding<Counter.State, Counter.Action>(encodeAction: ActionCoding.encode)
            var environment = EnvironmentValues<Counter.Action>()
            var state = Counter.State()
            var previous: JSONValue?
            var reused = 0
            for step in 0..<300 {
                for _ in 0...Int.random(in: 0...1, using: &random) {
                    Self.change(&state, &environment, using: &random)
                }
                let (tree, treePatch) = encoding.tree(of: state, environment: environment, shared: SharedSnapshot()) { memo in
                    memo.resetCounts()
                    let rendered = Counter.renderTree(state, environment: environment, memo: memo)
                    reused += memo.reused
                    return rendered
                }
                let full = Counter.renderTree(state, environment: environment, memo: nil).json(encodeAction: ActionCoding.encode)
                guard tree.serialized() == full.serialized() else {
                    return "step \(step): the memoised render is not the full one; replay with seed \(seed)"
                }
                if let previous {
                    let diff = TreeDiff.patch(from: previous, to: full)
                    guard let patch = treePatch, patch == diff else {
                        return "step \(step): the patch is not the diff; replay with seed \(seed)\n- expected \(diff.json)\n+ actual   \(treePatch.map { "\($0.json)" } ?? "nil")"
                    }
                    guard try patch.apply(to: previous) == full else {
                        return "step \(step): the patch does not rebuild the tree; replay with seed \(seed)"
                    }
                }
                previous = full
            }
            return reused == 0 ? "no render reused a memoised subtree; replay with seed \(seed)" : nil
        }
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// One random change a client could cause: an action's effect on the state, or the environment.
    private static func change(_ state: inout Counter.State, _ environment: inout EnvironmentValues<Counter.Action>, using random: inout SeededRandom) {
        switch Int.random(in: 0...8, using: &random) {
        case 0, 1: state.count += 1; state.countText = String(state.count); state.isLoadingFact = true; state.fact = nil
        case 2: state.count -= 1; state.countText = String(state.count); state.isLoadingFact = true; state.fact = nil
        case 3: state = Counter.State(isCountFieldFocused: state.isCountFieldFocused)
        case 4: state.countText = ["", "7", "12", "x", state.countText + "1"][Int.random(in: 0...4, using: &random)]
        case 5: state.isCountFieldFocused.toggle()
        case 6: state.isLoadingFact = false; state.fact = "\(state.count) is a \(Bool.random(using: &random) ? "good " : "")number."
        case 7: state.isLoadingFact = false
        default:
            switch Int.random(in: 0...2, using: &random) {
            case 0: environment.dynamicTypeSize = environment.dynamicTypeSize == .large ? .accessibilityLarge : .large
            case 1: environment.colorScheme = environment.colorScheme == .light ? .dark : .light
            default: environment.isEnabled.toggle()
            }
        }
    }
}
