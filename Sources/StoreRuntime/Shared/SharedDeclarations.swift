import Synchronization

// MARK: - SharedDeclarations

/// The starting values of shared keys declared before a store exists, as a preview declares
/// them: `@Shared(.syncUps) var syncUps = [.mock]` in a `#Preview`, then a store whose state
/// holds `@Shared(.syncUps) var syncUps`. swift-sharing keeps one value per key for the whole
/// process, so the preview's declaration is the value the feature's handle reads; here values
/// live in stores, so the declaration is kept and given to the store instead.
///
/// While `Dependencies.current.sharedDeclarations` is set, each handle made outside any store
/// declares its key's default; the first declaration of a key wins, as the first reference to
/// a key fixes its value in swift-sharing. A store made with these declarations starts a key it
/// first reads at the declared value when storage holds none (a stored value still wins).
package final class SharedDeclarations: Sendable {
    private let declared = Mutex<[SharedKeyID: any Equatable & Sendable]>([:])

    package init() {}

    func declare<Value>(_ key: SharedValueKey<Value>, default value: Value) {
        declared.withLock { declared in
            if declared[key.id] == nil { declared[key.id] = value }
        }
    }

    /// The declared value of each key.
    package var values: SharedSnapshot { SharedSnapshot(declared.withLock { $0 }) }
}
