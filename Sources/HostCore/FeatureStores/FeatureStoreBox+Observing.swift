import FeatureKit
import Components
import JSON
import StoreRuntime

// MARK: - Subscriptions

extension FeatureStoreBox {
    func observe(
        state: Bool, view: Bool, onChange: @escaping @Sendable (StoreSnapshot) -> Void
    ) async -> (token: Int, snapshot: StoreSnapshot) {
        let dependencies = store.dependencies
        // One each per subscription: the first snapshot made here, before the observer is
        // attached; then used only by the subscription's sender, which encodes and renders the
        // changes it sends, with the shared values of their versions (`past`).
        let encoding = state ? SnapshotEncoding() : nil
        let viewEncoding = view ? ViewEncoding<F.State, F.Action>(encodeAction: decoder.encoder.encode, encodeTree: F.encodeTree) : nil
        let past = PastDependencies(dependencies)
        return await store.perform { store in
            let snapshot = Dependencies.$current.withValue(dependencies) {
                var json: JSONValue?
                if let encoding { json = encoding.encode(store.state, shared: store.sharedSnapshot).json }
                var tree: JSONValue?
                if let viewEncoding {
                    tree = Self.tree(of: store.state, environment: store.environment, shared: store.sharedSnapshot, viewEncoding: viewEncoding).tree
                }
                return StoreSnapshot(version: store.version, state: json, tree: tree)
            }
            let token = store.addObserver { record in
                // Versions move only for changes; a record that changed nothing has nothing to send.
                guard record.movesVersion else { return }
                onChange(StoreSnapshot(
                    version: record.version, state: nil, tree: nil,
                    change: Self.change(
                        of: record.state, environment: record.environment, shared: record.shared, past: past,
                        encoding: encoding, viewEncoding: viewEncoding
                    )
                ))
            }
            return (token, snapshot)
        }
    }

    func stopObserving(_ token: Int) async {
        await store.removeObserver(token)
    }

    /// A change's state and view, encoded and rendered by the sender if a notification is sent
    /// for it. Shared values are read as they were at this version (`PastDependencies`), not as
    /// the store holds them by then; the state, environment and dependencies are values.
    private static func change(
        of state: F.State, environment: any Sendable, shared: SharedSnapshot, past: PastDependencies,
        encoding: SnapshotEncoding?, viewEncoding: ViewEncoding<F.State, F.Action>?
    ) -> DeferredChange {
        DeferredChange {
            past.withDependencies(at: shared) {
                var statePatch: JSONPatch?
                if let encoding { statePatch = encoding.encode(state, shared: shared).patch }
                var treePatch: JSONPatch?
                if let viewEncoding {
                    let (tree, patch) = Self.tree(of: state, environment: environment, shared: shared, viewEncoding: viewEncoding)
                    treePatch = patch ?? JSONPatch([.replace(path: .root, value: tree)])
                }
                return (statePatch, treePatch)
            }
        }
    }

    /// The view's part of a snapshot, apart so that a state subscription's observer looks up
    /// none of the view's types.
    private static func tree(
        of state: F.State, environment: any Sendable, shared: SharedSnapshot, viewEncoding: ViewEncoding<F.State, F.Action>
    ) -> (tree: JSONValue, patch: JSONPatch?) {
        let values = (environment as? EnvironmentValues<F.Action>) ?? EnvironmentValues()
        return viewEncoding.tree(of: state, environment: values, shared: shared) { memo in
            F.renderTree(state, environment: values, memo: memo)
        }
    }
}

/// How a subscription encodes its store's states: reusing the encodings of large arrays that
/// the new state shares with the last one (`JSONEncodingCache`), so a change costs what changed.
/// Shared values are read while encoding, outside the arrays' storage: when they change, every
/// remembered encoding is dropped. Not thread-safe: used by one thread at a time (the
/// subscription's first snapshot on the store's executor, then its sender).
final class SnapshotEncoding: @unchecked Sendable {
    private let cache = JSONEncodingCache()
    private var shared: SharedSnapshot?
    /// The last state encoded: the one the client holds once it was sent.
    private var last: JSONValue?

    /// `state`'s JSON (null when it does not encode), its shared values being `shared`, and
    /// the patch to it from the last state encoded (none for the first).
    func encode<State: Encodable>(_ state: State, shared values: SharedSnapshot) -> (json: JSONValue, patch: JSONPatch?) {
        if shared != values { cache.removeAll() }
        shared = values
        let json = (try? JSONValueEncoder().encode(state, reusing: cache)) ?? JSONValue.null
        defer { last = json }
        return (json, last.map { JSONPatch.diff(from: $0, to: json) })
    }
}

/// How a view subscription renders and encodes its store's views, at the cost of what changed:
/// nothing at all when the state, the environment and the shared values are those of the last
/// render (a view is a function of them: an environment set to what it was, a restore to the
/// state shown); otherwise `Memoized` content whose input did not change is not rendered again
/// (`RenderMemo`), and the JSON of nodes equal to the last render's is reused
/// (`RenderedTreeEncoder`, through `encodeTree`: the feature's `PluginFeature.encodeTree`, which
/// runs it specialised), and the patch made on the way. The last tree is the encoder's alone,
/// so that it changes it in place into the next one: a caller that keeps a tree past the next
/// render costs that render a copy of what changed. Not thread-safe: used by one thread at a
/// time (the subscription's first render on the store's executor, then its sender).
final class ViewEncoding<State: Equatable, Action: Equatable>: @unchecked Sendable {
    private let memo = RenderMemo()
    private var encoder: RenderedTreeEncoder<Action>
    private let encodeTree: TreeEncoding
    /// What the encoder's last tree was rendered from.
    private var last: Rendered?

    private struct Rendered {
        var state: State
        var environment: EnvironmentValues<Action>
        var shared: SharedSnapshot
    }

    typealias TreeEncoding = (RenderedTree<Action>, inout RenderedTreeEncoder<Action>) -> (json: JSONValue, patch: JSONPatch?)

    init(encodeAction: @escaping (Action) -> JSONValue, encodeTree: @escaping TreeEncoding = { $1.encodeWithPatch($0) }) {
        encoder = RenderedTreeEncoder(encodeAction: encodeAction, changingLastInPlace: true)
        self.encodeTree = encodeTree
    }

    /// The tree's JSON for `state`: the last one when nothing the view reads changed, else
    /// `render` (given the memo) encoded against the last render; with the patch from the last
    /// tree to it (none for the first, nor when `encodeTree` made none).
    func tree(
        of state: State, environment: EnvironmentValues<Action>, shared: SharedSnapshot,
        render: (RenderMemo) -> RenderedTree<Action>
    ) -> (tree: JSONValue, patch: JSONPatch?) {
        // The state first: what a change most often moves, and the cheapest of the three to compare.
        if let last, last.state == state, last.environment == environment, last.shared == shared, let tree = encoder.lastJSON {
            return (tree, JSONPatch())
        }
        let (tree, patch) = encodeTree(render(memo), &encoder)
        last = Rendered(state: state, environment: environment, shared: shared)
        return (tree, patch)
    }
}
