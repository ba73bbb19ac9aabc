// MARK: - ExploreOptions

/// How far and how wide an exploration goes.
///
/// ```swift
/// var options = ExploreOptions()
/// options.depth = 6
/// options.invariants = try Invariants(json: file)
/// let result = try await Explorer(feature: definition, options: options).run()
/// ```
package struct ExploreOptions: Sendable {
    /// The longest path explored, in inputs (a state found at this depth is not expanded).
    package var depth = 8
    /// Stop after this many distinct states.
    package var maxStates = 10_000
    /// Texts to type into fields, by field id, tried before the defaults.
    package var samples: [String: [String]] = [:]
    package var invariants = Invariants()
    /// Nodes of one depth expanded at the same time.
    package var jobs = 1
    /// Explore only the subtrees of the states at `shardDepth` whose index (in discovery order)
    /// modulo `count` is `index`; everything above is explored by every shard.
    package var shard: Shard?
    /// Dependency presets, by dependency name.
    package var presets: [String: String] = [:]
    /// Also switch the dynamic type size to its boundaries (the smallest and the largest
    /// accessibility size) and back to the default, from every state.
    package var environmentVariants = false
    /// Also kill and start the app again (same storage) from every state.
    package var relaunches = false
    /// The wall-clock bound on an effect that waits on something other than the test clock.
    package var settleTimeout: Duration = .seconds(10)

    package init() {}

    /// `I/N`: this shard's index, from 0, of N.
    package struct Shard: Sendable, Equatable {
        package var index: Int
        package var count: Int
        /// The depth whose states are divided among the shards.
        package var depth: Int

        package init(index: Int, count: Int, depth: Int = 1) {
            self.index = index
            self.count = count
            self.depth = depth
        }

        /// Reads `I/N`.
        package init?(parsing text: String, depth: Int = 1) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
                  count >= 1, (0..<count).contains(index) else { return nil }
            self.init(index: index, count: count, depth: depth)
        }
    }
}
