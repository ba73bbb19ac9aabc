// MARK: - HistoryOrigin

/// Why a history entry exists: where its action came from, or what else changed the store.
///
/// Delegate actions are told apart from other effect actions by how they were sent: a reducer
/// returned `.send(action)` (no async effect in between), which is how a child tells its parent
/// what happened. The wire may fold `delegate` into `effect` (see `docs/decisions.md`); both carry the
/// action whose reducer started them.
public enum HistoryOrigin: Hashable, Sendable {
    /// A client or scenario sent the action.
    case outside
    /// The feature's launch action, sent when the store was created.
    case launch
    /// An async effect sent the action; `startedBy` is the sequence number of the action whose
    /// reducer started that effect.
    case effect(EffectID, startedBy: Int)
    /// A reducer returned `.send(action)` (a delegate action) while processing `startedBy`.
    case delegate(startedBy: Int)
    /// The environment was replaced (`environment/set`).
    case environment
    /// The store jumped back to `version` (`nil` when something other than `History.jump`
    /// restored it).
    case jump(toVersion: Int?)
    /// A client replaced the whole state (`store/replaceState`: an edit or an import).
    case replace

    /// The wire name of the origin (`docs/decisions.md`: outside, effect, environment, jump, replace, launch).
    public var name: String {
        switch self {
        case .outside: "outside"
        case .launch: "launch"
        case .effect, .delegate: "effect"
        case .environment: "environment"
        case .jump: "jump"
        case .replace: "replace"
        }
    }

    init(_ origin: ActionOrigin) {
        switch origin {
        case .outside: self = .outside
        case .launch: self = .launch
        case .effect(let effect):
            if let id = effect.effect {
                self = .effect(id, startedBy: effect.startedBy)
            } else {
                self = .delegate(startedBy: effect.startedBy)
            }
        }
    }
}
