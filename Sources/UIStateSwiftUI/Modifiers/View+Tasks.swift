import Components
import JSON

// MARK: - Async work: .task and .refreshable

extension View {
    /// Runs `action` when the view appears, as SwiftUI's: the node's `appear` interaction
    /// (`view/appear`) is the one action the closure sends, learned by running it in a dry run
    /// on the rendering thread (see ``InteractionRecorder/runInline(_:)``), so
    /// `.task { await viewStore.send(.task).finish() }` appears as `.task`.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(AppearHandler { InteractionRecorder.runInline(action) })
    }

    /// Runs `action` when the view appears and again when `id` changes; a host renders each
    /// state afresh, so this is ``task(priority:_:)`` with the value shown as the node's `taskID`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        task(priority: priority, action)
            .modifier(PropertySetter(key: "taskID", value: .string(String(describing: value)), outline: false))
    }

    /// Lets a user refresh the content, as a pull to refresh does: the node shows
    /// `"refreshable": true` and gains a child `button` `<id>/refresh` (`"style":
    /// "refreshControl"`, "Refresh"), whose tap does what the closure does, learned by running it
    /// in a dry run as ``task(priority:_:)`` does. A pull is a gesture no protocol verb names;
    /// as a row's swipe to delete, it becomes a button, so a tap, a scenario and exploration reach it.
    public func refreshable(action: @escaping () async -> Void) -> some View {
        modifier(RefreshHandler(action: action))
    }
}

/// The refresh control a `.refreshable` adds.
struct RefreshHandler: NodeModifier {
    let action: () async -> Void

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.set("refreshable", true, outline: true)
        let action = action
        node.children.append(context.controlButton(
            id: node.id + "/refresh", text: "Refresh", label: "Refresh", style: "refreshControl",
            tap: InteractionRecorder.dryRun { InteractionRecorder.runInline(action) }))
    }
}
