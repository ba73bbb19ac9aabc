import Scenario
import Features
import HostCore
import Testing

/// `--shard i/n`: a split every machine computes alike, covering the suite exactly once.
@Suite struct ShardTests {
    @Test func parsesOneBasedIndexOverCount() {
        #expect(Shard(parsing: "1/3") == Shard(index: 1, count: 3))
        #expect(Shard(parsing: "3/3")?.index == 3)
        for bad in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func theSplitIsFNV1aOfTheRelativePathSoItIsTheSameEverywhere() {
        // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector): even, so shard 1
        // of 2; mod 3 it is 1, so shard 2 of 3.
        #expect(Shard(index: 1, count: 2)?.contains(relativePath: "a") == true)
        #expect(Shard(index: 2, count: 2)?.contains(relativePath: "a") == false)
        #expect(Shard(index: 2, count: 3)?.contains(relativePath: "a") == true)
        // The relative path, not where the suite lies on this machine, decides.
        let one = ReplaySuite(options: ReplayOptions(shard: Shard(index: 1, count: 2))).load(paths: [RepositoryPaths.examples])
        let viaDotDot = ReplaySuite(options: ReplayOptions(shard: Shard(index: 1, count: 2)))
            .load(paths: [RepositoryPaths.examples + "/../scenarios"])
        #expect(one.count == viaDotDot.count)
    }

    @Test func shardsCoverTheSuiteExactlyOnceAndTheirJUnitFilesMerge() async throws {
        let all = try await ReplaySuite().runOffThePool(paths: [RepositoryPaths.examples])
        for count in [2, 3, 5] {
            var seen: [String] = []
            var testcases = 0
            for index in 1...count {
                let options = ReplayOptions(shard: Shard(index: index, count: count))
                let part = try await ReplaySuite(options: options).runOffThePool(paths: [RepositoryPaths.examples])
                seen += part.results.map(\.file)
                let junit = ReplayReporter.junit.render(part)
                testcases += junit.components(separatedBy: "<testcase ").count - 1
                #expect(junit.hasPrefix("<?xml"), "each shard's file stands alone")
            }
            #expect(seen.sorted() == all.results.map(\.file).sorted(), "\(count) shards")
            #expect(testcases == all.results.count)
        }
    }
}
