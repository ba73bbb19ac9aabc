// MARK: - `/Enum.case` where a view takes a function

/// `/State.detail` as the function that extracts the case, for the view APIs that take
/// `(State) -> Case?`: `CaseLet(/State.detail, action: …)`, `.sheet(store:state:action:)`,
/// `store.scope(state: /State.loggedIn, action: …)`, as TCA 1.x's case paths allow.
///
/// Disfavored, so wherever a case path fits (`Scope`, `ifLet`, `forEach`) the case path is
/// what `/` makes, and this is chosen only where nothing but a function fits.
@_disfavoredOverload
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> (Root) -> Value? {
    let path: CasePath<Root, Value> = /embed
    return path.extract
}
