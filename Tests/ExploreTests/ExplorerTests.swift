import Explore
import Features
import JSON
import FeatureKit
import Scenario
import Testing

@Suite("Exploring a feature")
struct ExplorerTests {
    let capped = FeatureDefinition(CappedCounter.self)

    private func options(depth: Int, invariants: JSONValue? = nil) throws -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        if let invariants { options.invariants = try Invariants(json: invariants) }
        return options
    }

    @Test func aBrokenInvariantIsFoundAtItsShortestPathAndReplaysRed() async throws {
        let options = try options(depth: 6, invariants: CappedCounter.invariants)
        let result = try await Explorer(feature: capped, options: options).runOffThePool()
        let violation = try #require(result.violations.first { $0.invariant == "count stays at most three" })
        // "reset" is offered too, but four taps on "+" is the shortest way past three.
        #expect(violation.path == Array(repeating: .tap("plus"), count: 4))
        #expect(violation.message.contains("/state/count"))

        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let report = try await ExplorationWriter(feature: capped, options: options).write(result, to: directory.path)
        #expect(report["violations"]?[0]?["file"] == "violations/count-stays-at-most-three.scenario.json")
        let replayed = try await replayOffThePool([directory.path + "/violations"], features: [capped])
        let failure = try #require(replayed.results.first?.failure)
        #expect(replayed.failed == 1)
        #expect(failure.kind == "expect")
        #expect(failure.message.contains("count stays at most three"))
        #expect(failure.diff?.contains("/state/count") == true)
        let screens = try await replayOffThePool([directory.path + "/screens"], features: [capped])
        #expect(screens.results.count == result.screens.count)
        #expect(screens.passed == screens.results.count)
    }

    @Test func coverageCountsStatesScreensAndNamesActionCasesNeverSent() async throws {
        let result = try await Explorer(feature: capped, options: try options(depth: 3)).runOffThePool()
        // 0, 1, 2, 3 taps; reset leads back to 0.
        #expect(result.stateCount == 4)
        #expect(result.depthReached == 3)
        #expect(result.exhausted == false)
        // At zero "Reset" is disabled; from one on it is enabled: two screens.
        #expect(result.screens.count == 2)
        #expect(result.screens.map(\.path) == [[], [.tap("plus")]])
        #expect(result.actionCasesNeverSent == ["neverSent"])
        #expect(result.nodesNeverEnabled.isEmpty)
        #expect(result.violations.isEmpty)
        // 0→1, 1→2, 2→3, 3→4 is past the depth; resets from 1, 2: each (from, input, to) once.
        #expect(result.transitionCount == 5)
    }

    @Test func aSearchThatRunsOutOfNewStatesSaysSo() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "locationDetail" })
        let result = try await Explorer(feature: relationship, options: try options(depth: 20)).runOffThePool()
        #expect(result.exhausted)
        #expect(result.depthReached < 20)
    }

    @Test func anEffectThatNeverSettlesBreaksTheBuiltInInvariant() async throws {
        var options = try options(depth: 2)
        // The effect waits an hour of wall-clock time: any bound shows it never settles.
        options.settleTimeout = .milliseconds(50)
        let result = try await Explorer(feature: FeatureDefinition(HangingButton.self), options: options).runOffThePool()
        let violation = try #require(result.violations.first)
        #expect(violation.invariant == Invariants.BuiltIn.effectsSettle)
        #expect(violation.path == [.tap("wait")])
        // The state the failing tap was tried from, as the waiting state kept it.
        #expect(violation.state == ["taps": 0])
    }

    @Test func theShortestWayToTheToastIsTypingElevenCharacters() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "relationship" })
        let neverToast: JSONValue = ["the toast never shows": ["properties": ["state": ["properties": ["toastMessage": ["type": "null"]]]]]]
        let result = try await Explorer(feature: relationship, options: try options(depth: 3, invariants: neverToast)).runOffThePool()
        let violation = try #require(result.violations.first)
        #expect(violation.path == [.tap("customInputButton"), .input("customTextField", text: "가나다라마바사아자차카")])
    }

    @Test func theResultDoesNotDependOnJobs() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "relationship" })
        var one = try options(depth: 3)
        one.jobs = 1
        var three = one
        three.jobs = 3
        let first = try await Explorer(feature: relationship, options: one).runOffThePool()
        let second = try await Explorer(feature: relationship, options: three).runOffThePool()
        #expect(CoverageReport.json(first, depth: 3) == CoverageReport.json(second, depth: 3))
        #expect(first.screens.map(\.path) == second.screens.map(\.path))
    }

    @Test func mergedShardsEqualASingleRun() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "relationship" })
        let whole = try await Explorer(feature: relationship, options: try options(depth: 4)).runOffThePool()
        var reports: [JSONValue] = []
        for index in 1...3 {
            var options = try options(depth: 4)
            options.shard = ExploreOptions.Shard(index: index, count: 3, depth: 1)
            reports.append(CoverageReport.json(try await Explorer(feature: relationship, options: options).runOffThePool(), depth: 4))
        }
        // The shards divide the work (unevenly: one part holds the custom-input subtree).
        #expect(reports.contains { ($0["states"]?.integerValue ?? 0) < Int64(whole.stateCount) })
        let merged = try CoverageReport.merge(reports)
        let single = CoverageReport.json(whole, depth: 4)
        for key in ["states", "transitions", "screens", "nodes", "actionCases", "sets", "exhausted"] {
            #expect(merged[key] == single[key], "\(key)")
        }
        #expect(merged["shards"] == ["1/3", "2/3", "3/3"])
    }

    @Test func environmentVariantsSwitchTheDynamicTypeSizeAtItsBoundaries() async throws {
        var options = try options(depth: 1)
        options.environmentVariants = true
        let result = try await Explorer(feature: capped, options: options).runOffThePool()
        // The launch state, one tap on "+", and the two boundary sizes ("large" is the current).
        #expect(result.stateCount == 4)
        let switched = result.transitionKeys.filter { $0.contains("dynamicTypeSize") }
        #expect(switched.count == 2)
        #expect(switched.contains { $0.contains("accessibilityExtraExtraExtraLarge") })
        #expect(switched.contains { $0.contains("xSmall") })
    }

    @Test func onboardingShownAgainAfterARelaunchIsFoundAndReplaysRed() async throws {
        let forgetful = FeatureDefinition(ForgetfulOnboarding.self)
        let rules = try readJSON(repositoryRoot + "/examples/explore/locationDetail.invariants.json")
        let rule = try #require(rules["onboarding never shows again after a relaunch"])
        var options = try options(depth: 3, invariants: ["onboarding never shows again after a relaunch": rule])
        options.relaunches = true
        let result = try await Explorer(feature: forgetful, options: options).runOffThePool()
        let violation = try #require(result.violations.first)
        #expect(violation.path == [.relaunch])

        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = try await ExplorationWriter(feature: forgetful, options: options).write(result, to: directory.path)
        let replayed = try await replayOffThePool([directory.path + "/violations"], features: [forgetful])
        #expect(replayed.failed == 1)
        #expect(replayed.results.first?.failure?.diff?.contains("/state/isShowingOnboarding") == true)
        let screens = try await replayOffThePool([directory.path + "/screens"], features: [forgetful])
        #expect(screens.passed == screens.results.count)
    }

    @Test func anInvariantsFileMustMapNamesToSchemas() throws {
        #expect(throws: InvariantsFileError.self) { try Invariants(json: [1, 2]) }
        #expect(throws: InvariantsFileError.self) { try Invariants(json: ["x": 3]) }
        #expect(try Invariants(json: ["a": true, "b": ["type": "object"]]).schemas.map(\.name) == ["a", "b"])
    }
}

@Suite("Texts a feature declares")
struct DeclaredSamplesTests {
    @Test func theFeaturesOwnSamplesAreTypedBeforeTheDefaults() async throws {
        let relationship = try #require(BuiltInPlugins.features.first { $0.name == "relationship" })
        #expect(relationship.sampleInputs["customTextField"]?.first == "동창")
        var options = ExploreOptions()
        options.depth = 2
        options.samples = ["customTextField": ["직장 동료"]]
        let result = try await Explorer(feature: relationship, options: options).runOffThePool()
        let typed = result.transitionKeys.filter { $0.contains("customTextField") }
        #expect(typed.contains { $0.contains("직장 동료") })
        #expect(typed.contains { $0.contains("동창!") })
    }
}
