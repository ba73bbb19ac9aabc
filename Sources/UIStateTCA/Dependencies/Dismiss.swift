// MARK: - Dismissing a presented feature

extension DependencyValues {
    /// Dismisses the feature that reads it, when a parent presented it with
    /// `ifLet(\.$destination, action: /Action.destination)`: calling it sends the parent's
    /// `.dismiss` presentation action, which clears the child's state and cancels its effects.
    ///
    /// ```swift
    /// @Dependency(\.dismiss) var dismiss
    /// …
    /// case .closeButtonTapped:
    ///     return .run { _ in await self.dismiss() }
    /// ```
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the feature that reads it was presented by a parent (so `dismiss` can act).
    public var isPresented: Bool {
        dismiss.body != nil
    }
}

/// What `@Dependency(\.dismiss)` gives: an async function that dismisses the presented feature.
public struct DismissEffect: Sendable {
    let body: (@Sendable () async -> Void)?

    /// A dismissal that runs `dismiss` (tests may build their own).
    public init(_ dismiss: @escaping @Sendable () async -> Void) {
        self.body = dismiss
    }

    init(presentedBy none: Void) {
        self.body = nil
    }

    /// Dismisses the presented feature; outside a presentation it does nothing and reports it to
    /// a test store, since the call is a mistake there.
    public func callAsFunction() async {
        guard let body else {
            Dependencies.current.reportIssue?(
                "dismiss() was called from a feature that was not presented. Present it with `ifLet(\\.$child, action: /Action.child)` or `forEach` on a stack, or remove the call."
            )
            return
        }
        await body()
    }

    /// Dismisses the presented feature; the animation is accepted and ignored.
    public func callAsFunction(animation: Animation?) async {
        await self()
    }
}

enum DismissKey: TestDependencyKey {
    static let name = "dismiss"
    static let testValue = DismissEffect(presentedBy: ())
}
