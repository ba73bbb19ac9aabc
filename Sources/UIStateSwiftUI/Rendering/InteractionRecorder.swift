package import Components
import Foundation

/// What a view's closure did while uistate ran it to learn what an interaction does: the actions
/// it sent through a store, and the `@State` it wrote.
///
/// SwiftUI runs a button's closure when the button is tapped. A headless host must also *show*
/// what a tap would do (the tree lists each node's actions, exploration enumerates them), so the
/// renderer runs the closure while rendering, with stores and `@State` recording instead of acting
/// (a dry run), and the node's tap replays what was recorded. A closure is a function of the state
/// the tree was rendered from, as every node's action already is.
package final class InteractionRecorder: @unchecked Sendable {
    // Unchecked: a recorder lives for one dry run, on the thread that runs it.
    package enum Step {
        case action(Any)
        case viewState(ViewStateChange)
        case event(ViewEvent)
    }

    private(set) var steps: [Step] = []

    @TaskLocal package static var current: InteractionRecorder?

    /// Takes the steps another recorder recorded, after this one's (an async closure's, run in
    /// a recorder of its own).
    func adopt(_ other: InteractionRecorder) {
        steps += other.steps
    }

    /// Records `action` in the dry run under way, if any; false when there is none.
    @discardableResult
    package static func record(action: Any) -> Bool {
        guard let recorder = current else { return false }
        recorder.steps.append(.action(action))
        return true
    }

    /// Records a write to view state in the dry run under way, if any; false when there is none.
    package static func record(_ change: ViewStateChange) -> Bool {
        guard let recorder = current else { return false }
        recorder.steps.append(.viewState(change))
        return true
    }

    /// Records an event (a URL opened) in the dry run under way, if any; false when there is none.
    @discardableResult
    package static func record(_ event: ViewEvent) -> Bool {
        guard let recorder = current else { return false }
        recorder.steps.append(.event(event))
        return true
    }

    /// Runs `body` recording, and returns what it did as interaction steps of `Action`; an
    /// action of another type (a store of another feature) is left out, with a line on stderr.
    package static func dryRun<Action>(as: Action.Type = Action.self, _ body: () -> Void) -> [InteractionStep<Action>] {
        let recorder = InteractionRecorder()
        $current.withValue(recorder) { body() }
        return recorder.steps.compactMap { step in
            switch step {
            case .viewState(let change): return .viewState(change)
            case .event(let event): return .event(event)
            case .action(let action):
                if let action = action as? Action { return .action(action) }
                if let wrapping = Action.self as? any RecordedActionWrapping.Type,
                    let wrapped = wrapping.wrapping(action) as? Action
                {
                    return .action(wrapped)
                }
                FileHandle.standardError.write(Data(
                    "uistate: a view sent \(type(of: action)), not \(Action.self), the action of the store it is hosted by; ignored\n".utf8))
                return nil
            }
        }
    }

    /// The one action a dry run of `body` sends, when it sends exactly one and writes nothing
    /// else (what a field's submit or a presentation's dismiss can hold).
    package static func singleAction<Action>(as: Action.Type = Action.self, _ body: () -> Void) -> Action? {
        singleAction(of: dryRun(body))
    }

    /// The one action of a dry run's `steps`, when they are exactly one action.
    package static func singleAction<Action>(of steps: [InteractionStep<Action>]) -> Action? {
        guard steps.count == 1, case .action(let action) = steps[0] else { return nil }
        return action
    }
}

/// A value moved into a `@Sendable` closure that runs on the thread it was made on (a dry run's
/// recorded write, applied by the host on the same store queue).
package struct UncheckedValue<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

/// An action type that wraps the actions views send (a preview's feature wraps its reducer's):
/// the recorder wraps what it recorded into it.
package protocol RecordedActionWrapping {
    static func wrapping(_ recorded: Any) -> Self?
}
