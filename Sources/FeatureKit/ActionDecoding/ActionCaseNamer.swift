import Synchronization

// MARK: - ActionCaseNamer

/// Names the actions of a feature's rendered trees by their top-level case
/// (`ActionCoding.caseName`), remembering the actions of the tree named last.
///
/// A search renders the same few screens state after state, and their buttons send the same
/// actions in the same order; asking the encoding for a case costs about 4,600 instructions (an
/// encoder, its containers and their generic metadata), comparing two actions a few dozen. So an
/// action equal to one named last time, at its place or a few places either side (rows come and
/// go), takes that name. This is exact for any action whose `==` tells apart what encodes apart,
/// as `ActionDecoder.encode` assumes: synthesised conformances do.
package final class ActionCaseNamer<Action: Encodable & Equatable & Sendable>: Sendable {
    struct Named: Sendable {
        let action: Action
        let name: String?
    }

    /// The last tree's actions, in the order they were named (shared by the feature's stores:
    /// a search's forks render the same screens).
    private let last = Mutex<[Named]>([])

    /// How far from an action's place among the last tree's a remembered equal one is looked for.
    static var reach: Int { 8 }

    package init() {}

    /// What `body` builds with the names it asks for, each action compared with those named
    /// last time before its encoding is asked.
    package func naming<Result>(_ body: (_ caseName: (Action) -> String?) -> Result) -> Result {
        let previous = last.withLock { $0 }
        var named: [Named] = []
        named.reserveCapacity(previous.count)
        let result = body { action in
            let name = Self.name(of: action, at: named.count, rememberedIn: previous)
            named.append(Named(action: action, name: name))
            return name
        }
        last.withLock { $0 = named }
        return result
    }

    private static func name(of action: Action, at place: Int, rememberedIn previous: [Named]) -> String? {
        if place < previous.count, previous[place].action == action { return previous[place].name }
        let end = min(previous.count, place + reach + 1)
        let near = min(max(0, place - reach), end)..<end
        for index in near where index != place && previous[index].action == action { return previous[index].name }
        return ActionCoding.caseName(action)
    }
}
