// MARK: - The `/` case path operator

/// `/Action.child`, `/Action.row(id:action:)`, `/State.loaded`: TCA 1.x's case paths, built from
/// an enum case's constructor.
prefix operator /

/// The case path of the enum case `embed` constructs.
///
/// ```swift
/// Scope(state: \.counter, action: /Action.counter) { Counter() }
/// .forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }
/// ```
///
/// Only an enum case's constructor may be passed. Extracting reads the case's name and payload
/// through `Mirror` and checks the name against the case `embed` builds, so it needs no help
/// from the enum (see `EnumCase`).
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> CasePath<Root, Value> {
    let embed = CaseConstructor(embed)
    let expectedName = CaseName()
    return CasePath(
        embed: { embed.body($0) },
        extract: { root in
            guard let (name, payload) = EnumCase.payload(of: root, as: Value.self) else { return nil }
            if let known = expectedName.value { return known == name ? payload : nil }
            // The first payload of the right type tells which case `embed` builds: build it and
            // remember its name.
            guard let built = EnumCase.name(of: embed.body(payload)) else { return nil }
            expectedName.value = built
            return built == name ? payload : nil
        }
    )
}

/// The case path of a case without a payload: `/Action.onAppear`.
public prefix func / <Root>(case: @autoclosure () -> Root) -> CasePath<Root, Void> {
    let value = PayloadlessCase(`case`())
    return CasePath(
        embed: { _ in value.value },
        extract: { root in EnumCase.isSameCaseWithoutPayload(root, value.value) ? () : nil }
    )
}

/// The identity case path, `/Action.self`: every value is "this case".
public prefix func / <Root>(type: Root.Type) -> CasePath<Root, Root> {
    CasePath(embed: { $0 }, extract: { $0 })
}

extension CasePath where Root == Value {
    /// The identity case path, for `/.self` where the type is known from context.
    public static var `self`: CasePath {
        CasePath(embed: { $0 }, extract: { $0 })
    }
}

/// A case path as it is: `/.self` and `/Action.self` spelled as TCA 1.x allows.
public prefix func / <Root, Value>(path: CasePath<Root, Value>) -> CasePath<Root, Value> {
    path
}
