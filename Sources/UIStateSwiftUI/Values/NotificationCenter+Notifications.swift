public import Foundation

#if !canImport(Darwin)
// MARK: - Notifications as an async sequence

extension NotificationCenter {
    /// The notifications named `name` posted from now on, as an async sequence, as Foundation
    /// on Apple platforms has it (Linux's Foundation lacks it): TCA's long-living effects read
    /// app notifications with `for await _ in NotificationCenter.default.notifications(named: …)`.
    /// The observer is removed when the sequence's task ends or is cancelled.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// The sequence `notifications(named:object:)` returns.
    public struct Notifications: AsyncSequence, @unchecked Sendable {
        // Unchecked: `object` is only compared by identity when a notification is posted.
        public typealias Element = Notification
        public typealias Failure = Never

        let center: NotificationCenter
        let name: Notification.Name
        let object: AnyObject?

        public func makeAsyncIterator() -> Iterator {
            let (stream, continuation) = AsyncStream<Posted>.makeStream(bufferingPolicy: .unbounded)
            let token = ObserverToken(center.addObserver(forName: name, object: object, queue: nil) { notification in
                continuation.yield(Posted(notification: notification))
            })
            let center = UncheckedCenter(center: center)
            continuation.onTermination = { _ in center.center.removeObserver(token.observer) }
            return Iterator(posted: stream.makeAsyncIterator())
        }

        public struct Iterator: AsyncIteratorProtocol {
            var posted: AsyncStream<Posted>.Iterator

            public mutating func next() async -> Notification? {
                await posted.next()?.notification
            }
        }

        /// A notification handed from the posting thread to the awaiting task; Linux's
        /// `Notification` is not `Sendable`, and the poster keeps no reference to it.
        struct Posted: @unchecked Sendable {
            let notification: Notification
        }
    }
}

/// An observer token and its center, carried into a `Sendable` termination handler; both are
/// thread-safe Foundation objects used only to remove the observer.
private struct ObserverToken: @unchecked Sendable {
    let observer: any NSObjectProtocol
    init(_ observer: any NSObjectProtocol) { self.observer = observer }
}

private struct UncheckedCenter: @unchecked Sendable {
    let center: NotificationCenter
}
#endif
