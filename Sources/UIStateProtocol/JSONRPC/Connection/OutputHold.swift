// MARK: - OutputHold

/// How a transport queues a body without starting to write it, and later writes what it holds:
/// a reply whose request changed a subscribed store waits there for the `store/didChange` the
/// change owes, so that both leave in one `write(2)` (the notification's own write takes the
/// reply along). The connection flushes at the latest once the notifications owed are settled,
/// so a reply is never held longer than the notification takes to be made.
package struct OutputHold: Sendable {
    let hold: @Sendable ([UInt8]) -> Void
    let flush: @Sendable () -> Void

    package init(hold: @escaping @Sendable ([UInt8]) -> Void, flush: @escaping @Sendable () -> Void) {
        self.hold = hold
        self.flush = flush
    }
}
