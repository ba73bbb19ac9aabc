package import JSON
package import UIStateProtocol

/// Carries a host's requests: JSON-RPC methods and params in, results or errors out.
///
/// `ProtocolSession` speaks the protocol through one; `ScenarioInProcess` implements it over the
/// host library (no bytes), `ScenarioServer` over a server process's stdio. One channel serves
/// one session at a time, in order.
package protocol SessionChannel: AnyObject, Sendable {
    /// Sends a request and waits for its result.
    ///
    /// - Throws: the error the host answered with, or −33006 when the host is gone.
    func call(_ method: String, _ params: JSONValue) async throws(ResponseError) -> JSONValue
    /// The session is done with the channel (a pool may lend it to the next session).
    func release() async
    /// The scenario ran out of time: stop what is running without waiting for it (a server is
    /// killed; an in-process host is left to finish on its own).
    func abort() async
}
