import Components
import JSON
import FeatureKit
import Synchronization
import UIStateProtocol

// MARK: - Subscription

/// One client's subscription to one store: a pending slot filled by the store's observer and
/// drained by one sender task at a time.
///
/// The sender waits until each notification was written to the client before taking more.
/// Changes that arrive meanwhile (the client is reading slowly, or the output is busy) replace
/// one another in the slot, so the next notification covers them all: its patch goes from the
/// client's copy (`baseVersion`, the last version sent) straight to the newest snapshot. The
/// slot never holds more than `maxPending` snapshots, so memory stays bounded however far
/// the client falls behind.
///
/// From the moment a change reaches the slot until the notification covering it was written,
/// the subscription holds a `NotificationDebt` on its connection: `shutdown`, `exit` and end of
/// input wait for it, so the client's last notification is the version of the last reply.
final class Subscription: Sendable {
    /// Sends one notification and calls its second argument once it was written (or the
    /// client is gone), on any thread, possibly before returning.
    typealias Sink = @Sendable (StoreDidChangeNotification, _ written: @escaping @Sendable () -> Void) -> Void
    /// Opens a debt on the connection the notifications go to, or joins the one held (its
    /// argument) so that the request making the change waits for it.
    typealias Owe = @Sendable (NotificationDebt?) -> NotificationDebt
    /// Registers its argument to run once the reply of the request making the current change
    /// is out (on the thread that sent it, or a task); false, with nothing registered, when no
    /// request of the subscriber's connection makes the change or its reply is already out.
    typealias AfterReply = @Sendable (@escaping @Sendable () -> Void) -> Bool

    let id: String
    let storeID: String
    let hosted: HostedStore
    private let sink: Sink
    private let owe: Owe
    private let afterReply: AfterReply
    private let maxPending: Int
    private let slot = Mutex(Slot())

    struct Slot {
        /// What the client holds: the subscription's snapshot, then each notification's target.
        var lastSent: StoreSnapshot?
        /// Changes not yet taken by the sender, oldest first.
        var pending: [StoreSnapshot] = []
        /// Held while `pending` is not empty; the sender takes it with the changes.
        var owed: NotificationDebt?
        /// Set once the observer is attached; needed to remove it.
        var token: Int?
        /// A sender task is running.
        var sending = false
        /// The sender has taken changes it has not finished delivering: what arrives now is
        /// coalesced.
        var delivering = false
        /// Set once the subscription's reply is out: nothing is sent before.
        var active = false
        /// Requests whose replies are not out yet that changed the store before `active`: the
        /// sender waits for their replies, not for `activate()`, so that each notification still
        /// follows the reply of the request that made its change.
        var repliesAwaited = 0
        var ended = false
        /// Notifications sent and changes folded into another notification (tests, `store/list`).
        var sent = 0
        var coalesced = 0
    }

    init(
        id: String, hosted: HostedStore, maxPending: Int, owe: @escaping Owe = { $0 ?? NotificationDebt() },
        afterReply: @escaping AfterReply = { _ in false }, sink: @escaping Sink
    ) {
        self.id = id
        self.storeID = hosted.id
        self.hosted = hosted
        self.maxPending = max(1, maxPending)
        self.owe = owe
        self.afterReply = afterReply
        self.sink = sink
    }

    // MARK: - Lifecycle

    /// Records the observer's token and the snapshot the client starts from.
    func attach(token: Int, snapshot: StoreSnapshot) {
        let paid = slot.withLock { slot -> NotificationDebt? in
            slot.token = token
            slot.lastSent = snapshot
            // A change that raced the attachment and is not newer than the snapshot is in it.
            slot.pending.removeAll { $0.version <= snapshot.version }
            return slot.pending.isEmpty ? slot.takeDebt() : nil
        }
        // Outside the lock: settling may let an exit go ahead.
        paid?.settle()
    }

    /// Starts sending: the reply naming the subscription is out.
    func activate() {
        let start = slot.withLock { slot -> Bool in
            slot.active = true
            return slot.repliesAwaited == 0 && slot.startSenderIfNeeded()
        }
        if start { startSender() }
    }

    /// Stops sending; returns the observer's token and the version the client holds.
    @discardableResult
    func end() -> (token: Int?, version: Int) {
        let (token, version, dropped) = slot.withLock { slot in
            slot.ended = true
            slot.pending = []
            return (slot.token, slot.lastSent?.version ?? 0, slot.takeDebt())
        }
        // What is no longer sent is no longer owed.
        dropped?.settle()
        return (token, version)
    }

    /// Notifications sent and changes coalesced so far.
    var counts: (sent: Int, coalesced: Int) { slot.withLock { ($0.sent, $0.coalesced) } }

    // MARK: - Changes

    /// The store's observer: called on the store's executor after each change, in order.
    ///
    /// A change a request of the subscriber's connection made starts the sender only once that
    /// request's reply is out: the notification follows the reply, and the transport writes
    /// both at once (the reply waits for it while the change is owed).
    func receive(_ snapshot: StoreSnapshot) {
        let (start, beforeActivation) = slot.withLock { slot -> (Bool, Bool) in
            guard !slot.ended else { return (false, false) }
            slot.owed = owe(slot.owed)
            if slot.delivering || slot.pending.count >= maxPending {
                // Behind: fold everything pending into the newest snapshot.
                slot.coalesced += slot.pending.count
                slot.pending = [snapshot]
            } else {
                slot.pending.append(snapshot)
            }
            // The subscription's reply was written but `activate()` has not run yet: a client
            // that read the reply can already have sent the request making this change. Counted
            // under the lock, so an `activate()` in between leaves the start to that reply.
            guard slot.active else {
                slot.repliesAwaited += 1
                return (false, true)
            }
            return (slot.startSenderIfNeeded(), false)
        }
        if beforeActivation {
            if !afterReply({ self.replyOut(onTask: false) }) { replyOut(onTask: true) }
            return
        }
        // Sent once the reply is out, by whoever `afterReply` has run it; a change made
        // elsewhere is sent on a task, off the store's executor.
        if start, !afterReply({ self.send(nil) }) { startSender() }
    }

    /// The reply of a request that changed the store before `activate()` is out (or there was
    /// none to wait for): the last such reply starts the sender, when the subscription is active.
    private func replyOut(onTask: Bool) {
        let start = slot.withLock { slot -> Bool in
            slot.repliesAwaited -= 1
            return slot.repliesAwaited == 0 && slot.startSenderIfNeeded()
        }
        guard start else { return }
        if onTask { startSender() } else { send(nil) }
    }

    private func startSender() {
        Task { self.send(nil) }
    }

    /// Changes taken to be sent, one notification each, and the debt they hold.
    private struct Batch: Sendable {
        var base: StoreSnapshot
        var changes: ArraySlice<StoreSnapshot>
        var owed: NotificationDebt?
    }

    /// Sends what is pending until nothing is, one notification at a time: the next only once
    /// the last was written, going on from its `written` when that comes later (a task then
    /// makes the next, off the writer's thread). A batch's debt is settled once its last
    /// notification was written.
    private func send(_ taken: Batch?) {
        // One batch, changed in place: each copy of it would retain its snapshots again.
        guard var batch = taken ?? take() else { return }
        while true {
            guard let change = batch.changes.popFirst() else {
                batch.owed?.settle()
                guard let next = take() else { return }
                batch = next
                continue
            }
            // Decided with `end()` under one lock: either the subscription ended first and this
            // change is not sent, or it is sent and `end()` reports its version.
            let sending = slot.withLock { slot -> Bool in
                guard !slot.ended else { return false }
                slot.lastSent = change
                slot.sent += 1
                return true
            }
            guard sending else {
                batch.changes = []
                continue
            }
            let notification = notification(from: batch.base, to: change)
            batch.base = change
            let handoff = WriteHandoff()
            sink(notification) { [batch] in
                guard handoff.written() else { return }
                // Written after `send` returned: it goes on from here.
                self.continueAfterWrite(batch)
            }
            guard handoff.returned() else { return }
        }
    }

    /// After a write that came on the writer's thread: a finished batch settles there and the
    /// sender ends if nothing is pending; anything to encode is left to a task.
    private func continueAfterWrite(_ batch: Batch) {
        guard batch.changes.isEmpty else {
            Task { self.send(batch) }
            return
        }
        batch.owed?.settle()
        if let next = take() { Task { self.send(next) } }
    }

    /// Takes everything pending and its debt, or ends the sender when nothing is.
    private func take() -> Batch? {
        slot.withLock { slot in
            guard !slot.ended, !slot.pending.isEmpty, let base = slot.lastSent else {
                slot.sending = false
                slot.delivering = false
                return nil
            }
            let changes = slot.pending
            slot.pending = []
            slot.delivering = true
            return Batch(base: base, changes: changes[...], owed: slot.takeDebt())
        }
    }

    /// The patches from the client's copy at `base` to `change`, kept as operations: a
    /// connection writes them to the wire without building their JSON.
    ///
    /// The state is encoded and the view rendered here, for the changes sent only: the
    /// subscription's encodings last made what was sent last (`base`'s), so their patches go
    /// from the client's copy however many changes were coalesced. Only the sender calls this,
    /// one at a time (`send`, then `continueAfterWrite` once the sender returned), so one thread
    /// at a time uses those encodings.
    private func notification(from base: StoreSnapshot, to change: StoreSnapshot) -> StoreDidChangeNotification {
        let (statePatch, treePatch) = change.change?.patchesFromLastSent() ?? (nil, nil)
        return StoreDidChangeNotification(
            subscription: id, storeId: storeID, version: change.version, baseVersion: base.version,
            stateOperations: statePatch, treeOperations: treePatch
        )
    }
}

extension Subscription.Slot {
    /// Removes the debt of the pending changes, for the caller to settle outside the lock.
    mutating func takeDebt() -> NotificationDebt? {
        defer { owed = nil }
        return owed
    }

    /// Marks a sender running when one is needed and none is; true when the caller must start it.
    mutating func startSenderIfNeeded() -> Bool {
        guard active, !ended, !sending, !pending.isEmpty, lastSent != nil else { return false }
        sending = true
        return true
    }
}

// MARK: - WriteHandoff

/// Who goes on after a notification was handed to the sink: the sender, when the write came
/// before `sink` returned (it loops), or the `written` callback, when the sender had returned
/// first. Exactly one of them learns it must.
final class WriteHandoff: Sendable {
    private let state = Atomic<UInt8>(0)
    private static let written: UInt8 = 1
    private static let returned: UInt8 = 2

    /// Called by `written`: true when the sender returned first, so this callback goes on.
    func written() -> Bool {
        !state.compareExchange(expected: 0, desired: Self.written, ordering: .acquiringAndReleasing).exchanged
    }

    /// Called by the sender once `sink` returned: true when it was written already, so the
    /// sender goes on.
    func returned() -> Bool {
        !state.compareExchange(expected: 0, desired: Self.returned, ordering: .acquiringAndReleasing).exchanged
    }
}
