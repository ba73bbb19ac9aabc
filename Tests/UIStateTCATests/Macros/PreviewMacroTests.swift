import Components
import FeatureKit
import JSON
import UIStateTCA
import XCTest

// `#Preview`s at file scope, as a SwiftUI app writes them beside its views, and what a host
// makes of them: features found in the test binary, named, started from the preview's store and
// shown as the preview's view.

#Preview("Counting from three") {
    CounterView(store: Store(initialState: BasicCounter.State(count: 3)) { BasicCounter() })
}

private let namelessPreviewLine = #line + 1
#Preview {
    let store = Store(initialState: BasicCounter.State(count: -1)) { BasicCounter() }
    CounterView(store: store)
}

#Preview("Laid out to fit", traits: .sizeThatFitsLayout, .portrait) {
    CounterView(store: Store(initialState: BasicCounter.State(count: 7)) { BasicCounter() })
}

#Preview("Only text") {
    Text("No store here")
}

/// A view made on the main actor, as SwiftUI's views are: a preview may build it.
private struct MainActorCounterView: View {
    let store: StoreOf<BasicCounter>

    @MainActor
    init(store: StoreOf<BasicCounter>) {
        self.store = store
    }

    var body: some View { CounterView(store: store) }
}

#Preview("On the main actor") {
    MainActorCounterView(store: Store(initialState: BasicCounter.State(count: 5)) { BasicCounter() })
}

#Preview("App root") {
    NavigationStack {
        List {
            NavigationLink("Counter") {
                CounterView(store: Store(initialState: BasicCounter.State(count: 5)) { BasicCounter() })
            }
        }
        .navigationTitle("Case studies")
    }
}

final class PreviewMacroTests: XCTestCase {
    private func preview(named name: String, file: StaticString = #filePath, line: UInt = #line) -> (any PluginFeature.Type)? {
        let features = Previews.declaredFeatures()
        let names = features.map { $0.name }
        guard let index = names.firstIndex(of: name) else {
            XCTFail("no preview \(name) in \(names)", file: file, line: line)
            return nil
        }
        return features[index]
    }

    func testANamedPreviewIsAFeatureOfThatName() {
        XCTAssertNotNil(preview(named: "Counting from three"))
    }

    func testANamelessPreviewIsNamedAfterItsFileAndLine() {
        XCTAssertNotNil(preview(named: "PreviewMacroTests.swift:\(namelessPreviewLine)"))
    }

    func testAPreviewWithTraitsIsServedAsWithout() throws {
        let feature = try XCTUnwrap(preview(named: "Laid out to fit"))
        XCTAssertEqual(screenTexts(feature), ["7"])
    }

    func testAPreviewMayBuildAViewIsolatedToTheMainActor() throws {
        let feature = try XCTUnwrap(preview(named: "On the main actor"))
        XCTAssertEqual(screenTexts(feature), ["5"])
    }

    func testAPreviewThatBuildsNoStoreIsServedAsItsScreenAlone() throws {
        let feature = try XCTUnwrap(preview(named: "Only text"))
        XCTAssertEqual(screenTexts(feature), ["No store here"])
        func open<F: PluginFeature>(_: F.Type) {
            XCTAssertTrue(F.sampleActions.isEmpty)
            XCTAssertThrowsError(try JSONValueDecoder().decode(F.Action.self, from: "tapped"))
        }
        open(feature)
    }

    func testAStorelessPreviewsLinksPushScreensThatBuildTheirOwnStores() throws {
        let feature = try XCTUnwrap(preview(named: "App root"))
        func open<F: PluginFeature>(_: F.Type) throws {
            let screen = RenderedScreen<F>(F.initialState)
            XCTAssertFalse(screen.contains(.text("5")))
            let pushed = screen.after(try screen.tree.tap(.text("Counter")))
            XCTAssertTrue(pushed.contains(.text("5")), "the pushed screen shows its own store's state:\n\(pushed.outline)")
        }
        try open(feature)
    }

    func testThePreviewsAreListedInTheOrderTheyAreWritten() {
        let names = Previews.declaredFeatures().map { $0.name }
        let named = names.firstIndex(of: "Counting from three")
        let nameless = names.firstIndex(of: "PreviewMacroTests.swift:\(namelessPreviewLine)")
        XCTAssertNotNil(named)
        XCTAssertNotNil(nameless)
        XCTAssertLessThan(named ?? 1, nameless ?? 0)
    }

    func testItsScreenIsThePreviewFromItsStoresInitialState() throws {
        let feature = try XCTUnwrap(preview(named: "Counting from three"))
        XCTAssertEqual(screenTexts(feature), ["3"])
        let nameless = try XCTUnwrap(preview(named: "PreviewMacroTests.swift:\(namelessPreviewLine)"))
        XCTAssertEqual(screenTexts(nameless), ["-1"])
    }

    func testTappingThePreviewRunsThePreviewsReducer() throws {
        let feature = try XCTUnwrap(preview(named: "Counting from three"))
        XCTAssertEqual(screenTextsAfterTapping(.label("plus"), feature), ["4"])
        XCTAssertEqual(screenTextsAfterTapping(.label("minus"), feature), ["2"])
    }

    private func screenTexts(_ feature: any PluginFeature.Type) -> [String] {
        func open<F: PluginFeature>(_: F.Type) -> [String] { texts(of: RenderedScreen<F>(F.initialState)) }
        return open(feature)
    }

    private func screenTextsAfterTapping(_ selector: Selector, _ feature: any PluginFeature.Type) -> [String] {
        func open<F: PluginFeature>(_: F.Type) -> [String] {
            let screen = RenderedScreen<F>(F.initialState)
            return texts(of: screen.sending(screen.tap(selector)))
        }
        return open(feature)
    }

    /// The screen's text nodes, top to bottom.
    private func texts<F: PluginFeature>(of screen: RenderedScreen<F>) -> [String] {
        screen.tree.nodes(matching: .type("text")).compactMap(\.text)
    }
}
