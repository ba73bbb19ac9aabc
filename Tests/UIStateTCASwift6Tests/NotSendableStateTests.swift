import Testing
import UIStateSwiftUI
import UIStateTCA

/// An app's entry point as TCA's examples write it in Swift 6 mode: a static store on the app
/// type, which is main-actor isolated as SwiftUI's `App` is, so the store need not be `Sendable`.
struct NotesApp: App {
    static let store = Store(initialState: NoteEditor.State()) { NoteEditor() }

    var body: some Scene {
        WindowGroup { Text(Self.store.text) }
    }
}

// A public state that is not `Sendable` (it holds a class), handed to stores as TCA's examples
// hand `NewGame.State` to theirs: `@Reducer` makes it `Sendable` for the runtime, unchecked.
@MainActor
@Suite struct NotSendableStateTests {
    @Test func aPublicStateHoldingAReferenceIsTestedExhaustively() async {
        let store = TestStore(initialState: NoteEditor.State()) { NoteEditor() }
        await store.send(.textChanged("  draft ")) {
            $0.text = "draft"
        }
        await store.send(.saveTapped)
        await store.receive(.saved)
    }

    @Test func anAppsStaticStoreIsMadeAndUsedOnTheMainActor() {
        NotesApp.store.send(.textChanged(" hi "))
        #expect(NotesApp.store.text == "hi")
    }
}
