import UIStateSwiftUI
import XCTest

// .task and .refreshable as a TCA 1.3 view writes them: `await viewStore.send(.x).finish()`.

private enum FeedAction: Equatable {
    case task, refresh, loaded
}

private struct Feed: View {
    let store: Sender<FeedAction>

    var body: some View {
        List {
            Text("Post")
        }
        .task { await store.send(.task).finish() }
        .refreshable { await store.send(.refresh).finish() }
    }
}

/// Awaits, between two sends, work that never finishes on the rendering thread.
private struct Endless: View {
    let store: Sender<FeedAction>

    var body: some View {
        Text("Waiting")
            .task {
                store.send(.task)
                for await _ in AsyncStream<Int>(unfolding: { await Task.yield(); return nil }) {}
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                store.send(.loaded)
            }
    }
}

/// Awaits work that ends only after the render: a gate the test opens once the view is drawn.
private struct Gated: View {
    let store: Sender<FeedAction>
    let opened: AsyncStream<Void>

    var body: some View {
        Text("Loading")
            .task {
                store.send(.task)
                for await _ in opened { break }
                store.send(.loaded)
            }
    }
}

private struct Reloading: View {
    let store: Sender<FeedAction>
    let id: Int

    var body: some View {
        Text("Item").task(id: id) { await store.send(.loaded).finish() }
    }
}

final class TaskTests: XCTestCase {
    func testATasksActionIsTheNodesAppearInteraction() throws {
        let harness = ViewHarness(Feed(store: Sender()), sending: FeedAction.self)

        XCTAssertEqual(try harness.appear(.type("list")), [#"{"action":"task"}"#])
        XCTAssertEqual(harness.sent, [#"{"action":"task"}"#])
    }

    func testRefreshableAddsARefreshButtonThatDoesWhatTheClosureDoes() throws {
        let harness = ViewHarness(Feed(store: Sender()), sending: FeedAction.self)
        XCTAssertEqual(try harness.line(.type("list")), "list #list.0 rowCount=1 refreshable=true")
        XCTAssertEqual(
            try harness.line(.text("Refresh")),
            #"button #list.0/refresh "Refresh" style=refreshControl → tap {"action":"refresh"}"#)

        try harness.tap(.text("Refresh"))

        XCTAssertEqual(harness.sent, [#"{"action":"refresh"}"#])
    }

    func testATaskStillWaitingAfterItsFirstStepsKeepsWhatItSentSoFar() throws {
        let harness = ViewHarness(Endless(store: Sender()), sending: FeedAction.self)

        XCTAssertEqual(try harness.appear(.text("Waiting")), [#"{"action":"task"}"#])
    }

    /// The render does not wait for the gate: what the closure does once it opens is no part of
    /// the interaction, and in a host it never runs (docs/swiftui.md, "What is not there yet").
    func testATaskWhoseWaitEndsAfterTheRenderHoldsOnlyWhatItSentBeforeWaiting() throws {
        let (opened, gate) = AsyncStream<Void>.makeStream()
        let harness = ViewHarness(Gated(store: Sender(), opened: opened), sending: FeedAction.self)

        XCTAssertEqual(try harness.appear(.text("Loading")), [#"{"action":"task"}"#])
        gate.yield()
        gate.finish()

        XCTAssertEqual(harness.sent, [#"{"action":"task"}"#])
    }

    func testATaskWithAnIDShowsTheID() throws {
        let harness = ViewHarness(Reloading(store: Sender(), id: 7), sending: FeedAction.self)
        XCTAssertEqual(try harness.node(.text("Item")).properties["taskID"], "7")
        XCTAssertEqual(try harness.appear(.text("Item")), [#"{"action":"loaded"}"#])
    }
}

/// Renders where a host renders: inside an actor's job, on the cooperative pool.
private actor StoreQueue {
    func appearSteps() throws -> [String] {
        try ViewHarness(Feed(store: Sender()), sending: FeedAction.self).appear(.type("list"))
    }
}

final class TaskIsolationTests: XCTestCase {
    func testATaskIsRecordedWhenTheViewRendersOnAnActor() async throws {
        let steps = try await StoreQueue().appearSteps()
        XCTAssertEqual(steps, [#"{"action":"task"}"#])
    }

    @MainActor
    func testATaskIsRecordedWhenTheViewRendersOnTheMainActor() async throws {
        let harness = ViewHarness(Feed(store: Sender()), sending: FeedAction.self)
        XCTAssertEqual(try harness.appear(.type("list")), [#"{"action":"task"}"#])
    }
}
