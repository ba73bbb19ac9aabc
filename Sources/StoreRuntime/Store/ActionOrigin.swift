// MARK: - ActionOrigin

/// Where a processed action came from; history records it.
public enum ActionOrigin: Hashable, Sendable {
    /// A client or a scenario sent it.
    case outside
    /// The store was created (a feature's launch action).
    case launch
    /// An effect sent it. Delegate actions a child sends with `.send` are effect actions too.
    case effect(EffectOrigin)
}

/// Which effect sent an action, and which processed action started that effect.
public struct EffectOrigin: Hashable, Sendable {
    /// The async effect that sent it; `nil` for an action returned with `.send` from a reducer.
    public let effect: EffectID?
    /// The processing sequence number of the action whose reducer started the effect.
    public let startedBy: Int

    /// Creates an origin.
    public init(effect: EffectID?, startedBy: Int) {
        self.effect = effect
        self.startedBy = startedBy
    }
}
