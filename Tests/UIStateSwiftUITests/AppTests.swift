import Foundation
import UIStateSwiftUI
import XCTest

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

final class AppTests: XCTestCase {
    func testRunningAnAppPrintsItsWindowsScreenAsAnOutline() throws {
        let printed = try capturingStandardOutput { GreetingApp.main() }
        XCTAssertTrue(printed.contains(#"text #vstack.0/text.0 "Hello""#), printed)
        XCTAssertTrue(printed.contains(#"button #vstack.0/button.0 "Start""#), printed)
    }

    func testTheFirstWindowIsFoundInsideTheAppsOwnScenes() throws {
        let printed = try capturingStandardOutput { ComposedApp.main() }
        XCTAssertTrue(printed.contains(#"text #text.0 "Inside""#), printed)
        XCTAssertFalse(printed.contains("Second window"), printed)
    }

    func testAnAppWithoutAWindowPrintsNothing() throws {
        XCTAssertEqual(try capturingStandardOutput { NoWindowApp.main() }, "")
    }

    /// What `body` writes to standard output, read back from a file put in its place.
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
