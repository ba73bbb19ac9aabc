import Synchronization

// MARK: - UIEvent

/// A side signal a feature or view produces besides actions: haptic feedback, a sound, an
/// accessibility announcement.
public struct UIEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened, e.g. `"haptic"`.
    public var name: String
    /// Details, e.g. `["style": "success"]`.
    public var payload: [String: String]
    /// The payload as the layer that emitted the event wrote it (a view's JSON object), kept
    /// uninterpreted, as the store keeps its environment, so that layer reads it back unchanged;
    /// nil for events emitted with `payload` alone.
    public var detail: EventDetail?

    /// Creates an event.
    public init(name: String, payload: [String: String] = [:], detail: EventDetail? = nil) {
        self.name = name
        self.payload = payload
        self.detail = detail
    }

    public var description: String {
        payload.isEmpty ? name : "\(name) \(payload.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))"
    }
}

// MARK: - EventDetail

/// A value the store carries with an event without reading it.
public struct EventDetail: Hashable, Sendable {
    public let value: any Hashable & Sendable

    public init(_ value: some Hashable & Sendable) {
        self.value = value
    }

    public static func == (lhs: EventDetail, rhs: EventDetail) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(value).hash(into: &hasher)
    }
}

// MARK: - EventRecorder

/// Collects `UIEvent`s for the store, which attaches them to the processed action that emitted
/// them.
///
/// Events emitted while a reducer runs belong to that action. Events emitted elsewhere (by an
/// effect, or by a view before it sends its action) wait and are attached to the next processed
/// action, so a view's haptic and the tap action it sends are recorded together.
public final class EventRecorder: Sendable {
    private let pending = Mutex<[UIEvent]>([])
    // Lets the store skip the lock on every action when nothing was emitted.
    private let count = Atomic<Int>(0)

    /// Creates an empty recorder.
    public init() {}

    /// Records `event`.
    public func emit(_ event: UIEvent) {
        pending.withLock { pending in
            pending.append(event)
            count.store(pending.count, ordering: .releasing)
        }
    }

    /// Records an event named `name` with `payload`.
    public func emit(_ name: String, _ payload: [String: String] = [:]) {
        emit(UIEvent(name: name, payload: payload))
    }

    /// Removes and returns the events recorded so far, oldest first.
    public func take() -> [UIEvent] {
        guard count.load(ordering: .acquiring) > 0 else { return [] }
        return pending.withLock { pending in
            defer {
                pending.removeAll()
                count.store(0, ordering: .releasing)
            }
            return pending
        }
    }
}
