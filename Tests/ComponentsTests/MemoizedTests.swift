import Components
import JSON
import RPCTestSupport
import Testing

/// `Memoized` reuses a remembered render while its input, environment, place and the ids around
/// it are the same; the tree must always be the one a plain render gives.
@Suite("Memoized content")
struct MemoizedTests {
    private struct Sheet {
        var rows: [Row]
        var selected: Set<Int>
        var size: DynamicTypeSize
        var disabled: Bool
        /// Renders two rows with one explicit id: the second gets a `~2` suffix.
        var duplicateID: Bool
        /// A sheet over the list: every remembered row is then marked covered in the tree.
        var showsSheet = false

        func view() -> some Component<TestAction> {
            VStack {
                Text("\(selected.count) selected").id("count")
                Grid(columns: size.isAccessibilitySize ? 1 : 2) {
                    ForEach(rows) { row in
                        let isSelected = selected.contains(row.id)
                        Memoized(RowInput(row: row, isSelected: isSelected)) {
                            Button.titleOnly(title: row.title, action: .rowTapped(row.id))
                                .accessibilityLabel(isSelected ? "\(row.title), selected" : row.title)
                            if isSelected { Image(systemName: "checkmark") }
                        }
                        // Changes the replayed nodes after the memo: never the remembered ones.
                        .onAppear(.rowTapped(selected.count))
                    }
                }
                if duplicateID {
                    Memoized(1) { Text("first") }.id("twin")
                    Memoized(1) { Text("second") }.id("twin")
                }
            }
            .disabled(disabled)
            .environment(\.dynamicTypeSize, size)
            .sheet(isPresented: showsSheet, onDismiss: .closeTapped) { Text("sheet") }
        }

        static func random(_ rng: inout SplitMix64) -> Sheet {
            let count = Int.random(in: 0...30, using: &rng)
            return Sheet(
                rows: (0..<count).map { Row(id: $0, title: "t\($0)") }.shuffled(using: &rng),
                selected: Set((0..<count).filter { _ in Bool.random(using: &rng) }),
                size: .large, disabled: false, duplicateID: false
            )
        }

        func mutated(_ rng: inout SplitMix64) -> Sheet {
            var copy = self
            switch Int.random(in: 0...7, using: &rng) {
            case 0: copy.rows.insert(Row(id: 100 + Int.random(in: 0...50, using: &rng), title: "new"), at: Int.random(in: 0...copy.rows.count, using: &rng))
            case 1: if !copy.rows.isEmpty { copy.rows.remove(at: Int.random(in: 0..<copy.rows.count, using: &rng)) }
            case 2: copy.rows.shuffle(using: &rng)
            case 3: if !copy.rows.isEmpty { copy.rows[Int.random(in: 0..<copy.rows.count, using: &rng)].title = "edited" }
            case 4: copy.size = copy.size == .large ? .accessibilityLarge : .large
            case 5: copy.disabled.toggle()
            case 6: if Bool.random(using: &rng) { copy.duplicateID.toggle() } else { copy.showsSheet.toggle() }
            default:
                if let row = copy.rows.randomElement(using: &rng) {
                    if copy.selected.remove(row.id) == nil { copy.selected.insert(row.id) }
                }
            }
            var seen: Set<Int> = []
            copy.rows = copy.rows.filter { seen.insert($0.id).inserted }
            return copy
        }
    }

    private struct RowInput: Equatable {
        var row: Row
        var isSelected: Bool
    }

    @Test func aMemoisedRenderIsAlwaysThePlainRender() async throws {
        // 400 renders, each encoded twice and diffed: a second of CPU in a debug build, off the pool.
        let failure = try await runBlocking { () throws -> String? in
            let seed = UInt64.random(in: 0...UInt64.max)
            var rng = SplitMix64(state: seed)
            let memo = RenderMemo()
            // As a view subscription does: memoised renders, encoded against the last one.
            var encoder = RenderedTreeEncoder<TestAction>(encodeAction: encode)
            var sheet = Sheet.random(&rng)
            var reused = 0
            var previous: JSONValue?
            for step in 0..<400 {
                sheet = Int.random(in: 0..<20, using: &rng) == 0 ? Sheet.random(&rng) : sheet.mutated(&rng)
                let tree = RenderedTree(rendering: sheet.view(), memo: memo)
                reused += memo.reused
                memo.resetCounts()
                let plain = sheet.view().render().json(encodeAction: encode)
                let (encoded, patch) = encoder.encodeWithPatch(tree)
                guard tree.json(encodeAction: encode) == plain, encoded == plain else {
                    return "step \(step) renders or encodes differently with a memo; replay with seed \(seed)"
                }
                // Replayed rows are skipped by the encoder's patch as by the diff.
                guard patch == previous.map({ TreeDiff.patch(from: $0, to: encoded) }) else {
                    return "step \(step): the encoder's patch is not the diff's; replay with seed \(seed)"
                }
                previous = encoded
            }
            if reused == 0 { return "no render reused a memoised row; replay with seed \(seed)" }
            return nil
        }
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func onlyRowsWhoseInputChangedRenderAgain() {
        let memo = RenderMemo()
        var sheet = Sheet(rows: (1...40).map { Row(id: $0, title: "t\($0)") }, selected: [], size: .large, disabled: false, duplicateID: false)
        _ = RenderedTree(rendering: sheet.view(), memo: memo)
        #expect(memo.rendered == 40)
        memo.resetCounts()
        sheet.selected.insert(7)
        let tree = RenderedTree(rendering: sheet.view(), memo: memo)
        #expect(memo.rendered == 1)
        #expect(memo.reused == 39)
        #expect(tree.json(encodeAction: encode) == sheet.view().render().json(encodeAction: encode))
    }

    @Test func rowsInAnotherOrderAreReused() {
        // Met out of the last render's order, each row's entry is still found (by its key).
        let memo = RenderMemo()
        var sheet = Sheet(rows: (1...40).map { Row(id: $0, title: "t\($0)") }, selected: [3], size: .large, disabled: false, duplicateID: false)
        _ = RenderedTree(rendering: sheet.view(), memo: memo)
        memo.resetCounts()
        sheet.rows.reverse()
        sheet.rows.insert(Row(id: 99, title: "new"), at: 20)
        let tree = RenderedTree(rendering: sheet.view(), memo: memo)
        #expect(memo.reused == 40)
        #expect(memo.rendered == 1)
        #expect(tree.json(encodeAction: encode) == sheet.view().render().json(encodeAction: encode))
    }

    @Test func theRootKeepsItsPropertiesWhileTheEnvironmentStays() {
        let memo = RenderMemo()
        let sheet = Sheet(rows: [Row(id: 1, title: "t1")], selected: [], size: .large, disabled: false, duplicateID: false)
        var environment = EnvironmentValues<TestAction>()
        let first = RenderedTree(rendering: sheet.view(), environment: environment, memo: memo)
        let second = RenderedTree(rendering: sheet.view(), environment: environment, memo: memo)
        #expect(second.root.properties.sharesStorage(with: first.root.properties))
        environment.focusedField = "field"
        let third = RenderedTree(rendering: sheet.view(), environment: environment, memo: memo)
        #expect(!third.root.properties.sharesStorage(with: second.root.properties))
        #expect(JSONValue.object(third.root.properties) == environment.json)
        #expect(third.json(encodeAction: encode) == sheet.view().render(environment: environment).json(encodeAction: encode))
    }

    @Test func aChangedEnvironmentRendersEverythingAgain() {
        let memo = RenderMemo()
        var sheet = Sheet(rows: (1...10).map { Row(id: $0, title: "t\($0)") }, selected: [], size: .large, disabled: false, duplicateID: false)
        _ = RenderedTree(rendering: sheet.view(), memo: memo)
        memo.resetCounts()
        sheet.disabled = true
        let tree = RenderedTree(rendering: sheet.view(), memo: memo)
        #expect(memo.reused == 0)
        #expect(tree.node(id: "vstack.0/grid.0/button[3]")?.isEnabled == false)
    }

    @Test func idsThatCollidedAreNotRemembered() {
        let memo = RenderMemo()
        let sheet = Sheet(rows: [], selected: [], size: .large, disabled: false, duplicateID: true)
        _ = RenderedTree(rendering: sheet.view(), memo: memo)
        let tree = RenderedTree(rendering: sheet.view(), memo: memo)
        #expect(tree.node(id: "twin")?.text == "first")
        #expect(tree.node(id: "twin~2")?.text == "second")
        #expect(tree.json(encodeAction: encode) == sheet.view().render().json(encodeAction: encode))
    }
}
