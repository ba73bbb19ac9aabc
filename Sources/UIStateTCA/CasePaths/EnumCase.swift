import Synchronization

// MARK: - EnumCase

/// Reads an enum value's case through `Mirror`, which every enum supports without declaring
/// anything: an enum with a payload reflects as one child whose label is the case's name and
/// whose value is the payload (a tuple when the case has several values or one labelled value,
/// and the boxed value of an `indirect` case).
enum EnumCase {
    /// The case name and payload of `value` when it is an enum case whose payload is a `Value`.
    static func payload<Value>(of value: some Any, as _: Value.Type) -> (name: String, payload: Value)? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label else { return nil }
        if let payload = child.value as? Value { return (name, payload) }
        // One labelled value, `case edit(action: Child)`, reflects as a one-element tuple.
        let tuple = Mirror(reflecting: child.value)
        guard tuple.displayStyle == .tuple, tuple.children.count == 1,
              let payload = tuple.children.first?.value as? Value else { return nil }
        return (name, payload)
    }

    /// The case name of an enum value with a payload.
    static func name(of value: some Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return nil }
        return mirror.children.first?.label
    }

    /// The case name of any enum value: its payload's label, or for a case without a payload the
    /// name the runtime prints for it.
    static func caseName(of value: Any) -> String {
        name(of: value) ?? String(reflecting: value)
    }

    /// Whether `value` and `expected` are the same payload-less case of one enum.
    ///
    /// `Mirror` gives no name for a case without a payload, so equality decides when the enum is
    /// `Equatable` (actions almost always are), and the printed case name otherwise.
    static func isSameCaseWithoutPayload<Root>(_ value: Root, _ expected: Root) -> Bool {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, mirror.children.isEmpty else { return false }
        if let value = value as? any Equatable {
            return value.isEqual(to: expected)
        }
        return String(reflecting: value) == String(reflecting: expected)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one: `==` through an existential.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

// MARK: - Sendable holders

/// An enum case's constructor, which captures nothing, so sharing it across tasks is safe,
/// though the function type the caller names (`/Action.child` in Swift 5 mode) is not `@Sendable`.
struct CaseConstructor<Value, Root>: @unchecked Sendable {
    let body: (Value) -> Root

    init(_ body: @escaping (Value) -> Root) {
        self.body = body
    }
}

/// A case without a payload: it holds no references, whatever the enum's other cases hold.
struct PayloadlessCase<Root>: @unchecked Sendable {
    let value: Root

    init(_ value: Root) {
        self.value = value
    }
}

/// The name of the case a case path's constructor builds, learned on the first extraction.
final class CaseName: Sendable {
    private let name = Mutex<String?>(nil)

    var value: String? {
        get { name.withLock { $0 } }
        set { name.withLock { $0 = newValue } }
    }
}
