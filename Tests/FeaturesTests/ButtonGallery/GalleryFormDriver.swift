import Components
import Features
import Foundation
import JSONValue
import StoreRuntime
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

/// Drives a feature the way the host does, and checks every step exhaustively.
///
/// It renders the view from the store's state, performs an interaction on the tree, reports the
/// interaction's events to the store's event recorder and sends its actions in order (so a
/// button's haptic is recorded with the action that follows it, as in the host). After each
/// interaction it checks that:
/// - the state is exactly the expected one (the whole state, not a part of it);
/// - no effect started and no other action was received;
/// - the tree patch from the old render to the new one applies (`apply(old, patch) == new`).
struct GalleryFormDriver<Feature: GalleryFormFeature> {
    typealias State = Feature.State
    typealias Action = Feature.Action

    /// One thing an interaction did, in order, as the host would report it.
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

    /// What one interaction did.
    struct Outcome {
        /// The interaction's events and actions, in order.
        var steps: [Step]
        /// For each action sent, the events the store recorded with it.
        var eventsByAction: [[UIEvent]]
    }

    let store: Store<Feature>

    init(_ feature: Feature.Type = Feature.self, state: State = Feature.initialState) {
        store = Store(initialState: state, reducer: Feature())
    }

    var state: State {
        get async { await store.state }
    }

    /// The tree the host would render now.
    func tree(environment: EnvironmentValues<Action> = .init()) async -> RenderedTree<Action> {
        Feature.view(await store.state).render(environment: environment)
    }

    // MARK: - Interactions

    @discardableResult
    func tap(
        _ selector: Selector,
        expecting update: (inout State) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Outcome {
        try await perform({ try $0.tap(selector).steps }, expecting: update, sourceLocation: sourceLocation)
    }

    @discardableResult
    func input(
        _ selector: Selector,
        text: String,
        expecting update: (inout State) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Outcome {
        try await perform({ try $0.input(selector, text: text).steps }, expecting: update, sourceLocation: sourceLocation)
    }

    /// Focuses the field `selector` picks, or with `nil` unfocuses whatever is focused.
    @discardableResult
    func focus(
        _ selector: Selector?,
        expecting update: (inout State) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Outcome {
        try await perform({ try $0.focus(selector).steps }, expecting: update, sourceLocation: sourceLocation)
    }

    @discardableResult
    func submit(
        _ selector: Selector,
        expecting update: (inout State) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Outcome {
        try await perform({ try $0.submit(selector).steps }, expecting: update, sourceLocation: sourceLocation)
    }

    /// Sends `action` directly, as `store/dispatch` does.
    @discardableResult
    func send(
        _ action: Action,
        expecting update: (inout State) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Outcome {
        try await perform(
            { _ in [.action(action)] },
            expecting: update,
            sourceLocation: sourceLocation
        )
    }

    /// Performs `interact` on the current tree and checks the result; see the type's discussion.
    func perform(
        _ interact: (RenderedTree<Action>) throws -> [InteractionStep<Action>],
        expecting update: (inout State) -> Void,
        sourceLocation: SourceLocation
    ) async throws -> Outcome {
        let before = await store.state
        var expected = before
        update(&expected)
        let oldTree = Feature.view(before).render()
        let steps = try interact(oldTree)
        var outcome = Outcome(steps: [], eventsByAction: [])
        for step in steps {
            switch step {
            case .event(let event):
                outcome.steps.append(.event(event))
                store.dependencies.events.emit(UIEvent(viewEvent: event))
            case .action(let action):
                outcome.steps.append(.action(action))
                let result = await store.send(action)
                outcome.eventsByAction.append(result.events)
                #expect(result.effectsStarted.isEmpty, "unexpected effects \(result.effectsStarted)", sourceLocation: sourceLocation)
                #expect(result.actionsProcessed == 1, "unexpected received actions", sourceLocation: sourceLocation)
            }
        }
        let after = await store.state
        #expect(after == expected, "state differs\n\(stateDiff(expected: expected, actual: after))", sourceLocation: sourceLocation)
        let newTree = Feature.view(after).render()
        let oldJSON = oldTree.json(encodeAction: wire)
        let newJSON = newTree.json(encodeAction: wire)
        let patched = try TreeDiff.patch(from: oldJSON, to: newJSON).apply(to: oldJSON)
        #expect(patched == newJSON, "tree patch does not reproduce the new render", sourceLocation: sourceLocation)
        return outcome
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

/// `- expected` / `+ actual` lines of the two states' pretty JSON where they differ.
func stateDiff<T: Encodable>(expected: T, actual: T) -> String {
    let old = wire(expected).serializedString(.pretty).split(separator: "\n", omittingEmptySubsequences: false)
    let new = wire(actual).serializedString(.pretty).split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let left = index < old.count ? String(old[index]) : nil
        let right = index < new.count ? String(new[index]) : nil
        if left == right {
            lines.append("  " + (left ?? ""))
        } else {
            if let left { lines.append("- " + left) }
            if let right { lines.append("+ " + right) }
        }
    }
    return lines.joined(separator: "\n")
}

/// Compares `text` with `Tests/FeaturesTests/Goldens/<feature>/<name>.txt`; `UISTATE_RECORD=1`
/// rewrites the file instead.
func assertGalleryFormGolden(
    _ text: String,
    feature: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Goldens")
        .appendingPathComponent(feature)
        .appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["UISTATE_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(feature)/\(name).txt; run with UISTATE_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "golden \(feature)/\(name).txt differs:\n\(text)", sourceLocation: sourceLocation)
}
