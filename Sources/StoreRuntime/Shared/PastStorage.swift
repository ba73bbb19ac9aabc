// MARK: - PastStorage

/// A store's storage as it was at an earlier version (`SharedRegistry.registry(at:)`): a key
/// the store wrote since reads the bytes it held before that write; saving and deleting change
/// nothing, so that reading a past version never touches the store's files.
struct PastStorage: SharedStorage {
    let live: any SharedStorage
    /// The bytes each key held before the store first touched it (nil: none).
    let originals: [String: [UInt8]?]

    init(live: any SharedStorage, originals: [SharedKeyID: [UInt8]?]) {
        self.live = live
        self.originals = Dictionary(originals.map { ($0.key.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    func load(_ name: String) throws -> [UInt8]? {
        if let original = originals[name] { return original }
        return try live.load(name)
    }

    func save(_ bytes: [UInt8], as name: String) throws {}

    func delete(_ name: String) throws {}
}

// MARK: - PastDependencies

/// A store's dependencies with its shared values as they were at a past version
/// (`SharedRegistry.registry(at:)`): what a version is read with after the store moved on, by one
/// reader at a time (a subscription's sender). The registry made for a version is reused while
/// the next version's shared values are equal and the store has touched no new key, since it
/// would read the same then: most changes leave the shared values alone.
package final class PastDependencies: @unchecked Sendable {
    private let dependencies: Dependencies
    // Apart, not one optional tuple: a hit then copies none of them.
    private var lastShared = SharedSnapshot()
    private var lastTouched = -1
    private var last: Dependencies

    package init(_ dependencies: Dependencies) {
        self.dependencies = dependencies
        self.last = dependencies
    }

    /// Runs `body` with the dependencies to read the version whose shared values are `snapshot`
    /// current.
    package func withDependencies<T>(at snapshot: SharedSnapshot, _ body: () throws -> T) rethrows -> T {
        if let live = dependencies.shared {
            let touched = live.touchedCount
            if touched != lastTouched || lastShared != snapshot {
                last.shared = live.registry(at: snapshot)
                lastShared = snapshot
                lastTouched = touched
            }
        }
        return try Dependencies.$current.withValue(last, operation: body)
    }
}
