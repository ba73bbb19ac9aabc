package import FeatureKit
package import Components
package import JSON
import StoreRuntime

// MARK: - FeatureStore

/// A running store of some feature, speaking JSON: what the host drives.
///
/// Every method that changes the store checks its input completely before committing anything,
/// so a failure leaves state, version and history as they were. Under the test clock the steps
/// return once the store is settled (bounded by the configured wall-clock timeout); under the
/// live clock right after the reducer ran.
///
/// Callers serialize calls per store (the host keeps a queue per store); the store itself is an
/// actor, so concurrent calls would still be safe, only not ordered.
package protocol FeatureStore: AnyObject, Sendable {
    /// The feature's name.
    var featureName: String { get }
    /// Whether the store runs on a test clock.
    var usesTestClock: Bool { get }

    /// Sends the feature's launch action (origin `launch`), if it has one.
    func launch() async throws -> StepReport
    /// Decodes `action` and sends it.
    ///
    /// - Throws: `ActionDecodingError` before touching the store; `SettleTimeoutError`;
    ///   `CancellationError` when the calling task was cancelled before the action was sent.
    func dispatch(_ action: JSONValue) async throws -> StepReport
    /// The state's wire form and the version.
    func state() async throws -> (value: JSONValue, version: Int)
    /// The part of the state's wire form at `pointer` (nil when it names nothing) and the
    /// version; only that part of the state is encoded.
    func state(at pointer: JSONPointer) async throws -> (value: JSONValue?, version: Int)
    /// Renders the view with the store's environment; format html draws it on `device` (nil:
    /// the bare screen).
    func render(format: RenderFormat, device: Device?) async -> (tree: JSONValue, version: Int)
    /// The nodes `selector` matches, ignoring its `index`, in document order, each in its wire
    /// form without `children` (`view/find`).
    func find(_ selector: Selector) async -> (nodes: [JSONValue], version: Int)
    /// Every history entry kept, oldest first, in the form of `StepReport.entries`, and whether
    /// the history is complete (no entry was dropped to stay within its limit).
    func historyEntries() async -> (entries: [JSONValue], complete: Bool)
    /// Taps, types into, reports appearing or focuses a node. `focus(nil)` unfocuses.
    func interact(_ interaction: ViewInteraction) async throws -> StepReport
    /// Applies environment members.
    ///
    /// - Throws: `EnvironmentError` before touching the store.
    func setEnvironment(_ json: JSONValue) async throws -> StepReport
    /// Moves the test clock forward.
    ///
    /// - Throws: `ClockIsLiveError` on a live clock.
    func advance(milliseconds: Int) async throws -> StepReport
    /// Waits until settled, bounded by `timeout`.
    func settle(timeout: Duration?) async throws -> StepReport
    /// The effects in flight, in start order.
    func effects() async -> [JSONValue]
    /// Milliseconds from the test clock's now to its earliest pending sleeper (rounded up), or
    /// nil when nothing sleeps on it or the clock is live: where exploration advances time to.
    func nextTimerMilliseconds() -> Int?
    /// The test clock's current time as ISO 8601 UTC with milliseconds, or nil on a live clock:
    /// the virtual "now" an inspector shows beside the next timer.
    func testClockNow() -> String?
    /// Cancels one effect, or every effect when `effect` is nil; returns the ids cancelled.
    func cancelEffects(_ effect: Int?) async throws -> (cancelled: [Int], report: StepReport)
    /// Cancels every effect; the store is being destroyed.
    func shutDown() async
    /// State, version and history length: what a failed request must leave unchanged.
    func fingerprint() async -> StoreFingerprint

    // MARK: - Subscriptions and history

    /// Starts calling `onChange`, on the store's executor, with a snapshot after every change
    /// of version (an action that changed state, an environment change, a jump), in order.
    ///
    /// - Returns: a token for `stopObserving` and the snapshot at the current version, taken
    ///   in the same hop, so that the first change `onChange` sees follows it directly.
    func observe(
        state: Bool, view: Bool, onChange: @escaping @Sendable (StoreSnapshot) -> Void
    ) async -> (token: Int, snapshot: StoreSnapshot)
    /// Stops calling the observer `token` names.
    func stopObserving(_ token: Int) async
    /// Up to `limit` history entries with a sequence number of at least `from`.
    func history(from: Int, limit: Int) -> HistoryPage
    /// Restores `version` as a new version (origin `jump`), cancelling effects in flight and
    /// never re-running one.
    ///
    /// - Throws: `UnknownVersionError` (the store is left as it was); `CancellationError`.
    func jump(to version: Int) async throws -> StepReport
    /// `version` as history holds it: its state, and the view rendered from that state with that
    /// version's environment. Changes nothing.
    ///
    /// Its html is drawn on `device` (nil: the bare screen).
    ///
    /// - Throws: `UnknownVersionError` when history holds no such version;
    ///   `PastStateEncodingError` when that version's state cannot be encoded.
    func pastVersion(_ version: Int, device: Device?) async throws -> PastVersion

    // MARK: - Checkpoints

    /// Where the store stands, by value, when it is quiescent (no effect in flight, nothing
    /// queued, no throttle window, a test clock, UUIDs from a generator whose position is
    /// known) and keeps no per-store clients of its own in its dependencies (a SwiftUI view's
    /// `@State`, a navigation stack's id generator); nil otherwise, and the store can then only
    /// be reached again by replaying.
    func checkpoint() async -> StoreCheckpoint?
    /// Where the store stands by value, as `checkpoint()` takes it, whether or not it is
    /// quiescent: with its effects in flight kept in the position when the runtime can keep them
    /// (timers asleep on the test clock: `StoreStanding.isContinuable`), the position is a
    /// checkpoint a store may go on from; with other effects in flight, only a start for
    /// `FeatureDefinition.quietSuccessor` (a step that needs nothing but the reducer), never
    /// for a store. Nil where `checkpoint()` is nil for any reason but an effect in flight.
    func standing() async -> StoreStanding?
    /// A new store whose future is exactly this one's, started from where this one stands (its
    /// checkpoint, timers in flight included) with its history, version, sequence numbers and
    /// effect ids carried on and nothing replayed: `store/fork`'s quick way. Nil when the store
    /// is not continuable (`standing()`); the fork then replays. `configuration` is the
    /// source's own.
    func continued(_ configuration: StoreConfiguration) async throws -> (any FeatureStore)?
    /// State, effects in flight, time to the next timer and environment, in one hop.
    func observation() async throws -> StoreObservation
    /// Renders the view once, to interact with later from the same state without rendering.
    func renderScreen() async -> RenderedScreen
    /// As `interact(_:)`, finding the node in `screen` instead of rendering; `screen` must be
    /// this store's view of its current state (as rendered by this store or by the store its
    /// checkpoint came from). An interaction that changes the view's own state (`@State`)
    /// renders as `interact(_:)` does, since that state is not the store's.
    func interact(_ interaction: ViewInteraction, on screen: RenderedScreen) async throws -> StepReport
    /// Performs an interaction resolved before on a screen of this store's current state
    /// (`RenderedScreen.prepare(_:)`), as `interact(_:on:)` with that screen would.
    func interact(_ prepared: PreparedInteraction) async throws -> StepReport
}

extension FeatureStore {
    /// Renders the view with the store's environment, html as a bare screen.
    package func render(format: RenderFormat) async -> (tree: JSONValue, version: Int) {
        await render(format: format, device: nil)
    }
}

// MARK: - RenderFormat

/// How `view/render` writes the tree.
package enum RenderFormat: String, Sendable, CaseIterable, Codable {
    /// The node tree as JSON.
    case json
    /// The indented outline, one line per node.
    case text
    /// A self-contained HTML document of the screen (`HTMLRendering`), as one string.
    case html
}

// MARK: - ViewInteraction

/// What a client does to a node.
package enum ViewInteraction: Sendable {
    case tap(Selector)
    case input(Selector, text: String)
    case appear(Selector)
    /// A field to focus, or nil to unfocus.
    case focus(Selector?)
}

// MARK: - StoreFingerprint

/// What a failed request must leave as it was.
package struct StoreFingerprint: Sendable, Equatable {
    package var state: JSONValue
    package var version: Int
    package var historyCount: Int
}

// MARK: - ClockIsLiveError

/// `clock/advance` on a store whose clock is live (wire −33005).
package struct ClockIsLiveError: Error, Sendable, Equatable, CustomStringConvertible {
    package init() {}
    package var description: String { "the store's clock is live; only a test clock can be advanced" }
}
