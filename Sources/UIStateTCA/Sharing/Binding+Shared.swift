public import UIStateSwiftUI
import Components

// MARK: - A binding to a shared value

extension Binding where Value: Equatable & Sendable {
    /// A binding that reads and writes a shared value, as swift-sharing's SwiftUI integration
    /// spells it: `@Binding(store.$signUpData) var signUpData`, then `$signUpData.email`.
    ///
    /// While the host runs a view to learn what its controls do (a dry run), a write is recorded
    /// rather than made (it would change the store while it renders): the control's tap or input
    /// is then that write, which the host makes on the store as a change of its state, with no
    /// action, as SwiftUI writes the shared value on a device.
    public init(_ base: Shared<Value>) {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in
                let write: @Sendable () -> Void = {
                    var handle = base
                    handle.wrappedValue = newValue
                }
                let change = ViewStateChange(name: "shared:\(base.key.id.name)", changesStore: true, write: write)
                if !InteractionRecorder.record(change) { write() }
            })
    }
}
