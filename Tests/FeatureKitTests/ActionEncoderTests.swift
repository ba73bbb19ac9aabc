import FeatureKit
import Features
import JSON
import StoreRuntime
import Testing

/// The per-feature action encoder writes exactly the Codable bridge's bytes: for every built-in's
/// sample actions, and for seeded random payloads of every shape it writes itself (strings with
/// escapes, control characters and unicode, integers to their limits, doubles of any bits);
/// every other shape it declines, and the bridge answers.
@Suite("Action encoder")
struct ActionEncoderTests {
    @Test(arguments: BuiltInPlugins.featureTypes.map(ActionEncoderFeatureCase.init))
    func everyBuiltInsSampleActionsEncodeToTheBridgesBytes(_ feature: ActionEncoderFeatureCase) {
        let written = Self.checkSamples(of: feature.type)
        #expect(written > 0, "\(feature): some samples are written without the bridge")
    }

    @Test func theCountersTextAndFactsEncodeToTheBridgesBytesWhateverTheyHold() {
        typealias Action = CounterFeature.Action
        let encoder = ActionEncoder<Action>(samples: CounterFeature.sampleActions)
        #expect(encoder.writesSmallCases)
        var random = SeededRandom(seed: 40)
        for _ in 0..<300 {
            let text = Self.randomString(using: &random)
            for action in [Action.countTextChanged(text), .factResponse(text), .countFieldFocusChanged(Bool.random(using: &random))] {
                #expect(ActionEncoder<Action>.smallCase(action) != nil, "\(action) is written without the bridge")
                Self.expectBridgesBytes(action, by: encoder)
            }
        }
    }

    @Test func randomPayloadsOfEveryShapeWrittenDirectlyEncodeToTheBridgesBytes() {
        let encoder = ActionEncoder<Probed>(samples: Probed.samples)
        #expect(encoder.writesSmallCases)
        var random = SeededRandom(seed: 2026_12_07)
        var written = 0
        for _ in 0..<400 {
            for action in Probed.random(using: &random) {
                if ActionEncoder<Probed>.smallCase(action) != nil { written += 1 }
                Self.expectBridgesBytes(action, by: encoder)
            }
        }
        #expect(written > 4_000, "most random actions are small cases: \(written)")
    }

    @Test(arguments: Probed.declined)
    func shapesTheProbeDoesNotWriteAreLeftToTheBridge(_ action: Probed) {
        #expect(ActionEncoder<Probed>.smallCase(action) == nil, "\(action)")
        Self.expectBridgesBytes(action, by: ActionEncoder<Probed>(samples: Probed.samples))
    }

    @Test func aGenericPayloadIsWrittenWhenItIsAPrimitive() {
        let texts = ActionEncoder<Carrying<String>>(samples: [.value("a")])
        let numbers = ActionEncoder<Carrying<Int>>(samples: [.value(1)])
        let doubles = ActionEncoder<Carrying<Double>>(samples: [.value(1.5)])
        let lists = ActionEncoder<Carrying<[Int]>>(samples: [.value([1])])
        let unsigned = ActionEncoder<Carrying<UInt64>>(samples: [.value(1)])
        var random = SeededRandom(seed: 7)
        for _ in 0..<100 {
            let text = Self.randomString(using: &random)
            let number = Self.randomInteger(using: &random)
            let double = Self.randomDouble(using: &random)
            #expect(ActionEncoder.smallCase(Carrying.value(text)) != nil)
            #expect(ActionEncoder.smallCase(Carrying.value(number)) != nil)
            #expect((ActionEncoder.smallCase(Carrying.value(double)) != nil) == double.isFinite)
            #expect(ActionEncoder.smallCase(Carrying.value([number])) == nil)
            #expect(ActionEncoder.smallCase(Carrying.value(random.next())) == nil)
            Self.expectBridgesBytes(.value(text), by: texts)
            Self.expectBridgesBytes(.value(number), by: numbers)
            Self.expectBridgesBytes(.value(double), by: doubles)
            Self.expectBridgesBytes(.value([number, number]), by: lists)
            Self.expectBridgesBytes(.value(random.next()), by: unsigned)
        }
    }

    /// A struct that writes an enum's shape is not re-tagged by the bridge, so nothing of its
    /// type is written directly.
    @Test func aStructShapedLikeACaseIsLeftToTheBridge() {
        let encoder = ActionEncoder<ShapedLikeACase>(samples: [ShapedLikeACase()])
        #expect(!encoder.writesSmallCases)
        #expect(ActionEncoder.smallCase(ShapedLikeACase()) == .string("tapped"), "the probe alone would tag it")
        #expect(encoder.encode(ShapedLikeACase()).serialized() == Array(#"{"tapped":{}}"#.utf8))
    }

    /// An enum whose encoding the probe reads otherwise than the bridge (here through the coding
    /// path, which the probe does not keep) is found out by its samples and left to the bridge.
    @Test func anEnumWhoseSamplesComeOutOtherwiseIsLeftToTheBridge() throws {
        let bridged = try JSONValueEncoder().encode(PathWriter.depth)
        let probed = try #require(ActionEncoder.smallCase(PathWriter.depth))
        try #require(bridged.serialized() != probed.serialized(), "the probe reads the coding path otherwise: \(bridged)")
        let encoder = ActionEncoder<PathWriter>(samples: [.depth])
        #expect(!encoder.writesSmallCases)
        Self.expectBridgesBytes(PathWriter.depth, by: encoder)
    }

    @Test func withoutSamplesEverythingGoesThroughTheBridge() {
        let encoder = ActionEncoder<Probed>(samples: [])
        #expect(!encoder.writesSmallCases)
        for action in Probed.samples { Self.expectBridgesBytes(action, by: encoder) }
    }

    // MARK: - Checks

    /// Each sample encodes to the bridge's bytes; returns how many the probe wrote.
    private static func checkSamples<F: PluginFeature>(of feature: F.Type) -> Int {
        let encoder = ActionEncoder<F.Action>(samples: F.sampleActions)
        #expect(encoder.writesSmallCases, "\(F.name): every sample the probe writes is the bridge's")
        for sample in F.sampleActions { expectBridgesBytes(sample, by: encoder) }
        return F.sampleActions.count { ActionEncoder<F.Action>.smallCase($0) != nil }
    }

    private static func expectBridgesBytes<A: Encodable>(
        _ action: A, by encoder: ActionEncoder<A>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bridged = ActionCoding.encode(action).serialized()
        // The probe's own answer too, where the encoder would take it: a sample check that
        // turned the probe off must not hide what it writes.
        let written = encoder.writesSmallCases ? ActionEncoder<A>.smallCase(action) : nil
        for encoded in [encoder.encode(action).serialized()] + (written.map { [$0.serialized()] } ?? []) where encoded != bridged {
            Issue.record(
                "\(action):\n- expected \(String(decoding: bridged, as: UTF8.self))\n+ actual   \(String(decoding: encoded, as: UTF8.self))",
                sourceLocation: sourceLocation
            )
        }
    }

    // MARK: - Random payloads

    /// Scalars JSON writers treat apart: quotes and backslashes, every control character, DEL and
    /// C1 controls, line and paragraph separators, a byte-order mark, composed and decomposed
    /// accents, astral characters and the ends of the scalar ranges.
    private static let awkwardScalars: [Unicode.Scalar] =
        (UInt8(0x00)...0x1F).map { Unicode.Scalar($0) }
        + ["\"", "\\", "/", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{E9}", "e", "\u{301}", "\u{2028}", "\u{2029}",
           "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "\u{D7FF}", "\u{E000}", "\u{1F600}", "\u{1F1EB}", "\u{1F1F7}", "\u{4E2D}",
           "\u{10FFFF}", " ", "a", "Z", "0", "9"]

    static func randomString(using random: inout SeededRandom) -> String {
        let length = Int.random(in: 0...40, using: &random)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            if Bool.random(using: &random) {
                scalars.append(awkwardScalars[Int.random(in: 0..<awkwardScalars.count, using: &random)])
            } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    static func randomInteger(using random: inout SeededRandom) -> Int {
        let edges = [Int.min, Int.max, 0, -1, 1, 1 << 53 + 1, -(1 << 53) - 1, Int(Int32.max) + 1]
        return Bool.random(using: &random) ? edges[Int.random(in: 0..<edges.count, using: &random)] : Int(truncatingIfNeeded: random.next())
    }

    static func randomDouble(using random: inout SeededRandom) -> Double {
        let edges: [Double] = [
            0, -0.0, 0.1, -1.5, 1e21, 1e-7, 9_007_199_254_740_994, 1.2345678901234568e20, .leastNonzeroMagnitude, .leastNormalMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi, .nan, .infinity, -.infinity,
        ]
        return Bool.random(using: &random) ? edges[Int.random(in: 0..<edges.count, using: &random)] : Double(bitPattern: random.next())
    }
}

/// A built-in feature type as a test argument, named by the feature.
struct ActionEncoderFeatureCase: CustomTestStringConvertible, Sendable {
    let type: any PluginFeature.Type
    var testDescription: String { type.name }
}

// MARK: - Test actions

/// An action of every payload shape: those the probe writes and those it declines.
enum Probed: Codable, Equatable, Sendable, CustomTestStringConvertible {
    case tapped
    case typed(String)
    case named(text: String)
    case counted(Int)
    case small(Int8)
    case medium(Int16)
    case wide(Int32)
    case long(Int64)
    case byte(UInt8)
    case word(UInt16)
    case dword(UInt32)
    case unsigned(UInt)
    case huge(UInt64)
    case toggled(Bool)
    case measured(Double)
    case scaled(Float)
    case maybe(String?)
    case maybeCount(count: Int?)
    case nested(Inner)
    case pair(Int, Int)
    case labelledPair(x: Int, y: String)
    case list([Int])
    case raw(Raw)
    case positional(_1: Int)
    case underscored(_name: String)

    enum Inner: Codable, Equatable, Sendable { case on, off(reason: String) }
    enum Raw: String, Codable, Equatable, Sendable { case first, second }

    var testDescription: String { String(describing: self) }

    static let samples: [Probed] = [
        .tapped, .typed("a"), .named(text: "b"), .counted(3), .small(-4), .medium(5), .wide(-6), .long(7), .byte(8), .word(9),
        .dword(10), .unsigned(11), .huge(12), .toggled(true), .measured(1.5), .scaled(0.1), .maybe(nil), .maybe("c"),
        .maybeCount(count: nil), .maybeCount(count: 13), .nested(.off(reason: "d")), .pair(1, 2), .labelledPair(x: 1, y: "e"),
        .list([1, 2]), .raw(.second), .positional(_1: 14), .underscored(_name: "f"),
    ]

    /// Shapes the probe leaves to the bridge: payloads that are not one primitive, a `Float`,
    /// numbers the bridge refuses or writes otherwise, labels spelled like positions.
    static let declined: [Probed] = [
        .nested(.on), .nested(.off(reason: "x")), .pair(1, 2), .labelledPair(x: 1, y: "y"), .list([]), .list([1]), .raw(.first),
        .positional(_1: 3), .underscored(_name: "z"), .scaled(0.1), .measured(.nan), .measured(.infinity),
        .measured(-.infinity), .unsigned(.max), .huge(.max), .huge(UInt64(Int64.max) + 1),
    ]

    /// One action of each case, with random payloads.
    static func random(using random: inout SeededRandom) -> [Probed] {
        let text = ActionEncoderTests.randomString(using: &random)
        let integer = ActionEncoderTests.randomInteger(using: &random)
        let bits = random.next()
        return [
            .tapped, .typed(text), .named(text: text), .counted(integer),
            .small(Int8(truncatingIfNeeded: bits)), .medium(Int16(truncatingIfNeeded: bits)),
            .wide(Int32(truncatingIfNeeded: bits)), .long(Int64(integer)), .byte(UInt8(truncatingIfNeeded: bits)),
            .word(UInt16(truncatingIfNeeded: bits)), .dword(UInt32(truncatingIfNeeded: bits)),
            .unsigned(UInt(bits)), .huge(bits), .toggled(bits & 1 == 0),
            .measured(ActionEncoderTests.randomDouble(using: &random)), .scaled(Float(bitPattern: UInt32(truncatingIfNeeded: bits))),
            .maybe(bits & 2 == 0 ? nil : text), .maybeCount(count: bits & 4 == 0 ? nil : integer),
            .nested(bits & 8 == 0 ? .on : .off(reason: text)), .pair(integer, Int(truncatingIfNeeded: bits)),
            .labelledPair(x: integer, y: text), .list([integer]), .raw(bits & 16 == 0 ? .first : .second),
            .positional(_1: integer), .underscored(_name: text),
        ]
    }
}

/// An enum generic over its payload: synthesized encoding writes it through the generic
/// `encode(_:forKey:)`.
enum Carrying<Payload: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    case value(Payload)
}

/// A struct whose hand-written encoding has a case's shape.
struct ShapedLikeACase: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        _ = container.nestedContainer(keyedBy: Key.self, forKey: .tapped)
    }

    enum Key: CodingKey { case tapped }
}

/// An enum whose hand-written encoding writes its payload container's coding path.
enum PathWriter: Encodable {
    case depth

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        var payload = container.nestedContainer(keyedBy: Key.self, forKey: .depth)
        try payload.encode(payload.codingPath.count, forKey: .count)
    }

    enum Key: CodingKey { case depth, count }
}
