import Foundation
import JSON
import RPCTestSupport
import Testing

/// A feature written against TCA's API (`TCAExamplePlugin`'s to-do list, glued with
/// `HostedFeature`) served through the built `uistate serve --plugin`: its derived schemas in
/// `plugin/list` and `rpc.discover`, its reducer driven over the wire, replayed and explored.
@Suite("A TCA feature served as a plugin")
struct TCAPluginTests {
    private func plugin() throws -> String { try ExamplePluginFiles.executable("TCAExamplePlugin") }

    @Test func itsDerivedSchemasAreListedAndDiscovered() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let listed = try await client.result("plugin/list", [:])
        let todos = try #require(listed["features"]?.arrayValue?.first { $0["name"] == "todos" })
        let properties = try #require(todos["stateSchema"]?["properties"]?.objectValue)
        #expect(Set(properties.keys) == ["todos", "alert"])
        let cases = (todos["actionSchema"]?["oneOf"]?.arrayValue ?? []).map { $0.serializedString() }
        #expect(cases.contains { $0.contains(#""const":"addTodoButtonTapped""#) }, "\(cases)")
        #expect(cases.contains { $0.contains(#""todo""#) }, "\(cases)")

        let document = try await client.result("rpc.discover", [:])
        #expect(document["components"]?["schemas"]?["todos.State"] == todos["stateSchema"])
        #expect(document["components"]?["schemas"]?["todos.Action"] == todos["actionSchema"])
        #expect(document["components"]?["schemas"]?["counter.State"] != nil, "the host's own features are there too")
        _ = try await client.finish()
    }

    @Test func itsReducerRunsOverTheWireWithBindingsEffectsAndAnAlert() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let created = try await client.result("store/create", ["feature": "todos"])
        let store = try #require(created["storeId"])
        #expect(created["state"] == ["todos": [], "alert": .null])

        _ = try await client.result("store/dispatch", ["storeId": store, "action": "addTodoButtonTapped"])
        let first: JSONValue = "00000000-0000-0000-0000-000000000000"
        let completed = try await client.result("store/dispatch", ["storeId": store, "action": [
            "todo": ["id": first, "action": ["binding": ["set": "isComplete", "value": true]]],
        ]])
        #expect(completed["effects"]?.arrayValue?.first?["status"] == "waitingOnTestClock")
        let advanced = try await client.result("clock/advance", ["storeId": store, "ms": 1000])
        #expect(advanced["received"] == ["sortCompletedTodos"])
        _ = try await client.result("store/dispatch", ["storeId": store, "action": "clearCompletedButtonTapped"])
        let asked = try await client.result("store/state", ["storeId": store])
        #expect(asked["value"]?["alert"]?["title"] == "Clear 1 completed?")
        _ = try await client.result("store/dispatch", ["storeId": store, "action": ["alert": ["presented": "confirmClearing"]]])
        let cleared = try await client.result("store/state", ["storeId": store])
        #expect(cleared["value"] == ["todos": [], "alert": .null])

        let refused = try await client.error("store/dispatch", ["storeId": store, "action": [
            "todo": ["id": first, "action": ["binding": ["set": "isDone", "value": true]]],
        ]])
        #expect(refused["code"] == -32602)
        #expect(refused["message"]?.stringValue?.contains("isDone") == true, "\(refused)")
        #expect(try await client.result("store/state", ["storeId": store])["value"] == cleared["value"])
        _ = try await client.finish()
    }

    @Test func itIsExploredAndTheExploredScenariosReplay() async throws {
        let directory = try ExamplePluginFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let uistate = try UIStateBinary.path()
        let explored = try await runProcess([uistate, "explore", "todos", "--plugin", try plugin(), "--depth", "4", "--output", directory + "/explored"])
        #expect(explored.status == 0, "\(explored.stderr)")
        #expect(explored.stdout.contains("todos: "), "\(explored.stdout)")
        #expect(explored.stdout.contains("action cases never sent: none"), "\(explored.stdout)")
        let replayed = try await runProcess([uistate, "replay", "--plugin", try plugin(), directory + "/explored"])
        #expect(replayed.status == 0, "\(replayed.stdout)\(replayed.stderr)")
        #expect(replayed.stdout.contains("0 failed"), "\(replayed.stdout)")
    }

    @Test func itsScreenIsItsSwiftUIViewWhoseClosuresAClientTaps() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let store = try #require(try await client.result("store/create", ["feature": "todos"])["storeId"])
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains(#"button #navigationStack.0/list.0/toolbar/button.0 "Add""#), "\(screen)")
        #expect(screen.contains(#"→ tap {"action":"addTodoButtonTapped"}"#), "the tree shows what the closure sends: \(screen)")

        let added = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Add"]])
        #expect(added["changed"] == true)
        let first: JSONValue = "00000000-0000-0000-0000-000000000000"
        let typed = try await client.result("view/input", ["storeId": store, "selector": ["type": "textField"], "text": "Milk"])
        #expect(typed["changed"] == true)
        let toggled = try await client.result("view/tap", ["storeId": store, "selector": ["type": "toggle"]])
        #expect(toggled["effects"]?.arrayValue?.first?["status"] == "waitingOnTestClock")
        let state = try await client.result("store/state", ["storeId": store])["value"]
        #expect(state?["todos"] == [["id": first, "description": "Milk", "isComplete": true]])

        let history = try await client.result("history/list", ["storeId": store])
        let actions = (history["entries"]?.arrayValue ?? []).compactMap { $0["action"] }
        #expect(actions == [
            "addTodoButtonTapped",
            ["todo": ["id": first, "action": ["binding": ["set": "description", "value": "Milk"]]]],
            ["todo": ["id": first, "action": ["binding": ["set": "isComplete", "value": true]]]],
        ], "each interaction sent what the view's own closure or binding sends")
        _ = try await client.finish()
    }

    @Test func itsPreviewIsAFeatureRenderedByName() async throws {
        let run = try await runProcess([try UIStateBinary.path(), "render", "TodosView", "--plugin", try plugin()])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("navigationTitle=Todos"), "\(run.stdout)")

        let client = try await PluginHostClient(plugins: [try plugin()])
        let store = try #require(try await client.result("store/create", ["feature": "TodosView"])["storeId"])
        _ = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Add"]])
        let state = try await client.result("store/state", ["storeId": store])["value"]
        #expect(state?["todos"]?.arrayValue?.count == 1, "the preview's store runs the preview's reducer: \(String(describing: state))")
        _ = try await client.finish()
    }

    @Test func itsMacroPreviewIsAFeatureNamedAfterItsFileAndLine() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let listed = try await client.result("plugin/list", [:])
        let names = (listed["features"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        let name = try #require(names.first { $0.hasPrefix("TodosView.swift:") }, "\(names)")
        #expect(Int(name.dropFirst("TodosView.swift:".count)) != nil, "the file and the line: \(name)")

        let store = try #require(try await client.result("store/create", ["feature": .string(name)])["storeId"])
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains("navigationTitle=Todos"), "\(screen)")
        #expect(screen.contains(#""Milk""#), "the preview's own initial state: \(screen)")
        _ = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Add"]])
        let state = try await client.result("store/state", ["storeId": store])["value"]
        #expect(state?["todos"]?.arrayValue?.count == 2, "the preview's store runs the preview's reducer: \(String(describing: state))")
        _ = try await client.finish()

        let run = try await runProcess([try UIStateBinary.path(), "render", name, "--plugin", try plugin()])
        #expect(run.status == 0, "another run of the plugin serves the same name: \(run.stderr)")
        #expect(run.stdout.contains("navigationTitle=Todos"), "\(run.stdout)")
    }

    @Test func aPreviewOfAFeatureThatIsNotCodableIsRenderedTappedAndRead() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let created = try await client.result("store/create", ["feature": "Scoreboard"])
        let store = try #require(created["storeId"])
        #expect(created["state"] == ["home": 1, "away": 0], "the state as read from its fields")
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains(#""1 : 0""#), "\(screen)")
        #expect(screen.contains(#"→ tap {"action":{"scored":"away"}}"#), "\(screen)")

        let tapped = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Away scores"]])
        #expect(tapped["changed"] == true)
        #expect(try await client.result("store/state", ["storeId": store])["value"] == ["home": 1, "away": 1])
        let history = try await client.result("history/list", ["storeId": store])
        #expect((history["entries"]?.arrayValue ?? []).compactMap { $0["action"] } == [["scored": "away"]])

        let refused = try await client.error("store/dispatch", ["storeId": store, "action": "resetButtonTapped"])
        #expect(refused["code"] == -32602)
        #expect(refused["message"]?.stringValue?.contains("not Decodable") == true, "\(refused)")
        #expect(try await client.result("store/state", ["storeId": store])["value"] == ["home": 1, "away": 1], "the store is untouched")
        _ = try await client.finish()
    }

    @Test func aViewWritingASharedValueThroughABindingChangesTheStoresState() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let created = try await client.result("store/create", ["feature": "Reminders"])
        let store = try #require(created["storeId"])
        #expect(created["state"] == ["settings": ["isOn": false, "time": "9:00"]])
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains(#""Remind me" isOn=false → tap {"viewState":"shared:"#), "the toggle's tap is the write: \(screen)")

        let tapped = try await client.result("view/tap", ["storeId": store, "selector": ["type": "toggle"]])
        #expect(tapped["changed"] == true)
        #expect(tapped["version"] == 1)
        let typed = try await client.result("view/input", ["storeId": store, "selector": ["type": "textField"], "text": "7:30"])
        #expect(typed["version"] == 2)
        #expect(try await client.result("store/state", ["storeId": store])["value"] == ["settings": ["isOn": true, "time": "7:30"]])
        let after = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(after.contains(#""Remind me" isOn=true"#), "\(after)")

        let history = try await client.result("history/list", ["storeId": store])
        let entries = history["entries"]?.arrayValue ?? []
        #expect(entries.map { $0["origin"] } == ["outside", "outside"], "\(history)")
        #expect(entries.map { $0["action"] } == [.null, .null], "a write, not an action: \(history)")
        _ = try await client.result("history/jump", ["storeId": store, "version": 1])
        #expect(try await client.result("store/state", ["storeId": store])["value"] == ["settings": ["isOn": true, "time": "9:00"]], "history snapshots the write")

        let reset = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Reset"]])
        #expect(reset["changed"] == true)
        let same = try await client.result("view/input", ["storeId": store, "selector": ["type": "textField"], "text": "9:00"])
        #expect(same["changed"] == false, "a write that changes nothing is no change")
        _ = try await client.finish()
    }
    @Test func aPreviewsStoreStartsAtTheSharedValuesThePreviewDeclares() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let created = try await client.result("store/create", ["feature": "Playlist"])
        let store = try #require(created["storeId"])
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains(#""Intro""#) && screen.contains(#""Outro""#), "the songs the preview declared: \(screen)")
        _ = try await client.finish()
    }

    /// The plugin is compiled in the Swift 6 mode, whose main-actor closures check on entry that
    /// the main actor runs them; a host renders and taps on a store's queue.
    @Test func aViewPassingClosuresToPlainParametersRendersAndTaps() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let store = try #require(try await client.result("store/create", ["feature": "Playlist"])["storeId"])
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains(#""2 songs""#), "\(screen)")
        let tapped = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Clear"]])
        #expect(tapped["changed"] == true)
        _ = try await client.finish()
    }

    @Test func anAlertOfAStoreWithAMessageIsShownAndTapped() async throws {
        let client = try await PluginHostClient(plugins: [try plugin()])
        let store = try #require(try await client.result("store/create", ["feature": "Playlist"])["storeId"])
        _ = try await client.result("view/tap", ["storeId": store, "selector": ["text": "Clear"]])
        let screen = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(screen.contains(#"alert #list.0/alert "Clear the playlist?" message="2 songs will be removed.""#), "\(screen)")

        let confirmed = try await client.result("view/tap", ["storeId": store, "selector": ["id": "list.0/alert/button[0]"]])
        #expect(confirmed["changed"] == true)
        let after = try await client.result("view/render", ["storeId": store, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(!after.contains("Intro") && !after.contains("alert"), "the songs are cleared and the alert gone: \(after)")
        _ = try await client.finish()
    }
}
