import Features
import JSON
import FeatureKit
@testable import HostCore
@testable import StoreRuntime
import Synchronization
import Testing
import UIStateProtocol

/// The per-feature action decoder answers exactly what the Codable bridge answers: the same
/// actions for every built-in's actions, and the same errors, down to the wire reply, for actions
/// that are not theirs.
@Suite("Action decoder")
struct ActionDecoderTests {
    @Test(arguments: BuiltInPlugins.featureTypes.map(FeatureCase.init))
    func everyBuiltInsSampleActionsDecodeAsThroughTheBridge(_ feature: FeatureCase) throws {
        let checked = try Self.checkSamples(of: feature.type)
        #expect(checked > 0, "\(feature) has sample actions")
    }

    @Test(arguments: BuiltInPlugins.featureTypes.map(FeatureCase.init))
    func everyBuiltInsInvalidActionsFailAsThroughTheBridge(_ feature: FeatureCase) throws {
        let failures = try Self.checkInvalid(of: feature.type)
        #expect(failures >= 6, "\(feature): every invalid form was refused, at least the generic ones")
    }

    @Test(arguments: BuiltInPlugins.featureTypes.map(FeatureCase.init))
    func everyBuiltInsSampleActionsEncodeToTheBridgesBytes(_ feature: FeatureCase) throws {
        let checked = try Self.checkEncoding(of: feature.type)
        #expect(checked > 0, "\(feature) has sample actions")
    }

    @Test func anActionNoSampleEqualsIsEncodedByTheBridge() throws {
        let decoder = ActionDecoder<CounterFeature.Action>(samples: CounterFeature.sampleActions)
        let unseen = CounterFeature.Action.countTextChanged("a string no sample holds")
        #expect(!CounterFeature.sampleActions.contains(unseen))
        let bridged = try JSONValueEncoder().encode(unseen).serialized()
        for sample in CounterFeature.sampleActions + [unseen, unseen] {
            #expect(decoder.encode(sample).serialized() == (try JSONValueEncoder().encode(sample)).serialized())
        }
        #expect(decoder.encode(unseen).serialized() == bridged)
    }

    /// The last few other actions encoded are answered again without the bridge (an effect's
    /// starting action, listed reply after reply): with the bridge's bytes, for more actions
    /// than are kept, in order and again, so that some are answered kept and some forgotten.
    @Test func actionsEncodedLatelyAreAnsweredWithTheBridgesBytes() throws {
        let decoder = ActionDecoder<CounterFeature.Action>(samples: CounterFeature.sampleActions)
        let unseen = (0..<12).map { CounterFeature.Action.countTextChanged("text \($0)") }
        for action in unseen + unseen.reversed() + unseen {
            let bridged = try JSONValueEncoder().encode(action).serialized()
            let encoded = decoder.encode(action).serialized()
            #expect(encoded == bridged, "- expected \(String(decoding: bridged, as: UTF8.self)) / + actual \(String(decoding: encoded, as: UTF8.self))")
        }
    }

    @Test func theSamplesAreKnownFromTheStartAndWhatIsSeenTwiceIsLearned() throws {
        let decoder = ActionDecoder<CounterFeature.Action>(samples: CounterFeature.sampleActions)
        let known = decoder.confirmedCount
        #expect(known >= 1)
        let unseen: JSONValue = ["countTextChanged": "a string no sample holds"]
        _ = try decoder.decode(unseen)
        #expect(decoder.confirmedCount == known, "one sighting is not enough")
        _ = try decoder.decode(unseen)
        #expect(decoder.confirmedCount == known + 1)
        #expect(try decoder.decode(unseen) == ActionDecoder<CounterFeature.Action>.bridge(unseen))
    }

    @Test func aTypeWhoseDecodingDrawsAFreshValueIsAlwaysDecoded() throws {
        let decoder = ActionDecoder<Drawn>(samples: [])
        let json: JSONValue = ["draw": [:]]
        let values = try (0..<5).map { _ in try decoder.decode(json) }
        #expect(Set(values.map(\.number)).count == 5)
        #expect(decoder.confirmedCount == 0)
    }

    @Test func stringsThatAreCanonicallyEqualAreKeptApart() throws {
        let decoder = ActionDecoder<Typed>(samples: [])
        let precomposed: JSONValue = ["typed": "caf\u{E9}"]
        let decomposed: JSONValue = ["typed": "cafe\u{301}"]
        #expect(precomposed == decomposed, "JSONValue's own equality would mix them up")
        for _ in 0..<3 {
            #expect(try Array(decoder.decode(precomposed).text.unicodeScalars) == Array("caf\u{E9}".unicodeScalars))
            #expect(try Array(decoder.decode(decomposed).text.unicodeScalars) == Array("cafe\u{301}".unicodeScalars))
        }
        #expect(decoder.confirmedCount == 2)
    }

    @Test func integersAndDoublesAndSignedZerosAreKeptApart() throws {
        let decoder = ActionDecoder<Measured>(samples: [])
        for _ in 0..<3 {
            #expect(try decoder.decode(["measured": 0.0]).value.sign == .plus)
            #expect(try decoder.decode(["measured": -0.0]).value.sign == .minus)
            #expect(try decoder.decode(["measured": 1]) == Measured(value: 1))
        }
    }

    @Test func whatIsLearnedStaysBounded() throws {
        let decoder = ActionDecoder<Typed>(samples: [])
        for round in 0..<2 {
            for index in 0..<(3 * ActionDecoder<Typed>.capacity) {
                #expect(try decoder.decode(["typed": .string("\(index)")]).text == "\(index)", "round \(round)")
            }
        }
        #expect(decoder.confirmedCount <= ActionDecoder<Typed>.capacity)
    }

    @Test func theFormAnsweredLastIsAnsweredAgainUntilItIsForgotten() throws {
        let decoder = ActionDecoder<Typed>(samples: [])
        let first: JSONValue = ["typed": "first"]
        for _ in 0..<4 { #expect(try decoder.decode(first).text == "first") }
        #expect(try decoder.decode(["typed": "firsT"]).text == "firsT", "a form differing in one byte is not the last one")
        // Learning past the capacity forgets what was learnt, the form answered last included.
        for index in 0..<(2 * ActionDecoder<Typed>.capacity + 1) {
            let other: JSONValue = ["typed": .string("other \(index)")]
            _ = try decoder.decode(other)
            _ = try decoder.decode(other)
        }
        for _ in 0..<3 { #expect(try decoder.decode(first).text == "first") }
        #expect(try decoder.decode(["typed": "other 0"]).text == "other 0")
    }

    @Test func largeActionsAreNotKept() throws {
        let decoder = ActionDecoder<Typed>(samples: [])
        let long: JSONValue = ["typed": .string(String(repeating: "x", count: 2 * ActionDecoder<Typed>.maxWeight))]
        for _ in 0..<3 { _ = try decoder.decode(long) }
        #expect(decoder.confirmedCount == 0)
    }

    // MARK: - Checks

    /// Each sample's wire form decodes to the bridge's action, on first sight and once known.
    private static func checkSamples<F: PluginFeature>(of feature: F.Type) throws -> Int {
        let decoder = ActionDecoder<F.Action>(samples: F.sampleActions)
        let learning = ActionDecoder<F.Action>(samples: [])
        for sample in F.sampleActions {
            let json = try JSONValueEncoder().encode(sample)
            let bridged = try ActionDecoder<F.Action>.bridge(json)
            for _ in 0..<3 {
                #expect(try decoder.decode(json) == bridged, "\(F.name): \(json.serialized())")
                #expect(try learning.decode(json) == bridged, "\(F.name), learnt: \(json.serialized())")
            }
        }
        #expect(learning.confirmedCount > 0, "\(F.name): the samples were learnt, so the fast path was the one checked")
        return F.sampleActions.count
    }

    /// Each sample is encoded to the bridge's bytes by the decoder, in order and again in reverse
    /// (so the sample answered last is both the one asked for and not), and a listing of effects
    /// carrying it is the listing the bridge gives.
    private static func checkEncoding<F: PluginFeature>(of feature: F.Type) throws -> Int {
        let decoder = ActionDecoder<F.Action>(samples: F.sampleActions)
        let samples = F.sampleActions
        for sample in samples + samples.reversed() + samples {
            let bridged = try JSONValueEncoder().encode(sample).serialized()
            let encoded = decoder.encode(sample).serialized()
            #expect(encoded == bridged, "\(F.name): - expected \(String(decoding: bridged, as: UTF8.self)) / + actual \(String(decoding: encoded, as: UTF8.self))")
        }
        let effects = samples.enumerated().map { index, sample in
            EffectInfo(
                id: EffectID(rawValue: index + 1), startedBy: index / 2, action: sample, cancelIDs: [],
                parent: index.isMultiple(of: 3) ? nil : EffectID(rawValue: index), status: .running, isCancelled: index.isMultiple(of: 2)
            )
        }
        let listed = StoreStepper<F>.listing(effects, encodingActions: decoder.encode)
        let bridged = StoreStepper<F>.listing(effects, encodingActions: ActionCoding.encode)
        #expect(JSONValue.array(listed).serialized() == JSONValue.array(bridged).serialized(), "\(F.name)")
        return samples.count
    }

    /// Wire forms that are not the feature's fail with the bridge's error and reply, before and
    /// after the decoder learnt every valid action; returns how many failed.
    private static func checkInvalid<F: PluginFeature>(of feature: F.Type) throws -> Int {
        let fast = ActionDecoder<F.Action>(samples: F.sampleActions)
        let bridge = ActionDecoder<F.Action>(bridgeOnly: ())
        var failures = 0
        for json in try invalidForms(of: F.sampleActions) {
            for _ in 0..<3 {
                let expected = Result { () throws(ActionDecodingError) in try StoreStepper<F>.decodeAction(json, with: bridge) }
                let actual = Result { () throws(ActionDecodingError) in try StoreStepper<F>.decodeAction(json, with: fast) }
                switch (expected, actual) {
                case let (.success(expected), .success(actual)):
                    #expect(expected == actual, "\(F.name): \(json.serialized())")
                case let (.failure(expected), .failure(actual)):
                    #expect(expected == actual, "\(F.name): \(json.serialized())")
                    #expect(HostErrors.invalidAction(expected, in: json) == HostErrors.invalidAction(actual, in: json))
                default:
                    Issue.record("\(F.name): \(json.serialized()): bridge \(expected), decoder \(actual)")
                }
                if case .failure = expected { failures += 1 }
            }
        }
        return failures / 3
    }

    /// Generic wrong forms, and each sample with its payload (or a member of it) replaced by
    /// values of every other type.
    private static func invalidForms<A: Encodable>(of samples: [A]) throws -> [JSONValue] {
        var forms: [JSONValue] = [
            "noSuchCase", ["noSuchCase": true], 42, .null, [], ["a": 1, "b": 2], [["a": 1]],
        ]
        let wrongValues: [JSONValue] = ["wrong", 12.5, -3, true, .null, [[]], ["\u{0}bogus": 1]]
        for sample in samples {
            guard case .object(let object) = try JSONValueEncoder().encode(sample), let (name, payload) = object.first(where: { _ in true })
            else { continue }
            for wrong in wrongValues {
                forms.append(.object([name: wrong]))
                if case .object(let members) = payload, let member = members.first(where: { _ in true }) {
                    var changed = members
                    changed[member.key] = wrong
                    forms.append(.object([name: .object(changed)]))
                }
            }
        }
        return forms
    }
}

/// A built-in feature type as a test argument, named by the feature.
struct FeatureCase: CustomTestStringConvertible, Sendable {
    let type: any PluginFeature.Type
    var testDescription: String { type.name }
}

// MARK: - Test actions

/// An action whose decoding draws a new number each time, as one drawing a fresh UUID would.
private struct Drawn: Codable, Equatable, Sendable {
    let number: Int
    private static let counter = Atomic<Int>(0)

    init(from decoder: any Decoder) throws {
        number = Self.counter.add(1, ordering: .relaxed).newValue
    }

    func encode(to encoder: any Encoder) throws {}
}

/// An action carrying text as typed.
private struct Typed: Codable, Equatable, Sendable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        text = try container.decode(String.self, forKey: .typed)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(text, forKey: .typed)
    }

    private enum Key: CodingKey { case typed }
}

/// An action carrying a number.
private struct Measured: Codable, Equatable, Sendable {
    let value: Double

    init(value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: Key.self).decode(Double.self, forKey: .measured)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(value, forKey: .measured)
    }

    private enum Key: CodingKey { case measured }
}
