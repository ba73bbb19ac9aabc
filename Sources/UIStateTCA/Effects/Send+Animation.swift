// MARK: - Sending with an animation

extension Send {
    /// Sends `action`; the animation is accepted and ignored (a headless host draws no frames).
    public func callAsFunction(_ action: Action, animation: Animation?) async {
        await self(action)
    }

    /// Sends `action`; the transaction is accepted and ignored, as an animation is.
    public func callAsFunction(_ action: Action, transaction: Transaction) async {
        await self(action)
    }
}

extension Effect {
    /// Sends `action` right after the current one; the animation is accepted and ignored.
    public static func send(_ action: Action, animation: Animation?) -> Self {
        .send(action)
    }

    /// Sends `action` right after the current one; the transaction is accepted and ignored.
    public static func send(_ action: Action, transaction: Transaction) -> Self {
        .send(action)
    }
}
