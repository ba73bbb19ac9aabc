import Foundation
import JSON

// Prints, on two lines, the bridge's compact encoding of hash-ordered state, and the raw
// iteration order of a Set: the test that runs this twice expects the first line equal across
// processes and the second different (hash seeds differ per process, so without sorting the
// encodings would differ too). Everything is built from indexes, so both runs hold equal data.

enum Flavor: String, Codable, Hashable {
    case vanilla, chocolate, strawberry
}

enum Marker: Codable, Hashable {
    case pin(Int)
    case area(x: Int, y: Int)
    case none
}

struct Key: Codable, Hashable {
    var row: Int
    var column: Int
}

struct ProbeState: Codable {
    var names: Set<String>
    var counts: [String: Int]
    var byID: [UUID: Int]
    var markers: Set<Marker>
    var byMarker: [Marker: [Flavor]]
    var byKey: [Key: Set<Int>]
}

func uuid(_ index: Int) -> UUID {
    var bytes = [UInt8](repeating: 0, count: 16)
    for shift in 0..<8 { bytes[15 - shift] = UInt8(truncatingIfNeeded: index >> (shift * 8)) }
    bytes[6] = 0x40 | (bytes[6] & 0x0F)
    bytes[8] = 0x80 | (bytes[8] & 0x3F)
    return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                       bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
}

let size = 500
let flavors: [Flavor] = [.vanilla, .chocolate, .strawberry]
let state = ProbeState(
    names: Set((0..<size).map { "name-\($0)" }),
    counts: Dictionary(uniqueKeysWithValues: (0..<size).map { ("key-\($0)", $0) }),
    byID: Dictionary(uniqueKeysWithValues: (0..<size).map { (uuid($0), $0) }),
    markers: Set((0..<size).map { $0 % 3 == 0 ? Marker.pin($0) : $0 % 3 == 1 ? .area(x: $0, y: -$0) : .none }),
    byMarker: Dictionary(uniqueKeysWithValues: (0..<size).map { (Marker.pin($0), [flavors[$0 % 3]]) }),
    byKey: Dictionary(uniqueKeysWithValues: (0..<size).map { (Key(row: $0 / 10, column: $0 % 10), Set([$0, $0 * 2])) })
)

do {
    let encoded = try JSONValueEncoder().encode(state)
    print(encoded.serializedString(.compact))
    print(state.names.prefix(20).joined(separator: ","))
} catch {
    FileHandle.standardError.write(Data("EncodingDeterminismProbe: \(error)\n".utf8))
    exit(1)
}
