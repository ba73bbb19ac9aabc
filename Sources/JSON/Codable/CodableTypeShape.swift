internal import Synchronization

/// How the encoder post-processes what a type's `encode(to:)` produced, decided by `Mirror` once
/// per type and cached (reflection costs far more than the lookup).
enum CodableTypeShape: Sendable {
    /// Left as encoded: structs, classes, tuples, optionals, collections.
    case plain
    /// Mapped to the externally tagged wire format (`Mirror.DisplayStyle.enum`).
    case enumeration
    /// Elements sorted by their canonical bytes, so hash order never shows.
    case set
    /// Entries sorted by their keys' canonical bytes.
    case dictionary

    /// The shape of `T`, judged from one of its values.
    static func of<T>(_ value: T) -> CodableTypeShape {
        let type = ObjectIdentifier(T.self)
        if let known = shapes.withLock({ $0[type] }) { return known }
        let shape: CodableTypeShape
        switch Mirror(reflecting: value).displayStyle {
        case .enum?: shape = .enumeration
        case .set?: shape = .set
        case .dictionary?: shape = .dictionary
        default: shape = .plain
        }
        shapes.withLock { $0[type] = shape }
        return shape
    }

    /// Whether the case `tag` of enum value `value` carries several values (a tuple payload), as
    /// opposed to one. Only asked when a payload's sole positional value is an array, where the
    /// wire form depends on it; cached per type and case.
    static func caseHasSeveralValues<T>(_ value: T, tag: String) -> Bool {
        let key = CaseKey(type: ObjectIdentifier(T.self), tag: tag)
        if let known = tupleCases.withLock({ $0[key] }) { return known }
        let payload = Mirror(reflecting: value).children.first?.value
        let several = payload.map { Mirror(reflecting: $0).displayStyle == .tuple } ?? false
        tupleCases.withLock { $0[key] = several }
        return several
    }

    private struct CaseKey: Hashable, Sendable {
        let type: ObjectIdentifier
        let tag: String
    }

    private static let shapes = Mutex<[ObjectIdentifier: CodableTypeShape]>([:])
    private static let tupleCases = Mutex<[CaseKey: Bool]>([:])
}
