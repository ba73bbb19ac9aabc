import Components
import JSON
import FeatureKit
import HostCore
import Scenario

// MARK: - Observation

/// What exploration reads from a store after each step: its state, its pending work and the
/// identity derived from them; for a state not known yet, also its screen, rendered once, and
/// where the app stands (to continue from it without a replay).
struct Observation: Sendable {
    let state: JSONValue
    /// The screen's wire form, kept for the first state of each screen and for user invariants;
    /// null otherwise (see `read`).
    var tree: JSONValue
    /// What the search reads of the screen: candidates, the screen's hash, coverage, the root.
    var digest = TreeDigest()
    let effects: [JSONValue]
    let nextTimer: Int?
    let relaunched: Bool
    /// The 64-bit hash of the canonical fingerprint, computed once.
    let fingerprint: UInt64
    /// False for a state found in `known` when read: nothing below was computed for it.
    let isNew: Bool
    /// True for a state not known when read but claimed by another try, which renders it: what
    /// comes of the render (`RenderedParts`) is filled in when this step is filed, if it is
    /// first to find the state in search order (`Explorer.expand`).
    var rendersElsewhere = false
    /// The screen's identity (`Fingerprint.screenValue`); 0 until rendered.
    var screen: UInt64
    /// The screen as rendered, until the candidates are resolved on it (`Explorer.observe`).
    var rendered: RenderedScreen?
    /// Where the app stands, when the state is new and the app is quiescent or its effects in
    /// flight were kept by value.
    let checkpoint: AppCheckpoint?
    /// Where a quiet step from this state starts, when the state is new (`QuietStart`).
    var quietStart: QuietStart?
    /// What to try from a new state short of the depth limit.
    var candidates: [Candidate] = []
    /// Why a new state does not survive encoding and decoding, when it was checked and does not.
    var roundTripFailure: String?

    /// Reads `app`; when its fingerprint is in `known` (a state already found), the screen is not
    /// rendered — most transitions lead back to known states, and the render is the dearest part.
    ///
    /// A new state's screen is read from its typed tree (`RenderedScreen.digest`), and its wire
    /// form is encoded only for the first state of each screen (for its scenario and name) or
    /// when `keepsEveryTree` (what user invariants check). With `typedTrees` off, every tree is
    /// encoded and its digest read from the wire form (what tests compare the typed way with).
    static func read(
        _ app: ExploredApp, known: SeenStates? = nil, typedTrees: Bool = true, keepsEveryTree: Bool = false,
        continuesEffectsInFlight: Bool = true
    ) async throws -> Observation {
        let store = app.store
        let observed = try await store.observation()
        let storage = app.storage.contents
        let fingerprint = Fingerprint.stateValue(
            observed.state, effects: observed.effects, nextTimer: observed.nextTimer, environment: observed.environment,
            storage: storage, relaunched: app.relaunched
        )
        if let known, known.contains(fingerprint) {
            return Observation(
                state: observed.state, tree: .null, effects: observed.effects, nextTimer: observed.nextTimer,
                relaunched: app.relaunched, fingerprint: fingerprint, isNew: false,
                screen: 0, rendered: nil, checkpoint: nil
            )
        }
        let standing = await store.standing()
        // A state with effects in flight has a checkpoint when the runtime keeps them by value.
        let checkpoint = standing.flatMap { standing in
            (continuesEffectsInFlight ? standing.isContinuable : standing.isQuiescent)
                ? AppCheckpoint(store: standing.position, storage: storage, relaunched: app.relaunched, hasEffectsInFlight: !standing.isQuiescent)
                : nil
        }
        let quietStart = standing.map {
            QuietStart(
                position: $0.position, effects: observed.effects, nextTimer: observed.nextTimer, environment: observed.environment,
                storage: storage, relaunched: app.relaunched
            )
        }
        if let known, !known.claim(fingerprint) {
            // What the render gives depends only on the fingerprint; where the app stands (its
            // clock, its generators) depends on the path, so each try keeps its own checkpoint.
            var observation = Observation(
                state: observed.state, tree: .null, effects: observed.effects, nextTimer: observed.nextTimer,
                relaunched: app.relaunched, fingerprint: fingerprint, isNew: true,
                screen: 0, rendered: nil, checkpoint: checkpoint
            )
            observation.rendersElsewhere = true
            observation.quietStart = quietStart
            return observation
        }
        let rendered = await store.renderScreen()
        // Not a ternary: `nil` there would be read as JSON's null, which JSONValue's literal allows.
        let wireForm: JSONValue?
        if typedTrees { wireForm = Optional.none } else { wireForm = rendered.json }
        let digest = wireForm.map(TreeDigest.init(wireForm:)) ?? rendered.digest
        let screen = Fingerprint.screenValue(digest)
        let keepsTree = !typedTrees || keepsEveryTree || known?.hasFiled(screen: screen) != true
        var observation = Observation(
            state: observed.state, tree: keepsTree ? wireForm ?? rendered.json : .null, effects: observed.effects,
            nextTimer: observed.nextTimer, relaunched: app.relaunched, fingerprint: fingerprint, isNew: true,
            screen: screen, rendered: rendered, checkpoint: checkpoint
        )
        observation.digest = digest
        observation.quietStart = quietStart
        return observation
    }

    /// A state reached by a quiet step (`Explorer.quietStep`) and found known: nothing else is
    /// read of it, not even its state (`.null` here), which is filed only for a new state.
    static func known(
        fingerprint: UInt64, from start: QuietStart, effects: [JSONValue]? = nil, nextTimer: Int?? = nil
    ) -> Observation {
        Observation(
            state: .null, tree: .null, effects: effects ?? start.effects, nextTimer: nextTimer ?? start.nextTimer,
            relaunched: start.relaunched,
            fingerprint: fingerprint, isNew: false, screen: 0, rendered: nil, checkpoint: nil
        )
    }

    /// What came of rendering the state, for a try that found it too (`rendersElsewhere`).
    var renderedParts: RenderedParts {
        RenderedParts(tree: tree, digest: digest, screen: screen, candidates: candidates, roundTripFailure: roundTripFailure)
    }

    /// Takes on what another try's render of the same state gave.
    mutating func fill(with parts: RenderedParts) {
        tree = parts.tree
        digest = parts.digest
        screen = parts.screen
        candidates = parts.candidates
        roundTripFailure = parts.roundTripFailure
        rendersElsewhere = false
    }

    /// What the user's invariants are checked against, as `expect.invariant` checks them.
    var subject: JSONValue { InvariantSubject.make(state: state, view: tree, effects: effects, relaunched: relaunched) }
}

// MARK: - QuietStart

/// What a quiet step from a state starts from (`FeatureDefinition.quietSuccessor`): where its
/// store stood by value, effects in flight or not, and the parts of its fingerprint such a step
/// leaves as they were (effects in flight, time to the next timer, environment, persisted
/// values, relaunched). From a state known by its fingerprint alone, a try of an input that
/// only sends actions returning no effect needs no store: the reducer on a copy of the state,
/// the state written as canonical bytes, the fingerprint hashed.
struct QuietStart: Sendable {
    let position: StoreCheckpoint
    let effects: [JSONValue]
    let nextTimer: Int?
    let environment: JSONValue
    let storage: [String: [UInt8]]
    let relaunched: Bool
    /// The fingerprint's hash up to the state (`Fingerprint.statePrefix`) and its bytes after
    /// it, the same for every quiet step from here: hashed once, not once a try.
    private let prefix: CanonicalHash
    private let suffix: [UInt8]
    /// The fingerprint's parts besides the state, as a digest: the other half of the key a
    /// state's fingerprint is found by from its digest (`key(for:)`).
    private let others: ValueDigest

    init(
        position: StoreCheckpoint, effects: [JSONValue], nextTimer: Int?, environment: JSONValue, storage: [String: [UInt8]],
        relaunched: Bool
    ) {
        self.position = position
        self.effects = effects
        self.nextTimer = nextTimer
        self.environment = environment
        self.storage = storage
        self.relaunched = relaunched
        prefix = Fingerprint.statePrefix(effects: effects, nextTimer: nextTimer, environment: environment, relaunched: relaunched)
        suffix = Fingerprint.stateSuffix(storage: storage)
        // The hash's state after the prefix and the suffix's bytes decide the fingerprint with
        // the state's bytes: two starts alike in both give any state the same fingerprint.
        others = ValueDigest.of(words: [prefix.value] + suffix.map(UInt64.init))
    }

    /// What the fingerprint of a state of digest `state` reached from here is found by: one
    /// digest for both, 128 bits (`SeenStates.quietFingerprint`).
    func key(for state: ValueDigest) -> ValueDigest {
        state.combined(with: others)
    }

    /// The fingerprint of the state a quiet step reached, `canonicalState` being its state's
    /// canonical JSON: `Fingerprint.stateValue` of that state with this start's other parts.
    func fingerprint(ofCanonical canonicalState: [UInt8]) -> UInt64 {
        var hash = prefix
        canonicalState.withUnsafeBufferPointer { hash.add($0) }
        suffix.withUnsafeBufferPointer { hash.add($0) }
        return hash.value
    }

    /// Where a quiet step that started a timer or cancelled one (`QuietStep.effectsInFlight`)
    /// led: the fingerprint of `canonicalState` with the effects in flight after and the time to
    /// the next timer, and those effects as this start's listing and the store's write them.
    /// Nil when the start's listing is not the one its position keeps (effects the runtime
    /// could not keep by value: only a store tells what a cancellation does to them).
    func reached(
        canonical canonicalState: [UInt8], inFlight: QuietEffectsInFlight
    ) -> (fingerprint: UInt64, effects: [JSONValue], nextTimer: Int?)? {
        guard effects.count == inFlight.startCount, inFlight.startCount > 0 || nextTimer == nil else { return nil }
        let after = inFlight.kept.map { effects[$0] } + inFlight.startedBy.map { action -> JSONValue in
            ["action": action, "status": "waitingOnTestClock", "cancelled": false]
        }
        var hash = Fingerprint.statePrefix(effects: after, nextTimer: inFlight.nextTimer, environment: environment, relaunched: relaunched)
        canonicalState.withUnsafeBufferPointer { hash.add($0) }
        suffix.withUnsafeBufferPointer { hash.add($0) }
        return (hash.value, after, inFlight.nextTimer)
    }
}

// MARK: - AppCheckpoint

/// An explored app's position by value: its store's checkpoint (with its effects in flight,
/// if any), the app storage's contents and whether it was relaunched — everything an app
/// continued from it needs.
struct AppCheckpoint: Sendable {
    let store: StoreCheckpoint
    let storage: [String: [UInt8]]
    let relaunched: Bool
    /// Whether effects were in flight (kept in `store`): counted apart from the quiescent states.
    var hasEffectsInFlight = false
}

// MARK: - RenderedParts

/// What a new state's one render gives (its tree, screen, candidates) and its encode/decode
/// check: all of it a function of the state's fingerprint, so it is shared by every try that
/// reaches the state (`SeenStates.publish`).
struct RenderedParts: Sendable {
    let tree: JSONValue
    let digest: TreeDigest
    let screen: UInt64
    let candidates: [Candidate]
    let roundTripFailure: String?
}
