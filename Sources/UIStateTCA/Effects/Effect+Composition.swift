// MARK: - Merging and concatenating any collection of effects

extension Effect {
    /// Runs all `effects` at the same time, from any sequence of them (TCA takes a `Sequence`, so
    /// a feature may pass `ids.lazy.map { … }` or a `Set`'s mapping as well as an array).
    public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
        merge(Array(effects))
    }

    /// Runs `effects` one after the other, from any collection of them.
    public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
        concatenate(Array(effects))
    }
}

// MARK: - Animating what an effect sends

extension Effect {
    /// This effect, its actions to be sent with `animation`; the animation is accepted and
    /// ignored, since a headless host draws no frames, so the effect is returned unchanged.
    public func animation(_ animation: Animation? = .default) -> Self {
        self
    }
}
