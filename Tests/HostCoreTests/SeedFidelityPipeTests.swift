import Foundation
import JSON
import Testing

/// Issue 21 over real pipes: what a client of the executable sees of the seeds' rules and of a
/// real screen's behaviour.
@Suite("Seed fidelity over pipes")
struct SeedFidelityPipeTests {
    /// The first node of a rendered tree (JSON) whose `id` is `id`.
    private func node(_ id: String, in tree: JSONValue) -> JSONValue? {
        if tree["id"]?.stringValue == id { return tree }
        for child in tree["children"]?.arrayValue ?? [] {
            if let found = node(id, in: child) { return found }
        }
        return nil
    }

    // MARK: - Item 5: the disabled text field style (seed 001)

    @Test func inputOnTheDisabledStyleFieldIsRefusedAsDisabled() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "textFieldForm"]))
        let before = try await client.snapshot()
        let error = try await client.error("view/input", ["storeId": id, "selector": ["id": "form.style.disabled"], "text": "바꿈"])
        #expect(error["code"] == -33004)
        #expect(error["data"]?["reason"] == "disabled")
        #expect(error["data"]?["candidates"]?[0]?["id"] == "form.style.disabled")
        #expect(try await client.snapshot() == before)
        let tree = try await client.result("view/render", ["storeId": id])["tree"] ?? .null
        #expect(node("form.style.disabled", in: tree)?["enabled"] == false)
    }

    // MARK: - Item 7: impossible buttons (seed 000)

    @Test func componentRenderRefusesContentTheButtonsLayoutCannotShow() async throws {
        let client = try await PipeClient()
        let image = try await client.error("component/render", [
            "name": "button", "properties": ["layout": "titleOnly", "title": "추가", "image": "plus"],
        ])
        #expect(image["code"] == -32602)
        #expect(image["data"]?["path"] == "/properties/image")
        #expect(image["data"]?["expected"] == ["Button.iconLeading(image:title:action:)", "Button.iconTrailing(title:image:action:)"])
        #expect(image["data"]?["suggestion"] == "Button.iconLeading(image:title:action:)")
        #expect(image["message"]?.stringValue?.contains("Button.iconLeading(image:title:action:)") == true)

        let title = try await client.error("component/render", [
            "name": "button", "properties": ["layout": "iconOnly", "image": "xmark", "title": "닫기"],
        ])
        #expect(title["code"] == -32602)
        #expect(title["data"]?["path"] == "/properties/title")
        #expect(title["data"]?["suggestion"] == "Button.iconLeading(image:title:action:)")

        let fits = try await client.result("component/render", [
            "name": "button", "properties": ["layout": "iconLeading", "title": "추가", "image": "plus"],
        ])
        #expect(fits["tree"]?["children"]?[0]?["properties"]?["layout"] == "iconLeading")
    }

    // MARK: - Item 9: nodes under a presentation cannot be reached

    @Test func aTapUnderTheOnboardingSheetIsRefusedAsCoveredUntilTheSheetCloses() async throws {
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "locationDetail"]))
        let row: JSONValue = ["id": "locations/hstack[harbor-noodles]"]
        let before = try await client.snapshot()

        let error = try await client.error("view/tap", ["storeId": id, "selector": row])
        #expect(error["code"] == -33004)
        #expect(error["data"]?["reason"] == "covered")
        #expect(error["data"]?["presentation"]?["id"] == "vstack.0/sheet")
        #expect(error["data"]?["presentation"]?["type"] == "sheet")
        #expect(error["message"]?.stringValue?.contains("covered by sheet #vstack.0/sheet") == true)
        #expect(try await client.snapshot() == before)

        let tree = try await client.result("view/render", ["storeId": id])["tree"] ?? .null
        #expect(node("locations/hstack[harbor-noodles]", in: tree)?["coveredBy"] == "vstack.0/sheet")
        #expect(node("onboarding", in: tree)?["coveredBy"] == nil)
        let found = try await client.result("view/find", ["storeId": id, "selector": row])
        #expect(found["nodes"]?[0]?["coveredBy"] == "vstack.0/sheet")
        let outline = try await client.result("view/render", ["storeId": id, "format": "text"])["tree"]?.stringValue ?? ""
        #expect(outline.contains("hstack #locations/hstack[harbor-noodles] alignment=center spacing=12 [covered]"))

        _ = try await client.result("view/tap", ["storeId": id, "selector": ["label": "Close"]])
        let opened = try await client.result("view/tap", ["storeId": id, "selector": row])
        #expect(opened["changed"] == true)
        let after = try await client.result("view/render", ["storeId": id])["tree"] ?? .null
        #expect(node("detail", in: after)?["coveredBy"] == nil)
    }

    // MARK: - Item 10: a jump restores persisted shared state

    @Test func aJumpToVersionZeroUndoesThePersistedOnboardingFlag() async throws {
        let directory = NSTemporaryDirectory() + "uistate-jump-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let flag = directory + "/hasSeenOnboardView"
        let client = try await PipeClient()
        let id: JSONValue = try .string(await client.create(["feature": "locationDetail", "storage": .string(directory)]))
        #expect(try String(contentsOfFile: flag, encoding: .utf8) == "true")

        let jumped = try await client.result("history/jump", ["storeId": id, "version": 0])
        #expect(jumped["changed"] == true)
        #expect(!FileManager.default.fileExists(atPath: flag))
        #expect(try await client.result("store/state", ["storeId": id])["value"]?["isShowingOnboarding"] == false)

        // Jumping forward again writes the flag back; back to 0 removes it again.
        _ = try await client.result("history/jump", ["storeId": id, "version": 1])
        #expect(try String(contentsOfFile: flag, encoding: .utf8) == "true")
        _ = try await client.result("history/jump", ["storeId": id, "version": 0])
        #expect(!FileManager.default.fileExists(atPath: flag))

        // The next launch of that storage directory is a first launch again: onboarding shows.
        _ = try await client.result("store/destroy", ["storeId": id])
        let relaunched: JSONValue = try .string(await client.create(["feature": "locationDetail", "storage": .string(directory)]))
        #expect(try await client.result("store/state", ["storeId": relaunched])["value"]?["isShowingOnboarding"] == true)
    }
}
