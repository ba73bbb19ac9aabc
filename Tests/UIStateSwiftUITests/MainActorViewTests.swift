import Components
import UIStateSwiftUI
import XCTest

// Views as SwiftUI users write them since bodies became main-actor isolated: a view marked
// `@MainActor`, built from another view's body, a modifier's body and a style's body, reading a
// main-actor model. The file compiling is half the specification; the host renders it off the
// main thread, as it renders every store's views.

@MainActor
private final class Scorekeeper {
    static let shared = Scorekeeper()
    var points = 3
    func formatted() -> String { "\(points) points" }
    /// Idempotent: a render runs a button's closure to learn what it does.
    func reset() { points = 3 }
}

@MainActor
private struct Scoreboard: View {
    let player: String

    var body: some View {
        Text("\(player): \(Scorekeeper.shared.formatted())")
    }
}

private struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        HStack {
            content
            Scoreboard(player: "Badge")
        }
    }
}

private struct ScoreLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Scoreboard(player: "Style")
        }
    }
}

/// A task that starts on the main actor, as a body's closure does, and awaits work that is not.
private struct Lobby: View {
    let store: Sender<String>

    var body: some View {
        Text("Lobby")
            .task {
                Scorekeeper.shared.reset()
                let points = await points()
                await store.send("joined with \(points)").finish()
            }
    }

    nonisolated func points() async -> Int { 3 }
}

private struct GameScreen: View {
    var body: some View {
        VStack {
            Scoreboard(player: "Blob")
            Text("Round").modifier(Badge())
            Label("Score", systemImage: "star")
                .labelStyle(ScoreLabelStyle())
            Button("New game") { Scorekeeper.shared.reset() }
        }
    }
}

final class MainActorViewTests: XCTestCase {
    func testAMainActorViewIsBuiltFromBodiesModifiersAndStyles() throws {
        let harness = ViewHarness(GameScreen())
        XCTAssertNoThrow(try harness.node(.text("Blob: 3 points")), harness.outline)
        XCTAssertNoThrow(try harness.node(.text("Badge: 3 points")), harness.outline)
        XCTAssertNoThrow(try harness.node(.text("Style: 3 points")), harness.outline)
    }

    func testATaskWrittenInABodyRunsInlineAcrossItsHopsOffTheMainActor() throws {
        let harness = ViewHarness(Lobby(store: Sender()), sending: String.self)
        XCTAssertEqual(try harness.appear(.text("Lobby")), [#"{"action":"joined with 3"}"#])
    }

    func testTheHostRendersMainActorBodiesOffTheMainThread() throws {
        let rendered = Thread.isMainThread ? renderedOnAnotherThread() : ViewHarness(GameScreen()).outline
        XCTAssertTrue(rendered.contains(#""Blob: 3 points""#), rendered)
    }

    /// The outline of `GameScreen` rendered on a thread of its own, as a store's queue renders it.
    private func renderedOnAnotherThread() -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outline = ""
        Thread {
            outline = ViewHarness(GameScreen()).outline
            done.signal()
        }.start()
        done.wait()
        return outline
    }
}
