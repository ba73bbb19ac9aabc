
/// Sessions over server processes (`uistate replay --server COMMAND …`): each scenario runs on
/// a server borrowed from `pool`, through the same `ProtocolSession` as in-process replays.
///
/// ```swift
/// let pool = ServerPool(command: ["uistate", "serve"], size: 2)
/// let report = await ReplaySuite().run(paths: ["examples/scenarios"], factory: ServerSessionFactory(pool: pool))
/// await pool.shutDown()
/// ```
package struct ServerSessionFactory: ScenarioSessionFactory {
    package let pool: ServerPool

    package init(pool: ServerPool) {
        self.pool = pool
    }

    package func makeSession() -> any ScenarioSession {
        ProtocolSession(channel: ServerChannel(pool: pool))
    }
}
