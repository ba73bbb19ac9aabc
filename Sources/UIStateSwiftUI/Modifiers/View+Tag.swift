import Components
import JSON

// MARK: - Tags

extension View {
    /// Tags the view with a value: inside a ``Picker``, the value choosing this option writes
    /// through the selection binding. The tree shows the value's description as `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(value: tag))
    }
}

struct TagModifier: NodeModifier {
    let value: Any

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.set("tag", .string(TagCollector.describe(value)))
        context.environment[TagCollectorKey.self]?.record(value, for: node.id, explicit: true)
    }
}

/// The tags a picker's options carry, by node id: a picker puts one in the environment of its
/// content, `.tag(_:)` records explicit tags in it, and ``ForEach`` each element's id (SwiftUI's
/// implicit tag) where none was given. A tag matches a selection of its type, or of its type
/// made optional (Swift's casts wrap and unwrap `Optional`), as SwiftUI's pickers allow.
final class TagCollector {
    private(set) var tags: [String: Any] = [:]
    private var explicitIDs: Set<String> = []

    func record(_ tag: Any, for nodeID: String, explicit: Bool) {
        if explicit {
            explicitIDs.insert(nodeID)
            tags[nodeID] = tag
        } else if !explicitIDs.contains(nodeID) {
            tags[nodeID] = tag
        }
    }

    /// A tag as the tree writes it: a string as it is, anything else by its description.
    static func describe(_ tag: Any) -> String {
        (tag as? String) ?? String(describing: tag)
    }
}

enum TagCollectorKey: EnvironmentKey { static var defaultValue: TagCollector? { nil } }
