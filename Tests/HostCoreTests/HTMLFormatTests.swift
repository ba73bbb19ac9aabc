import Foundation
import JSON
import RPCTestSupport
import Testing

/// Every node id of a tree's wire form, in document order.
private func nodeIDs(_ node: JSONValue) -> [String] {
    [node["id"]?.stringValue ?? ""] + (node["children"]?.arrayValue ?? []).flatMap(nodeIDs)
}

/// Every `data-node-id` of a page, in document order.
private func pageIDs(_ html: String) -> [String] {
    html.components(separatedBy: " data-node-id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

@Suite("format html over pipes")
struct HTMLFormatPipeTests {
    @Test func viewRenderGivesOnePageWhoseNodesAreTheTrees() async throws {
        let client = try await PipeClient()
        let store = try await client.create(["feature": "locationDetail"])
        let asJSON = try await client.result("view/render", ["storeId": .string(store)])
        let tree = try #require(asJSON["tree"])
        let rendered = try await client.result("view/render", ["storeId": .string(store), "format": "html"])
        let html = try #require(rendered["tree"]?.stringValue)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(pageIDs(html) == nodeIDs(tree))
        #expect(rendered["version"] == asJSON["version"])
        // Byte-stable: the same state and environment render the same page.
        #expect(try await client.result("view/render", ["storeId": .string(store), "format": "html"])["tree"]?.stringValue == html)
    }

    @Test func thePageFollowsTheEnvironment() async throws {
        let client = try await PipeClient()
        let store = try await client.create(["feature": "buttonGallery", "environment": ["colorScheme": "dark"]])
        let dark = try #require(try await client.result("view/render", ["storeId": .string(store), "format": "html"])["tree"]?.stringValue)
        #expect(dark.contains(#"<body class="dark">"#))
        _ = try await client.result("environment/set", ["storeId": .string(store), "environment": ["colorScheme": "light"]])
        let light = try #require(try await client.result("view/render", ["storeId": .string(store), "format": "html"])["tree"]?.stringValue)
        #expect(light.contains(#"<body class="light">"#))
    }

    @Test func componentRenderGivesTheStoryAsAPage() async throws {
        let client = try await PipeClient()
        let result = try await client.result(
            "component/render",
            ["name": "button", "properties": ["layout": "iconOnly", "image": "xmark"], "format": "html"]
        )
        let html = try #require(result["tree"]?.stringValue)
        #expect(html.contains(#"data-type="button""#))
        #expect(html.contains(#"data-symbol="xmark""#))
        // Without format the tree stays JSON.
        let json = try await client.result("component/render", ["name": "button", "properties": ["layout": "iconOnly", "image": "xmark"]])
        #expect(json["tree"]?["type"] == "root")
    }

    @Test func componentRenderTakesAnEnvironment() async throws {
        let client = try await PipeClient()
        let tree = try await client.result(
            "component/render",
            ["name": "text", "properties": ["text": "본문"], "environment": ["dynamicTypeSize": "accessibilityLarge", "colorScheme": "dark"]]
        )["tree"]
        #expect(tree?["properties"]?["colorScheme"] == "dark")
        #expect(tree?["children"]?[0]?["properties"]?["font"]?["size"] == 31)
        let error = try await client.error("component/render", ["name": "text", "properties": ["text": "본문"], "environment": ["colorScheme": "sepia"]])
        #expect(error["code"] == -32602)
        #expect(error["data"]?["path"] == "/environment/colorScheme")
    }

    @Test func aPastVersionAndAStoryAreDrawnOnTheDeviceNamed() async throws {
        let client = try await PipeClient()
        let store = try await client.create(["feature": "counter"])
        _ = try await client.result("store/dispatch", ["storeId": .string(store), "action": "incrementButtonTapped"])
        let past = try await client.result("history/version", ["storeId": .string(store), "version": 0, "device": "iphone-se"])
        let html = try #require(past["html"]?.stringValue)
        #expect(html.contains(".screen{width:375px;height:667px;--safe-top:20px;--safe-bottom:0px}"))
        #expect(html.contains(#"<div class="status-bar classic" aria-hidden="true">"#))
        #expect(!html.contains("home-indicator\""), "the iPhone SE has a home button")
        let bare = try await client.result("history/version", ["storeId": .string(store), "version": 0])
        #expect(bare["html"]?.stringValue?.contains("status-bar") == false)

        let story = try await client.result(
            "component/render", ["name": "button", "properties": ["layout": "titleOnly", "title": "OK"], "format": "html", "device": "ipad"]
        )
        #expect(story["tree"]?.stringValue?.contains(".screen{width:820px;height:1180px;") == true)
        #expect(story["tree"]?.stringValue?.contains(#"<div class="home-indicator" aria-hidden="true">"#) == true)
    }

    @Test func anUnknownDeviceOrADeviceWithoutHTMLIsInvalidParamsAtDevice() async throws {
        let client = try await PipeClient()
        let store = try await client.create(["feature": "counter"])
        let before = try await client.snapshot()
        let unknown = try await client.error("view/render", ["storeId": .string(store), "format": "html", "device": "iphone-16"])
        #expect(unknown["code"] == -32602)
        #expect(unknown["data"]?["path"] == "/device")
        #expect(unknown["data"]?["expected"] == ["iphone-15", "iphone-se", "ipad"])
        #expect(unknown["data"]?["suggestion"] == "iphone-15")
        let json = try await client.error("view/render", ["storeId": .string(store), "device": "iphone-15"])
        #expect(json["data"]?["path"] == "/device")
        let past = try await client.error("history/version", ["storeId": .string(store), "version": 0, "device": "pixel"])
        #expect(past["data"]?["path"] == "/device")
        let story = try await client.error("component/render", ["name": "text", "properties": ["text": "a"], "device": "ipad"])
        #expect(story["data"]?["path"] == "/device")
        #expect(try await client.snapshot() == before)
    }

    @Test func anUnknownFormatIsInvalidParamsAtFormatAndChangesNothing() async throws {
        let client = try await PipeClient()
        let store = try await client.create(["feature": "counter"])
        let before = try await client.snapshot()
        let error = try await client.error("view/render", ["storeId": .string(store), "format": "pdf"])
        #expect(error["code"] == -32602)
        #expect(error["data"]?["path"] == "/format")
        let componentError = try await client.error("component/render", ["name": "text", "format": "svg"])
        #expect(componentError["data"]?["path"] == "/format")
        #expect(try await client.snapshot() == before)
    }
}

extension CommandLineTests {
    @Test func renderFormatHTMLPrintsThePage() async throws {
        let result = try await run(["render", "relationship", "--format", "html", "--width", "430"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains(".screen{width:430px;min-height:844px}"))
        #expect(result.stdout.contains("받은 분과 어떤 사이인가요?"))
    }

    /// The inspector's screen on a device is `view/render` with `device`: the same bytes as
    /// `uistate render --device` prints for the same state.
    @Test func viewRenderOnADeviceIsThePageRenderDevicePrints() async throws {
        for device in ["iphone-15", "iphone-se", "ipad"] {
            let printed = try await run(["render", "relationship", "--format", "html", "--device", device])
            #expect(printed.status == 0, "\(printed.stderr)")
            let client = try await PipeClient()
            let store = try await client.create(["feature": "relationship"])
            let rendered = try await client.result("view/render", ["storeId": .string(store), "format": "html", "device": .string(device)])
            #expect(rendered["tree"]?.stringValue == printed.stdout, "\(device)")
        }
    }

    @Test func renderFormatPNGNeedsAnOutputFileAndSaysWhatToInstallWithoutChromium() async throws {
        let noOutput = try await run(["render", "relationship", "--format", "png"])
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.contains("--output"))
        let output = NSTemporaryDirectory() + "uistate-render-\(UUID().uuidString).png"
        let missing = try await run(
            ["render", "relationship", "--format", "png", "--output", output],
            environment: ["PATH": "/nonexistent", "UISTATE_CHROMIUM": ""]
        )
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("install Debian's `chromium` package"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let badWidth = try await run(["render", "relationship", "--format", "html", "--width", "wide"])
        #expect(badWidth.status == 2)
    }
}
