import Components
import JSON
import RPCTestSupport
import Testing

/// A small deterministic generator so that a failing seed can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct Screen {
    var rows: [Row]
    var showsBanner: Bool
    var isSaving: Bool
    var size: DynamicTypeSize
    var sheetRow: Int?

    func view() -> some Component<TestAction> {
        VStack {
            if showsBanner { Text("banner").id("banner") }
            Text("count \(rows.count)")
            Grid(columns: size.isAccessibilitySize ? 1 : 3) {
                ForEach(rows) { row in
                    VStack {
                        Text(row.title)
                        if row.id % 2 == 0 { Image(systemName: "star") }
                        Button.iconOnly(image: "trash", action: .rowTapped(row.id)).disabled(isSaving)
                    }
                }
            }
            Button.titleOnly(title: isSaving ? "저장 중" : "저장", action: .saveTapped).disabled(isSaving)
        }
        .sheet(item: sheetRow, onDismiss: .dismissed) { id in Text("row \(id)") }
        .environment(\.dynamicTypeSize, size)
    }

    static func random(_ rng: inout SplitMix64) -> Screen {
        var ids = Array(0..<20).shuffled(using: &rng)
        ids = Array(ids.prefix(Int.random(in: 0...12, using: &rng)))
        return Screen(
            rows: ids.map { Row(id: $0, title: "t\(Int.random(in: 0...2, using: &rng))") },
            showsBanner: Bool.random(using: &rng),
            isSaving: Bool.random(using: &rng),
            size: DynamicTypeSize.allCases.randomElement(using: &rng) ?? .large,
            sheetRow: Bool.random(using: &rng) ? Int.random(in: 0...3, using: &rng) : nil
        )
    }

    /// A small edit of this screen: what a user or an effect typically changes at once.
    func mutated(_ rng: inout SplitMix64) -> Screen {
        var copy = self
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            switch Int.random(in: 0...6, using: &rng) {
            case 0: copy.rows.insert(Row(id: 100 + Int.random(in: 0...50, using: &rng), title: "new"), at: Int.random(in: 0...copy.rows.count, using: &rng))
            case 1: if !copy.rows.isEmpty { copy.rows.remove(at: Int.random(in: 0..<copy.rows.count, using: &rng)) }
            case 2: copy.rows.shuffle(using: &rng)
            case 3: if !copy.rows.isEmpty { copy.rows[Int.random(in: 0..<copy.rows.count, using: &rng)].title = "edited" }
            case 4: copy.showsBanner.toggle()
            case 5: copy.isSaving.toggle()
            default: copy.size = DynamicTypeSize.allCases.randomElement(using: &rng) ?? .large
            }
        }
        // Distinct ids, as ForEach data must have.
        var seen: Set<Int> = []
        copy.rows = copy.rows.filter { seen.insert($0.id).inserted }
        return copy
    }
}

@Test func insertingARowIsOneAdd() {
    let before = Screen(rows: [Row(id: 1, title: "a"), Row(id: 2, title: "b")], showsBanner: false, isSaving: false, size: .large)
    var after = before
    after.rows.insert(Row(id: 3, title: "c"), at: 1)
    let patch = TreeDiff.patch(from: before.view().render().json(encodeAction: encode), to: after.view().render().json(encodeAction: encode))
    let names = patch.operations.map(\.name)
    #expect(names.filter { $0 == "add" }.count == 1)
    let added = patch.operations.first { $0.name == "add" }
    #expect(added?.path.description == "/children/0/children/1/children/1")
    #expect(patch.operations.count == 3)  // the add, and the count text and its label
}

@Test func changingOneTitleIsOneReplace() {
    let before = Screen(rows: [Row(id: 1, title: "a")], showsBanner: false, isSaving: false, size: .large)
    var after = before
    after.rows[0].title = "z"
    let patch = TreeDiff.patch(from: before.view().render().json(encodeAction: encode), to: after.view().render().json(encodeAction: encode))
    #expect(patch.operations.map(\.path.description) == [
        "/children/0/children/1/children/0/children/0/properties/text",
        "/children/0/children/1/children/0/children/0/accessibility/label",
    ])
}

/// Members told equal without the member walk are those `==` holds equal: a scalar built anew
/// that is equal gives no operation, one that differs by type (an integer and the same number
/// as a double) or by value is replaced.
@Test func equalScalarsBuiltAnewGiveNoOperation() throws {
    let old = try JSONValue(parsing: #"{"a":1,"b":"long enough to be stored apart","c":true,"d":null,"e":1.5,"f":{"g":"x"},"h":2}"#)
    let new = try JSONValue(parsing: #"{"a":1.0,"b":"long enough to be stored apart","c":true,"d":null,"e":1.5,"f":{"g":"y"},"h":3}"#)
    #expect(TreeDiff.patch(from: old, to: try JSONValue(parsing: old.serialized())).isEmpty)
    #expect(TreeDiff.patch(from: old, to: new).json == [
        ["op": "replace", "path": "/a", "value": 1.0],
        ["op": "replace", "path": "/f/g", "value": "y"],
        ["op": "replace", "path": "/h", "value": 3],
    ])
}

@Test func everyPatchAppliesToTheOldTreeGivingTheNew() async throws {
    // 300 pairs of trees rendered, encoded and diffed: most of a second in a debug build, off the pool.
    let failure = try await runBlocking { () throws -> String? in
        let base = UInt64.random(in: 0...UInt64.max)
        for iteration in 0..<300 {
            let seed = base &+ UInt64(iteration)
            var rng = SplitMix64(state: seed)
            let old = Screen.random(&rng)
            let new = Bool.random(using: &rng) ? old.mutated(&rng) : Screen.random(&rng)
            let oldJSON = old.view().render().json(encodeAction: encode)
            let newJSON = new.view().render().json(encodeAction: encode)
            let patch = TreeDiff.patch(from: oldJSON, to: newJSON)
            let applied = try patch.apply(to: oldJSON)
            guard applied == newJSON else {
                return "patch does not reproduce the new tree; replay with seed \(seed)"
            }
            if oldJSON == newJSON, !patch.isEmpty { return "equal trees gave a patch; replay with seed \(seed)" }
        }
        return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
}
