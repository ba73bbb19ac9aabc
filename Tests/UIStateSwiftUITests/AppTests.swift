import Foundation
import UIStateSwiftUI
import Testing

// An app's entry point as SwiftUI writes it, run on Linux: it prints its first window's screen.

private struct GreetingApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                Text("Hello")
                Button("Start") {}
            }
        }
    }
}

private struct NoWindowApp: App {
    var body: some Scene {
        Settings()
    }
}

/// A scene of the app's own, made of a window, as a larger app's body is.
private struct MainScene: Scene {
    var body: some Scene {
        WindowGroup("Main") { Text("Inside") }
    }
}

private struct ComposedApp: App {
    var body: some Scene {
        MainScene()
        WindowGroup { Text("Second window") }
    }
}

/// A scene with no window, standing in for macOS's settings scene.
private struct Settings: Scene {
    var body: some Scene { EmptyScene() }
}

private struct EmptyScene: Scene {
    typealias Body = Never
}

/// `App.main()` is main-actor isolated, as SwiftUI's: `@main` runs it on the main thread.
@MainActor
@Suite struct AppTests {
    @Test func runningAnAppPrintsItsWindowsScreenAsAnOutline() throws {
        let printed = try capturingStandardOutput { GreetingApp.main() }
        #expect(printed.contains(#"text #vstack.0/text.0 "Hello""#), "\(printed)")
        #expect(printed.contains(#"button #vstack.0/button.0 "Start""#), "\(printed)")
    }

    @Test func theFirstWindowIsFoundInsideTheAppsOwnScenes() throws {
        let printed = try capturingStandardOutput { ComposedApp.main() }
        #expect(printed.contains(#"text #text.0 "Inside""#), "\(printed)")
        #expect(!printed.contains("Second window"), "\(printed)")
    }

    /// Read from what `main` prints, not from standard output: other tests running meanwhile
    /// write there too, and an empty capture is what they would spoil.
    @Test func anAppWithoutAWindowHasNothingToPrint() {
        #expect(NoWindowApp.firstWindowOutline() == nil)
        #expect(GreetingApp.firstWindowOutline() != nil)
    }

    /// What `body` writes to standard output, read back from a file put in its place. The
    /// process's standard output is shared with the tests running beside this one, so a test
    /// may look for its own lines in it, never for the absence of others'.
    private func capturingStandardOutput(_ body: () -> Void) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("app-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        let saved = dup(STDOUT_FILENO)
        dup2(handle.fileDescriptor, STDOUT_FILENO)
        body()
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try handle.close()
        return try String(contentsOf: file, encoding: .utf8)
    }
}
