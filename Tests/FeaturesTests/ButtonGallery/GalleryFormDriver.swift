import Components
import Features
import Foundation
import JSON
import UIStateTesting
import Testing

// Test support shared by the button gallery's and the text-field form's tests. Named for the two
// features so that it cannot collide with other features' helpers in this target.

// MARK: - GalleryFormFeature

/// What the driver needs of a feature: the plugin members the host uses.
protocol GalleryFormFeature: Reducer, SendableMetatype
where State: Codable & Equatable & Sendable, Action: Codable & Equatable & Sendable {
    associatedtype Screen: Component where Screen.Action == Action
    static var initialState: State { get }
    static func view(_ state: State) -> Screen
    init()
}

extension ButtonGalleryFeature: GalleryFormFeature {}
extension TextFieldFormFeature: GalleryFormFeature {}

// MARK: - GalleryFormDriver

/// Drives a feature the way the host does, on an exhaustive `TestStore`.
///
/// Each interaction renders the view from the store's state, performs the interaction on the tree
/// and checks that it yields exactly the expected steps, in order. It then plays them as the host
/// does: an event goes to the store's event recorder, an action is sent through the test store
/// with the test's expected state change (so the whole state is checked after every action, and
/// any effect or received action fails the test at `finish()`). It also checks that the store
/// records each event with the action that follows it, and that the tree patch from the old
/// render to the new one applies (`apply(old, patch) == new`).
///
/// ```swift
/// try await driver.tap(.id("gallery.iconOnly"), [
///     .event(.haptic("medium")),
///     .action(.buttonTapped(.iconOnly)) { $0.lastTappedButton = .iconOnly; $0.tapCount = 1 },
/// ])
/// ```
struct GalleryFormDriver<Feature: GalleryFormFeature> {
    typealias State = Feature.State
    typealias Action = Feature.Action

    /// A step the test expects an interaction to yield, with the state change of an action.
    struct Expected {
        enum Kind {
            case event(ViewEvent)
            case action(Action, ((inout State) -> Void)?)
        }

        let kind: Kind

        static func event(_ event: ViewEvent) -> Self { Self(kind: .event(event)) }

        /// `action`, changing state as `update` does; omit `update` when it must not change state.
        static func action(_ action: Action, _ update: ((inout State) -> Void)? = nil) -> Self {
            Self(kind: .action(action, update))
        }

        var step: Step {
            switch kind {
            case .event(let event): .event(event)
            case .action(let action, _): .action(action)
            }
        }
    }

    /// One thing an interaction yields, in order, as the host reports it.
    enum Step: Equatable, CustomStringConvertible {
        case event(ViewEvent)
        case action(Action)

        var description: String {
            switch self {
            case .event(let event): "event " + event.description
            case .action(let action): "action " + wire(action).serializedString(.canonical)
            }
        }
    }

    let store: TestStore<Feature>

    init(
        _ feature: Feature.Type = Feature.self,
        state: State = Feature.initialState,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        store = TestStore(
            initialState: state, reducer: Feature(), fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// The tree the host would render now.
    func tree(environment: EnvironmentValues<Action> = .init()) -> RenderedTree<Action> {
        Feature.view(store.state).render(environment: environment)
    }

    /// Waits for effects (there are none) and checks nothing was left unasserted.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        await store.finish(
            fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
            line: sourceLocation.line, column: sourceLocation.column
        )
    }

    // MARK: - Interactions

    func tap(_ selector: Selector, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await perform({ try $0.tap(selector).steps }, expected, sourceLocation: sourceLocation)
    }

    func input(
        _ selector: Selector,
        text: String,
        _ expected: [Expected],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await perform({ try $0.input(selector, text: text).steps }, expected, sourceLocation: sourceLocation)
    }

    /// Focuses the field `selector` picks, or with `nil` unfocuses whatever is focused.
    func focus(_ selector: Selector?, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await perform({ try $0.focus(selector).steps }, expected, sourceLocation: sourceLocation)
    }

    func submit(_ selector: Selector, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await perform({ try $0.submit(selector).steps }, expected, sourceLocation: sourceLocation)
    }

    /// Sends `action` directly, as `store/dispatch` does.
    func send(
        _ action: Action,
        _ update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await perform({ _ in [.action(action)] }, [.action(action, update)], sourceLocation: sourceLocation)
    }

    /// Performs `interact` on the current tree and plays its steps; see the type's discussion.
    func perform(
        _ interact: (RenderedTree<Action>) throws -> [InteractionStep<Action>],
        _ expected: [Expected],
        sourceLocation: SourceLocation
    ) async throws {
        let oldTree = tree()
        let steps: [Step] = try interact(oldTree).compactMap {
            switch $0 {
            case .event(let event): .event(event)
            case .action(let action): .action(action)
            // The built-ins keep no view state of their own.
            case .viewState: nil
            }
        }
        guard steps == expected.map(\.step) else {
            Issue.record(
                """
                the interaction yields
                \(steps.map { "  " + $0.description }.joined(separator: "\n"))
                but the test expects
                \(expected.map { "  " + $0.step.description }.joined(separator: "\n"))
                """,
                sourceLocation: sourceLocation
            )
            return
        }
        var pendingEvents: [UIEvent] = []
        for step in expected {
            switch step.kind {
            case .event(let event):
                pendingEvents.append(UIEvent(viewEvent: event))
                store.dependencies.events.emit(UIEvent(viewEvent: event))
            case .action(let action, let update):
                let result = await store.send(
                    action,
                    assert: update,
                    fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
                    line: sourceLocation.line, column: sourceLocation.column
                )
                #expect(result.events == pendingEvents, "events recorded with \(action)", sourceLocation: sourceLocation)
                pendingEvents = []
            }
        }
        let oldJSON = oldTree.json(encodeAction: wire)
        let newJSON = tree().json(encodeAction: wire)
        let patched = try TreeDiff.patch(from: oldJSON, to: newJSON).apply(to: oldJSON)
        #expect(patched == newJSON, "tree patch does not reproduce the new render", sourceLocation: sourceLocation)
    }
}

// MARK: - Helpers

extension UIEvent {
    /// The store's form of a view event: string payload values as they are, others as JSON.
    init(viewEvent: ViewEvent) {
        var payload: [String: String] = [:]
        for member in viewEvent.payload {
            payload[member.key] = member.value.stringValue ?? member.value.serializedString(.canonical)
        }
        self.init(name: viewEvent.name, payload: payload)
    }
}

/// The wire form of `value` (actions externally tagged), `null` if it cannot be encoded.
func wire<T: Encodable>(_ value: T) -> JSONValue {
    (try? JSONValueEncoder().encode(value)) ?? .null
}
