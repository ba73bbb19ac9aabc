public import UIStateSwiftUI

// MARK: - A binding to a shared value

extension Binding where Value: Equatable & Sendable {
    /// A binding that reads and writes a shared value, as swift-sharing's SwiftUI integration
    /// spells it: `@Binding(store.$signUpData) var signUpData`, then `$signUpData.email`.
    ///
    /// While the host runs a view to learn what its controls do (a dry run), a write is not made:
    /// a view writing a shared value directly, rather than sending an action, is not yet an
    /// interaction the host records (docs/tca.md), and a write then would change the store while
    /// it renders.
    public init(_ base: Shared<Value>) {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in
                guard InteractionRecorder.current == nil else { return }
                var handle = base
                handle.wrappedValue = newValue
            })
    }
}
