import Components
import JSON
import FeatureKit
import Synchronization

// MARK: - SearchRecord

/// The bookkeeping of one search, updated in BFS order (never concurrently): which states were
/// seen, coverage, the first screens and violations. What it files was computed by the tries
/// (`Explorer.observe`), so filing is cheap beside expanding.
struct SearchRecord {
    var result: ExplorationResult
    /// Shared with the expanding tasks, which skip rendering states already in it.
    let seen = SeenStates()
    private var violated: Set<String> = []
    private let options: ExploreOptions

    init(feature: FeatureDefinition, options: ExploreOptions) {
        result = ExplorationResult(feature: feature.name)
        result.actionCases = feature.actionNames
        self.options = options
    }

    var isFull: Bool { result.stateCount >= options.maxStates }

    /// Files one step's outcome; returns the node to expand next when it found a new state.
    mutating func record(_ step: SearchStep, from node: SearchNode) -> SearchNode? {
        // Built only for a violation or a new state: most steps lead back to a known one.
        var path: [ExploreInput] { node.path + [step.input] }
        switch step.outcome {
        case .refused(let message):
            violate(Invariants.BuiltIn.interactionAccepted, message, path: path, state: node.state)
            return nil
        case .unsettled(let message):
            violate(Invariants.BuiltIn.effectsSettle, message, path: path, state: node.state)
            return nil
        case .reached(let observation, let received, let replay, let processed, let transition):
            if options.recordsTransitions {
                result.recordedTransitions.append(ExplorationResult.RecordedTransition(from: node.state, actions: processed))
            }
            for name in step.sends + received { result.actionCasesSent.insert(name) }
            switch step.input {
            case .tap(let id), .input(let id, _), .appear(let id): result.nodesInteracted.insert(id)
            case .advance, .environment, .relaunch: break
            }
            result.insert(transition)
            guard !isFull, !seen.contains(observation.fingerprint) else { return nil }
            return discover(path: path, base: node.base, replay: node.replay + [replay], observation: observation, sends: [])
        }
    }

    /// Files a state; returns its node when it is new (and not at the depth limit's edge). The
    /// node starts from the state's own checkpoint when it has one, else from `base` (the parent's)
    /// with `replay` (the steps from there).
    mutating func discover(
        path: [ExploreInput], base: AppCheckpoint?, replay: [ReplayStep], observation: Observation, sends: [String]
    ) -> SearchNode? {
        for name in sends { result.actionCasesSent.insert(name) }
        guard seen.insert(observation.fingerprint) else { return nil }
        result.states.insert(observation.fingerprint)
        let isNewScreen = seen.insertScreen(observation.screen)
        if isNewScreen {
            result.screens.append(ExplorationResult.Screen(
                hash: Fingerprint.hash(observation.screen), path: path, state: observation.state, tree: observation.tree
            ))
        }
        cover(observation.digest, newScreen: isNewScreen)
        check(observation, path: path)
        if !violated.contains(Invariants.BuiltIn.stateRoundTrips), let failure = observation.roundTripFailure {
            violate(Invariants.BuiltIn.stateRoundTrips, failure, path: path, state: observation.state)
            // Only the first violation is kept: tries need not check again.
            seen.roundTripsBroken = true
        }
        return SearchNode(
            path: path, base: observation.checkpoint ?? base, replay: observation.checkpoint == nil ? replay : [],
            fingerprint: observation.fingerprint, quietStart: observation.quietStart, state: observation.state,
            candidates: observation.candidates
        )
    }

    private mutating func check(_ observation: Observation, path: [ExploreInput]) {
        if observation.digest.nodes.first?.id != "root" {
            violate(Invariants.BuiltIn.renderSucceeds, "the render has no root node", path: path, state: observation.state)
        }
        let pending = options.invariants.schemas.filter { !violated.contains($0.name) }
        guard !pending.isEmpty else { return }
        let subject = observation.subject
        for (name, schema) in pending {
            if let first = JSONSchemaValidator.violations(of: subject, against: schema).first {
                violate(name, first.description, path: path, state: observation.state, schema: schema)
            }
        }
    }

    /// Files the nodes of `screen` as seen, enabled and interactive. A screen is its skeleton
    /// (each node's id, type, flags), so the nodes seen and enabled of a screen filed before are
    /// filed already; which of them take a tap, a text or an appearance is not in the skeleton.
    private mutating func cover(_ screen: TreeDigest, newScreen: Bool) {
        for node in screen.nodes {
            if newScreen {
                result.nodesSeen.insert(node.id)
                if node.isEnabled && !node.isHidden { result.nodesEnabled.insert(node.id) }
            }
            if node.isInteractive { result.nodesInteractive.insert(node.id) }
        }
    }

    /// Keeps the first (so a shortest) violation of each invariant.
    private mutating func violate(_ invariant: String, _ message: String, path: [ExploreInput], state: JSONValue, schema: JSONValue? = nil) {
        guard violated.insert(invariant).inserted else { return }
        result.violations.append(ExplorationResult.Violation(
            invariant: invariant, message: message, path: path, state: state, schema: schema
        ))
    }
}

// MARK: - SeenStates

/// The fingerprints found so far, as 64-bit hashes (never the states themselves), inserted by
/// `SearchRecord` in search order and read by the tries under way, which skip rendering (and
/// checking) a state already found.
final class SeenStates: Sendable {
    private let fingerprints = Mutex<Set<UInt64>>([])
    /// States not filed yet that a try is rendering (nil) or has rendered, by fingerprint: the
    /// first try to reach a state claims it, so that others reaching it meanwhile do not render
    /// it again. Forgotten after each depth.
    private let claims = Mutex<[UInt64: RenderedParts?]>([:])
    private let roundTripChecks = Atomic<Bool>(false)
    /// Screens by the hash of their skeleton, as states are filed: a try rendering a state whose
    /// screen is in it needs no more than the tree's digest (`Observation.read`).
    private let screens = Mutex<Set<UInt64>>([])
    /// Fingerprints of the states quiet tries reached, by the digest of the state and its
    /// start's other parts (`QuietStart.key(for:)`): a try reaching one again needs neither its
    /// canonical bytes nor their hash. A cache of a function (equal digests, equal bytes, see
    /// `ValueDigest`), so what it holds never depends on which thread filled it first.
    private let quietFingerprints = Mutex<[ValueDigest: UInt64]>([:])

    /// Set once a state failed to encode and decode back: later states need no check.
    var roundTripsBroken: Bool {
        get { roundTripChecks.load(ordering: .acquiring) }
        set { roundTripChecks.store(newValue, ordering: .releasing) }
    }

    func contains(_ fingerprint: UInt64) -> Bool {
        fingerprints.withLock { $0.contains(fingerprint) }
    }

    /// The fingerprint of a state a quiet try reached from `start`, `digest` being the state's:
    /// the one found before for the same digest and start's other parts (equal digests, equal
    /// canonical bytes, see `ValueDigest`); else `canonicalState`'s bytes hashed between the
    /// start's other parts, kept by the digest. Nil when the state does not encode.
    func fingerprint(ofQuiet digest: ValueDigest?, from start: QuietStart, canonicalState: () -> [UInt8]?) -> UInt64? {
        let key = digest.map(start.key(for:))
        if let key, let known = quietFingerprints.withLock({ $0[key] }) { return known }
        guard let bytes = canonicalState() else { return nil }
        let fingerprint = start.fingerprint(ofCanonical: bytes)
        if let key { quietFingerprints.withLock { $0[key] = fingerprint } }
        return fingerprint
    }

    /// True when no other try claimed `fingerprint` before: the caller renders it and publishes
    /// what came of it.
    func claim(_ fingerprint: UInt64) -> Bool {
        claims.withLock { claims in
            guard claims[fingerprint] == nil else { return false }
            claims[fingerprint] = .some(nil)
            return true
        }
    }

    func publish(_ parts: RenderedParts, for fingerprint: UInt64) {
        claims.withLock { $0[fingerprint] = .some(parts) }
    }

    /// What the try that claimed `fingerprint` published, once it has.
    func published(_ fingerprint: UInt64) -> RenderedParts? {
        claims.withLock { $0[fingerprint] ?? nil }
    }

    /// True when a state of `screen` was filed already: a state found now is not its first.
    func hasFiled(screen: UInt64) -> Bool {
        screens.withLock { $0.contains(screen) }
    }

    /// True when `screen` is new: the state filed is the first (so a shortest) of that screen.
    func insertScreen(_ screen: UInt64) -> Bool {
        screens.withLock { $0.insert(screen).inserted }
    }

    /// Every claim of a depth expanded: the states are filed, or the search stopped.
    func forgetClaims() {
        claims.withLock { $0.removeAll() }
    }

    /// True when `fingerprint` is new. A state filed needs what its render gave no longer (a try
    /// reaching it now finds it known, and none waits for it), so its claim keeps only the mark:
    /// a depth's renders held until the depth ended were most of a wide search's memory.
    func insert(_ fingerprint: UInt64) -> Bool {
        guard fingerprints.withLock({ $0.insert(fingerprint).inserted }) else { return false }
        claims.withLock { claims in
            if claims[fingerprint] != nil { claims[fingerprint] = .some(nil) }
        }
        return true
    }
}
