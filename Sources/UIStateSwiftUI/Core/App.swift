import Components
import Foundation

// MARK: - App and Scene

/// An app, as SwiftUI's `@main struct TodosApp: App { var body: some Scene { WindowGroup { … } } }`,
/// so an app's entry point compiles here beside its features.
///
/// Run on Linux (`swift run TodosApp`), it has no window to show: it renders its first window's
/// view once and prints the screen as the outline `uistate render` prints. To drive the app's
/// features (tap, replay, explore), a host serves them: docs/swiftui.md says how.
///
/// Main-actor isolated as SwiftUI's, so an app type's members are too: `static let store =
/// Store(…)` in an app needs no `Sendable` store.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The entry point `@main` calls: prints the first window's screen as an outline, or says
    /// on stderr that the app has no window.
    @MainActor public static func main() {
        guard let outline = firstWindowOutline() else {
            FileHandle.standardError.write(Data("\(Self.self) declares no WindowGroup: nothing to render\n".utf8))
            return
        }
        FileHandle.standardOutput.write(Data((outline + "\n").utf8))
    }

    /// The outline `main` prints: the first window's screen, rendered once; nil when the app
    /// declares no window.
    @MainActor package static func firstWindowOutline() -> String? {
        guard let content = WindowContent.first(in: Self().body) else { return nil }
        // The screen's actions go to whatever stores its views hold, so any action is one.
        return RenderedTree(rendering: ViewComponent<Any>(content, storage: ViewStateStorage())).outline()
    }
}

/// A part of an app's interface, as SwiftUI's: a `WindowGroup`, or a scene made of others.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

/// Scenes uistate knows itself: they have no body.
extension Scene where Body == Never {
    public var body: Never { primitiveViewHasNoBody(Self.self) }
}

/// The app's windows, each showing `content`, as SwiftUI's.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}

/// Scenes side by side in an app's body.
public struct TupleScene<each Part: Scene>: Scene {
    public typealias Body = Never
    let parts: (repeat each Part)
}

/// Builds an app's body from the scenes written in it, as SwiftUI's.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }

    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
        TupleScene(parts: (repeat each scenes))
    }
}

/// Finds the view of an app's first window.
enum WindowContent {
    static func first(in scene: any Scene) -> (any View)? {
        if let window = scene as? any WindowScene { return window.windowView }
        if let tuple = scene as? any SceneTuple { return tuple.scenes.lazy.compactMap(first(in:)).first }
        return composed(scene)
    }

    private static func composed<S: Scene>(_ scene: S) -> (any View)? {
        S.Body.self == Never.self ? nil : first(in: MainActorBodies.body(of: scene))
    }
}

private protocol WindowScene {
    var windowView: any View { get }
}

extension WindowGroup: WindowScene {
    var windowView: any View { content }
}

private protocol SceneTuple {
    var scenes: [any Scene] { get }
}

extension TupleScene: SceneTuple {
    var scenes: [any Scene] {
        var found: [any Scene] = []
        for part in repeat each parts { found.append(part) }
        return found
    }
}
