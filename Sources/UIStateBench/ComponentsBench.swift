import Components
import JSON

/// Render, serialize and diff timings of the component model at 1k, 10k and 100k nodes.
///
/// The tree is a list of rows, five nodes each (row stack, two texts, an image, a button), the
/// shape of the seed screens at scale. The diff compares two JSON trees that differ in one row's
/// title. Each figure is the fastest of several runs, which is the least disturbed by the other
/// builds sharing the machine.
enum ComponentsBench {
    enum Action: Sendable {
        case rowTapped(Int)
    }

    struct Row: Identifiable {
        var id: Int
        var title: String
    }

    static func run() {
        print("ComponentsBench (fastest of runs, milliseconds)")
        print("nodes     render  serialize  render+serialize  diff(1 changed)  diff/render+serialize")
        for rowCount in [200, 2_000, 20_000] {
            measure(rowCount: rowCount)
        }
    }

    private static func view(_ rows: [Row]) -> some Component<Action> {
        List {
            ForEach(rows) { row in
                HStack {
                    Text(row.title)
                    Image(systemName: "star")
                    Text("#\(row.id)").font(.captionRegular12)
                    Button.iconOnly(image: "bookmark", action: .rowTapped(row.id))
                }
            }
        }
    }

    private static func encode(_ action: Action) -> JSONValue {
        switch action {
        case .rowTapped(let id): ["rowTapped": .integer(Int64(id))]
        }
    }

    private static func measure(rowCount: Int) {
        let rows = (0..<rowCount).map { Row(id: $0, title: "Row \($0)") }
        var changed = rows
        changed[rowCount / 2].title = "Changed"
        let runs = rowCount >= 20_000 ? 3 : 7

        var nodeCount = 0
        let render = fastest(runs) {
            let tree = view(rows).render()
            nodeCount = tree.nodeCount - 1
            _ = tree.json(encodeAction: encode)
        }
        let tree = view(rows).render()
        let json = tree.json(encodeAction: encode)
        var size = 0
        let serialize = fastest(runs) { size = json.serialized().count }
        let both = fastest(runs) { size = view(rows).render().json(encodeAction: encode).serialized().count }
        let newJSON = view(changed).render().json(encodeAction: encode)
        var operations = 0
        let diff = fastest(runs) { operations = TreeDiff.patch(from: json, to: newJSON).operations.count }
        print(
            pad("\(nodeCount)", 9), pad(ms(render), 7), pad(ms(serialize), 10), pad(ms(both), 17),
            pad(ms(diff), 16), pad(String(format3(diff / both)), 8),
            " (\(size / 1024) KiB, \(operations) ops)"
        )
    }

    private static func fastest(_ runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var best = Double.infinity
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
        }
        return best
    }

    private static func ms(_ seconds: Double) -> String { format3(seconds * 1000) }

    private static func format3(_ value: Double) -> String {
        let scaled = Int(value * 1000 + 0.5)  // no libm in this target
        let whole = scaled / 1000
        let fraction = String(scaled % 1000)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
