// Public imports, never `package`: a module imported `package` anywhere in FeatureKit keeps the
// release build from serialising the bodies that touch its types, which features specialise
// (docs/decisions.md, "Host and stores"). `@usableFromInline` below makes them public uses.
public import JSON
import Synchronization

// MARK: - ActionDecoder

/// Decodes one feature's actions from what clients send, answering the actions it already knows
/// without the Codable bridge.
///
/// Built once per feature (`FeatureDefinition` holds it, so every store of the feature shares
/// it), from the feature's type: its `sampleActions` and launch action are encoded, decoded back
/// through the bridge and known from the start. An action first seen on the wire is decoded
/// through the bridge and remembered; a wire form the bridge refuses is never remembered, so every
/// error comes from the bridge, with its paths and messages.
///
/// Decoding is Swift's `Codable`, which cannot be generated per enum at run time; what makes the
/// trivial dispatch cheap is that clients send the same few actions again and again (taps,
/// toggles, the same key pressed), and hashing a small `JSONValue` costs a few hundred
/// instructions where the bridge costs about 18 thousand.
///
/// A remembered value must be what the bridge would give. So a wire form is answered from memory
/// only once two decodings of it gave equal actions (an `init(from:)` that draws a fresh UUID or
/// reads the clock gives unequal ones and stays with the bridge); keys compare exactly
/// (`ExactJSONKey`); and only small actions are kept (`maxWeight`), at most `capacity` learnt.
@usableFromInline
package final class ActionDecoder<Action: Codable & Equatable & Sendable>: Sendable {
    private let table = Mutex(Table())
    private let remembers: Bool
    /// The samples kept and their wire forms, as the bridge encodes them: what `encode(_:)`
    /// answers from. Fixed once built, so read without the lock.
    private let sampleActions: [Action]
    private let sampleForms: [JSONValue]
    /// Where the sample `encode(_:)` answered last is, or -1: compared before the others, since
    /// the effects in flight carry the same action reply after reply.
    private let lastEncoded = Atomic<Int>(-1)
    /// The last few other actions encoded and their wire forms, the latest last: an effect in
    /// flight carries its starting action in every listing of it, and exploration names the
    /// same few timers' actions (a toast's text) try after try.
    private let recentForms = Mutex<[(action: Action, form: JSONValue)]>([])
    /// Most actions `recentForms` keeps.
    private static var recentCapacity: Int { 8 }
    /// Names the actions of the feature's rendered trees, shared by its stores as this decoder
    /// is (what one store's render named, the next one's need not encode).
    package let caseNamer = ActionCaseNamer<Action>()
    /// Writes the feature's actions as the bridge does, small enum cases without it (a view
    /// subscription's field input, what `encode(_:)` finds neither kept nor recent); shared by
    /// its stores as this decoder is.
    package let encoder: ActionEncoder<Action>

    /// Most wire forms learnt; when full, what was learnt is forgotten (the samples stay).
    package static var capacity: Int { 256 }
    /// Most values and string bytes a kept wire form may hold.
    package static var maxWeight: Int { 256 }

    /// What is known, with the look-up kept free of `Action` (a dictionary generic over the
    /// feature's type would run unspecialised, as everything behind `any FeatureStore` does).
    struct Table {
        var slots: [ExactJSONKey: KnownActionSlot] = [:]
        /// The actions, the samples first.
        var actions: [Action] = []
        var sampleCount = 0
        /// The wire form answered last and where its action is: compared before anything is
        /// hashed, since a client sends the same action again and again (a hit skips the
        /// hash, the dictionary and the size check, about a third of a look-up).
        var lastAnswered: (key: ExactJSONKey, index: Int)?
    }

    /// A decoder that knows `samples` (each decoded back from its encoding, kept only when the
    /// round trip gives it again).
    package init(samples: [Action]) {
        remembers = true
        encoder = ActionEncoder(samples: samples)
        var table = Table()
        var forms: [JSONValue] = []
        for sample in samples {
            guard let json = try? JSONValueEncoder().encode(sample), Self.isSmall(json),
                  let first = try? Self.bridge(json), let second = try? Self.bridge(json),
                  first == sample, second == sample
            else { continue }
            let key = ExactJSONKey(value: json)
            guard table.slots[key] == nil else { continue }
            table.slots[key] = KnownActionSlot(index: table.actions.count, standing: .confirmed)
            table.actions.append(first)
            forms.append(json)
        }
        table.sampleCount = table.actions.count
        sampleActions = table.actions
        sampleForms = forms
        self.table.withLock { $0 = table }
    }

    /// A decoder that always goes through the bridge: what the fast one is checked against.
    package init(bridgeOnly: Void) {
        remembers = false
        encoder = ActionEncoder(samples: [])
        sampleActions = []
        sampleForms = []
    }

    /// The wire form of `action`: a kept sample's when `action` equals it, else one of the
    /// last few encoded's, else `encoder`'s (the bridge's bytes).
    ///
    /// A sample's form is the bridge's encoding of it, so this is exact for any action whose `==`
    /// tells apart what encodes apart (synthesised conformances do), as decoding assumes. The
    /// sample answered last is compared first; an action no sample equals costs one comparison
    /// a sample, and one a recent action, before `encoder`.
    package func encode(_ action: Action) -> JSONValue {
        let last = lastEncoded.load(ordering: .relaxed)
        if last >= 0, sampleActions[last] == action { return sampleForms[last] }
        for index in sampleActions.indices where index != last && sampleActions[index] == action {
            lastEncoded.store(index, ordering: .relaxed)
            return sampleForms[index]
        }
        if let form = recentForms.withLock({ recent in recent.last { $0.action == action }?.form }) { return form }
        let form = encoder.encode(action)
        recentForms.withLock { recent in
            if recent.count == Self.recentCapacity { recent.removeFirst() }
            recent.append((action, form))
        }
        return form
    }

    /// The action `json` is the wire form of.
    ///
    /// - Throws: what the bridge throws (`JSONDecodingError`, or the type's own errors).
    @usableFromInline
    package func decode(_ json: JSONValue) throws -> Action {
        guard remembers else { return try Self.bridge(json) }
        let repeated: Action? = table.withLock { table in
            guard let last = table.lastAnswered, last.key.holds(json) else { return nil }
            return table.actions[last.index]
        }
        if let repeated { return repeated }
        guard Self.isSmall(json) else { return try Self.bridge(json) }
        let key = ExactJSONKey(value: json)
        let known: Action? = table.withLock { table in
            guard let slot = table.slots[key], slot.standing == .confirmed else { return nil }
            table.lastAnswered = (key, slot.index)
            return table.actions[slot.index]
        }
        if let known { return known }
        let action = try Self.bridge(json)
        table.withLock { table in table.learn(action, for: key) }
        return action
    }

    /// How many wire forms are answered without the bridge (tests).
    package var confirmedCount: Int {
        table.withLock { $0.slots.values.count { $0.standing == .confirmed } }
    }

    /// The Codable bridge, as the host has always decoded actions (`[]` read as `{}` for
    /// clients that cannot tell them apart).
    package static func bridge(_ json: JSONValue) throws -> Action {
        try JSONValueDecoder().readingEmptyArrayAsObject().decode(Action.self, from: json)
    }

    /// Whether `json` is small enough to keep: at most `maxWeight` values and string bytes.
    static func isSmall(_ json: JSONValue) -> Bool {
        var budget = maxWeight
        return fits(json, within: &budget)
    }

    private static func fits(_ json: JSONValue, within budget: inout Int) -> Bool {
        budget -= 1
        switch json {
        case .string(let string): budget -= string.utf8.count
        case .array(let elements):
            for element in elements where !fits(element, within: &budget) { return false }
        case .object(let object):
            for (key, value) in object {
                budget -= key.utf8.count
                if !fits(value, within: &budget) { return false }
            }
        case .null, .bool, .integer, .double: break
        }
        return budget >= 0
    }
}

extension ActionDecoder.Table {
    /// Records a decoding of `key`: the first is kept, a second equal one confirms it, an unequal
    /// one marks the wire form unstable for good (while it is kept). Read under the lock, so two
    /// stores decoding one form at once count as two sightings.
    mutating func learn(_ action: Action, for key: ExactJSONKey) {
        guard let slot = slots[key] else {
            if actions.count - sampleCount >= ActionDecoder<Action>.capacity { forgetLearnt() }
            slots[key] = KnownActionSlot(index: actions.count, standing: .seenOnce)
            actions.append(action)
            return
        }
        guard slot.standing == .seenOnce else { return }
        slots[key]?.standing = actions[slot.index] == action ? .confirmed : .unstable
    }

    /// Makes room by forgetting every wire form learnt, keeping the samples.
    private mutating func forgetLearnt() {
        let samples = sampleCount
        if let last = lastAnswered, last.index >= samples { lastAnswered = nil }
        slots = slots.filter { $0.value.index < samples }
        actions.removeSubrange(samples...)
    }
}

// MARK: - KnownActionSlot

/// Where a known wire form's action is, and how far it is trusted; not nested in the generic
/// decoder, so the table's dictionary is specialised.
struct KnownActionSlot {
    /// Where the action is in the table's `actions`.
    var index: Int
    var standing: Standing

    enum Standing {
        /// Decoded once: the next sighting decodes again and compares.
        case seenOnce
        /// Decoded twice to equal actions: answered from here from now on.
        case confirmed
        /// Decoded twice to unequal actions: always decoded through the bridge.
        case unstable
    }
}
