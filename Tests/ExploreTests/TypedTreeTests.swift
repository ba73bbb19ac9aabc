@testable import Explore
import Features
import FeatureKit
import HostCore
import Components
import JSON
import Testing

/// A new state's screen is read from its typed tree (`TreeDigest`), and its wire form is encoded
/// only for the first state of each screen: the search finds the same states, transitions,
/// screens (with the same trees), paths and sent action cases as one that encodes every tree and
/// reads it as a client would.
@Suite("Exploring screens read from their typed trees")
struct TypedTreeTests {
    /// A feature and the options its two searches share.
    struct Case: Sendable, CustomTestStringConvertible {
        let feature: String
        var options = ExploreOptions()
        var testDescription: String { "\(feature) to depth \(options.depth)" }

        init(_ feature: String, depth: Int, relaunchingAndSwitchingTypeSizes: Bool = false) {
            self.feature = feature
            options.depth = depth
            options.relaunches = relaunchingAndSwitchingTypeSizes
            options.environmentVariants = relaunchingAndSwitchingTypeSizes
            // A safety net only: a try starved on a loaded machine must not be filed as unsettled.
            options.settleTimeout = .seconds(120)
        }
    }

    static let cases = [
        // Rows of plain buttons whose actions carry payloads; many states per screen.
        Case("bookmarks", depth: 3),
        // Actions with nested payloads, text fields (their input and focus actions).
        Case("interests", depth: 2),
        Case("relationship", depth: 3),
        // Keyboards, focus, a field's own samples.
        Case("textFieldForm", depth: 2),
        // The root's dynamic type size, relaunches.
        Case("locationDetail", depth: 3, relaunchingAndSwitchingTypeSizes: true),
    ]

    @Test(arguments: cases)
    func typedTreesFindWhatWireFormsFind(_ test: Case) async throws {
        let feature = try #require(BuiltInPlugins.features.first { $0.name == test.feature })
        var wireForms = test.options
        wireForms.readsTypedTrees = false
        let fromTypedTrees = try await Explorer(feature: feature, options: test.options).runOffThePool()
        let fromWireForms = try await Explorer(feature: feature, options: wireForms).runOffThePool()
        #expect(fromTypedTrees.stateCount > fromTypedTrees.screens.count, "some state repeats a screen, so keeps no tree")
        let depth = test.options.depth
        #expect(CoverageReport.json(fromTypedTrees, depth: depth) == CoverageReport.json(fromWireForms, depth: depth))
        #expect(fromTypedTrees.screens.map(\.path) == fromWireForms.screens.map(\.path))
        #expect(fromTypedTrees.screens.map(\.tree) == fromWireForms.screens.map(\.tree))
        #expect(fromTypedTrees.violations.map(\.path) == fromWireForms.violations.map(\.path))
    }

    /// Every screen a short search of each built-in finds, rendered again: its digest read from
    /// the typed tree is the one read from its wire form, and the screen's hash from the digest is
    /// the hash of the wire form's skeleton.
    @Test(arguments: BuiltInPlugins.features.map(\.name))
    func theTypedDigestIsTheWireFormsDigest(_ name: String) async throws {
        let feature = try #require(BuiltInPlugins.features.first { $0.name == name })
        var options = ExploreOptions()
        options.depth = 3
        options.maxStates = 300
        options.settleTimeout = .seconds(120)
        let explorer = Explorer(feature: feature, options: options)
        let result = try await explorer.runOffThePool()
        #expect(!result.screens.isEmpty)
        for screen in result.screens {
            let app = try await explorer.app(replaying: screen.path)
            let rendered = await app.store.renderScreen()
            await app.shutDown()
            let wireForm = rendered.json
            #expect(rendered.digest == TreeDigest(wireForm: wireForm), "\(screen.path.map(\.step))")
            #expect(Fingerprint.screenValue(rendered.digest) == Fingerprint.value(Fingerprint.screen(wireForm)))
            #expect(wireForm == screen.tree)
        }
    }
}
