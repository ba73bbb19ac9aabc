import Synchronization

// MARK: - ObservableState

/// A state views read straight from its store, as TCA 1.7's: `@ObservableState` conforms a
/// struct or an enum. `store.count`, `store.scope(state:action:)` and `$store.name` need it.
///
/// TCA uses `_$id` to tell a state replaced wholesale from one changed in place, so an observer
/// is told only of what it read. A host renders each screen from one whole state, so here the
/// identity is kept for code that asks for it, and nothing depends on it.
public protocol ObservableState {
    /// The state's identity: the same for every copy of one value, whatever changes in place.
    var _$id: ObservableStateID { get }

    /// Called before the state changes in place.
    mutating func _$willModify()
}

extension ObservableState {
    /// A change in place keeps the identity: nothing to do.
    public mutating func _$willModify() {}
}

// MARK: - ObservableStateID

/// The identity of an observable state: where a struct state was made, and for an enum state the
/// case it is in (`_$tag`) with its payload's identity.
public struct ObservableStateID: Hashable, Sendable, CustomStringConvertible {
    /// The value this identity was made for; 0 for a value that has none of its own.
    private let location: UInt64
    /// The enum cases on the way from `location` to the value, outermost last.
    private let tags: [Int]

    private init(location: UInt64, tags: [Int]) {
        self.location = location
        self.tags = tags
    }

    /// A new identity, unlike any made before in this process.
    public init() {
        self.init(location: Self.made.add(1, ordering: .relaxed).newValue, tags: [])
    }

    /// The identity of a value without one of its own (an enum case without a payload).
    public static var _$inert: ObservableStateID { ObservableStateID(location: 0, tags: []) }

    /// `value`'s identity when it is an observable state, `_$inert` otherwise.
    public static func _$id<Value>(for value: Value) -> ObservableStateID {
        (value as? any ObservableState)?._$id ?? ._$inert
    }

    /// This identity inside the enum case at position `tag`.
    public func _$tag(_ tag: Int) -> ObservableStateID {
        ObservableStateID(location: location, tags: tags + [tag])
    }

    public var description: String {
        (["\(location)"] + tags.map { "#\($0)" }).joined()
    }

    private static let made = Atomic<UInt64>(0)
}

// MARK: - ObservationStateRegistrar

/// What `@ObservableState` stores in a struct state: its identity, and nothing a synthesised
/// conformance would see. Two registrars are equal and hash alike whatever their identities,
/// keyed coding skips them (see the container overloads below), and a test failure's dump shows
/// the same line for every one, so the state compares, hashes, dumps and travels as its fields.
public struct ObservationStateRegistrar: Hashable, Sendable, CustomReflectable, CustomStringConvertible {
    /// The identity of the state holding this registrar.
    public let id: ObservableStateID

    public init() {
        id = ObservableStateID()
    }

    public static func == (_: Self, _: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
    public var customMirror: Mirror { Mirror(self, children: []) }
    public var description: String { "ObservationStateRegistrar()" }
}

/// Codable only so that a state's conformance can be synthesised: its keyed coding goes through
/// the overloads below and never reaches these.
extension ObservationStateRegistrar: Codable {
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    public func encode(to encoder: any Encoder) throws {}
}

extension KeyedEncodingContainer {
    /// A state's registrar is not written: the state's wire form is its declared fields.
    public mutating func encode(_ value: ObservationStateRegistrar, forKey key: Key) throws {}
}

extension KeyedDecodingContainer {
    /// A state's registrar is not read: a decoded state is a new value with a new identity.
    public func decode(_ type: ObservationStateRegistrar.Type, forKey key: Key) throws -> ObservationStateRegistrar {
        ObservationStateRegistrar()
    }
}
