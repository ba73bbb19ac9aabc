import FeatureKit
import Foundation
import JSON
import StoreRuntime

// MARK: - Types to derive schemas of

/// A struct with every member shape the Codable bridge writes.
struct Order: Codable, Equatable, Sendable {
    struct Line: Codable, Equatable, Sendable {
        var sku: String
        var quantity: Int
    }

    var id: UUID
    var placedAt: Date
    var receipt: URL?
    var lines: [Line]
    var tags: Set<String>
    var notes: [String: String]
    var stockByShelf: [Int: Int]
    var status: OrderStatus
    var priority: OrderPriority
    var discount: Double?
    var weights: [Double?]

    static let sample = Order(
        id: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
        placedAt: Date(timeIntervalSince1970: 1_700_000_000.25),
        receipt: URL(string: "https://example.com/receipts/7"),
        lines: [Line(sku: "A-1", quantity: 2)],
        tags: ["gift", "express"],
        notes: ["door": "leave at the back"],
        stockByShelf: [3: 12],
        status: .shipped,
        priority: .high,
        discount: 0.15,
        weights: [1.5, nil]
    )
}

enum OrderStatus: String, Codable, CaseIterable, Sendable {
    case open, shipped
}

enum OrderPriority: Int, Codable, CaseIterable, Sendable {
    case low = 1, high = 2
}

/// Actions of every shape: bare, one value, labelled values, an optional value, and the
/// runtime's collection and presentation actions.
enum ShopAction: Codable, Equatable, Sendable {
    case reset
    case stepChanged(Int)
    case response(id: Int, ok: Bool)
    case note(String?)
    case rows(IdentifiedAction<Int, RowAction>)
    case sheet(PresentationAction<SheetAction>)

    /// One of each case, `sheet(.dismiss)` left out on purpose (the runtime declares it).
    static let samples: [ShopAction] = [
        .reset, .stepChanged(1), .response(id: 1, ok: true), .note("x"),
        .rows(.element(id: 1, action: .toggled)), .sheet(.presented(.saved)), .sheet(.presented(.cancelled)),
    ]
}

enum RowAction: Codable, Equatable, Sendable {
    case toggled
}

enum SheetAction: Codable, Equatable, Sendable {
    case saved, cancelled
}

/// A folder tree: a type that holds itself.
struct Folder: Codable, Equatable, Sendable, Identifiable {
    var id: Int
    var name: String
    var children: IdentifiedArray<Folder>
}

/// An expression tree: an enum whose cases hold itself.
indirect enum Expression: Codable, Equatable, Sendable {
    case number(Int)
    case negated(Expression)
    case sum([Expression])

    static let samples: [Expression] = [.number(1), .negated(.number(2)), .sum([.number(3)])]
}

/// State holding a `Shared` value, coded by hand as a `Shared` requires: on the wire the shared
/// value itself.
struct Preferences: Codable, Equatable, Sendable {
    @Shared(.inMemory("volume")) var volume = 5
    var name = ""

    init() {}

    enum CodingKeys: String, CodingKey {
        case volume, name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        _volume = Shared(.inMemory("volume"), default: try container.decode(Int.self, forKey: .volume))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(_volume, forKey: .volume)
    }
}

// MARK: - Types that cannot be derived as they are

/// A whole percentage whose decoding refuses anything outside 1…100.
struct Percent: Codable, Equatable, Sendable {
    let value: Int

    init(_ value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = try container.decode(Int.self)
        guard (1...100).contains(value) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is not a percentage")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

struct Discount: Codable, Equatable, Sendable {
    var rate: Percent
}

/// The same percentage, stating its schema.
struct StatedPercent: Codable, Equatable, Sendable, JSONSchemaProviding {
    var percent: Percent

    static let jsonSchema: JSONValue = ["type": "integer", "minimum": 1, "maximum": 100]
    static let schemaSample = StatedPercent(percent: Percent(50))

    init(percent: Percent) { self.percent = percent }
    init(from decoder: any Decoder) throws { percent = try Percent(from: decoder) }
    func encode(to encoder: any Encoder) throws { try percent.encode(to: encoder) }
}

struct StatedDiscount: Codable, Equatable, Sendable {
    var rate: StatedPercent
}

/// An enum with payloads held in state, whose cases nothing shows.
enum JobPhase: Codable, Equatable, Sendable {
    case queued, failed(String)
}

struct Job: Codable, Equatable, Sendable {
    var phase: JobPhase
}

/// The same enum, showing its cases.
enum SampledJobPhase: Codable, Equatable, Sendable, EnumCaseSamples {
    case queued, failed(String)

    static let sampleCases: [SampledJobPhase] = [.queued, .failed("disk full")]
}

struct SampledJob: Codable, Equatable, Sendable {
    var phase: SampledJobPhase
}

enum Move: Codable, Equatable, Sendable {
    case to(Int, Int)
}

/// Raw values without `CaseIterable`: derivation cannot list them.
enum ShirtSize: String, Codable, Sendable {
    case small, large
}

struct Shirt: Codable, Sendable {
    var size: ShirtSize
}

struct ShelfMap: Codable, Sendable {
    var shelves: [OrderStatus: Int]
}
