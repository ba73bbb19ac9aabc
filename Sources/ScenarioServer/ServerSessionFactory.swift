public import Scenario

/// Sessions over server processes (`uistate replay --server COMMAND …`): each scenario runs on
/// a server borrowed from `pool`, through the same `ProtocolSession` as in-process replays.
///
/// ```swift
/// let pool = ServerPool(command: ["uistate", "serve"], size: 2)
/// let report = await ReplaySuite().run(paths: ["examples/scenarios"], factory: ServerSessionFactory(pool: pool))
/// await pool.shutDown()
/// ```
public struct ServerSessionFactory: ScenarioSessionFactory {
    public let pool: ServerPool

    public init(pool: ServerPool) {
        self.pool = pool
    }

    public func makeSession() -> any ScenarioSession {
        ProtocolSession(channel: ServerChannel(pool: pool))
    }
}
