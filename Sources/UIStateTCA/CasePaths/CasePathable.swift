// MARK: - CasePathable

/// An enum whose cases have case paths reached by key path; `@CasePathable` declares it.
///
/// `AllCasePaths` holds one `AnyCasePath` property per case, so `\Action.Cases.child` is a key
/// path through `Case` values into that property (see `CaseKeyPath`).
public protocol CasePathable {
    /// One case path property per case.
    associatedtype AllCasePaths
    /// The enum's case paths.
    static var allCasePaths: AllCasePaths { get }
}

// MARK: - Case and CaseKeyPath

/// A step along a case key path: how to build the root from a value of `Value` and read a
/// `Value` back from the root. `\Action.Cases.child.delegate` walks from `Case<Action>` to
/// `Case<Child.Action>` to `Case<Child.Action.Delegate>`.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
    /// From the root the key path started at (erased: a step does not know its root's type) to
    /// this step's value.
    let fromRoot: CasePath<Any, Value>

    init(fromRoot: CasePath<Any, Value>) {
        self.fromRoot = fromRoot
    }

    /// The start of every case key path: the root itself.
    public init() {
        self.init(fromRoot: CasePath(embed: { $0 }, extract: { $0 as? Value }))
    }

    /// The next step: the case of `Value` that `keyPath` names in its `AllCasePaths`.
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
    ) -> Case<Member> where Value: CasePathable {
        Case<Member>(fromRoot: fromRoot.appending(Value.allCasePaths[keyPath: keyPath]))
    }

    /// The root this step's key path started at, built from `value`.
    func embed<Root>(_ value: Value, as _: Root.Type) -> Root {
        // Every step's embed ends in the root its key path starts from (`Case<Root>()`), so the
        // types guarantee the cast.
        fromRoot.embed(value) as! Root
    }
}

/// A case path spelled as a key path: `\Action.Cases.child`, `\.child.delegate`.
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

/// A case key path whose payload type is not known: what `is(_:)` takes.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension CasePathable {
    /// The `Case` values case key paths start from, as `\Action.Cases.child` spells them.
    public typealias Cases = Case<Self>
}

extension KeyPath {
    /// The root built from `value` along this case key path: `(\Action.Cases.child)(.tapped)`.
    public func callAsFunction<Enum, Member>(_ value: Member) -> Enum
    where Root == Case<Enum>, Value == Case<Member> {
        Case<Enum>()[keyPath: self].embed(value, as: Enum.self)
    }

    /// The root of a case without a payload: `(\Action.Cases.onAppear)()`.
    public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
        Case<Enum>()[keyPath: self].embed((), as: Enum.self)
    }
}

extension AnyCasePath {
    /// The case path a case key path names, as a value: `AnyCasePath(\Action.Cases.child)`.
    public init(_ keyPath: CaseKeyPath<Root, Value>) {
        let step = Case<Root>()[keyPath: keyPath]
        self.init(embed: { step.embed($0, as: Root.self) }, extract: { step.fromRoot.extract($0) })
    }
}

extension CasePathable {
    /// The payload when this value is the case `keyPath` names, otherwise `nil`:
    /// `action[case: \.child]`.
    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
        Case<Self>()[keyPath: keyPath].fromRoot.extract(self)
    }

    /// Whether this value is the case `keyPath` names: `action.is(\.onAppear)`.
    public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
        guard let step = Case<Self>()[keyPath: keyPath] as? any CaseExtracting else { return false }
        return step.extracts(from: self)
    }

    /// Changes the payload in place when this value is the case `keyPath` names; does nothing
    /// otherwise.
    public mutating func modify<Value>(_ keyPath: CaseKeyPath<Self, Value>, yield body: (inout Value) -> Void) {
        let step = Case<Self>()[keyPath: keyPath]
        guard var value = step.fromRoot.extract(self) else { return }
        body(&value)
        self = step.embed(value, as: Self.self)
    }

    /// The payload of the case named `member`, or `nil`: `action.child` on an enum marked
    /// `@dynamicMemberLookup`, as `@Reducer` marks an enum `State`.
    public subscript<Member>(dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Member>>) -> Member? {
        Self.allCasePaths[keyPath: keyPath].extract(self)
    }
}

/// A `Case` with its payload type erased, so `is(_:)` can ask any step whether it matches.
private protocol CaseExtracting {
    func extracts(from root: Any) -> Bool
}

extension Case: CaseExtracting {
    fileprivate func extracts(from root: Any) -> Bool {
        fromRoot.extract(root) != nil
    }
}
