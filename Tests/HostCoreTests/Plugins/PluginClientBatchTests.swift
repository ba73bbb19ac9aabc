import HostCore
import JSON
import Synchronization
import Testing
import UIStateProtocol

/// A plugin's answers that arrive in one read are handed on as one batch (`OutputBatch`: the
/// replies they make leave in one write): each still reaches its own waiter, in the plugin's
/// order, an error intact, and a plugin given up on or gone mid-batch still answers every request
/// waiting with −33006.
@Suite struct PluginClientBatchTests {
    @Test func answersReadTogetherReachTheirWaitersInThePluginsOrderAnErrorIntact() async throws {
        let answers = try await answered(count: 4, by: [
            #"{"jsonrpc":"2.0","id":2,"result":{"version":2}}"#,
            #"{"jsonrpc":"2.0","id":1,"result":{"version":1}}"#,
            #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"invalid params: no such action","data":{"path":"/action"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"result":[1,"two",null]}"#,
        ])
        #expect(answers.map(\.id) == [2, 1, 4, 3], "in the order the plugin wrote them")
        #expect(answers.map(\.outcome) == [
            .success(["version": 2]),
            .success(["version": 1]),
            .failure(ResponseError(code: .invalidParams, message: "invalid params: no such action", data: ["path": "/action"])),
            .success([1, "two", .null]),
        ])
    }

    @Test func aPluginGivenUpOnMidBatchAnswersEveryRequestStillWaiting() async throws {
        let answers = try await answered(count: 4, by: [
            #"{"jsonrpc":"2.0","id":1,"result":{"version":1}}"#,
            #"not JSON"#,
            #"{"jsonrpc":"2.0","id":2,"result":{"version":2}}"#,
        ])
        #expect(answers.first?.id == 1)
        #expect(answers.first?.outcome == .success(["version": 1]))
        #expect(Set(answers.dropFirst().map(\.id)) == [2, 3, 4], "the answer after the fault is not taken")
        expectPluginFailed(answers.dropFirst(), saying: "not a JSON object")
    }

    @Test func aPluginThatExitsAfterPartOfABatchAnswersTheRestWithItsExit() async throws {
        let answers = try await answered(count: 3, by: [#"{"jsonrpc":"2.0","id":3,"result":true}"#])
        #expect(answers.map(\.id) == [3, 1, 2] || answers.map(\.id) == [3, 2, 1])
        #expect(answers.first?.outcome == .success(true))
        expectPluginFailed(answers.dropFirst(), saying: "exited")
    }

    private func expectPluginFailed(_ answers: ArraySlice<Answer>, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for answer in answers {
            guard case .failure(let error) = answer.outcome else {
                Issue.record("- expected −33006\n+ actual \(answer.outcome)", sourceLocation: sourceLocation)
                continue
            }
            #expect(error.code == .pluginFailed, sourceLocation: sourceLocation)
            #expect(error.message.contains(reason), "\(error.message)", sourceLocation: sourceLocation)
        }
    }

    struct Answer: Sendable {
        let id: Int
        let outcome: Result<JSONValue, ResponseError>
    }

    /// Sends `count` requests (ids 1…count) to a plugin that, once it has read them all, writes
    /// `messages` in one write and exits; returns the answers in the order they reached their
    /// waiters.
    private func answered(count: Int, by messages: [String]) async throws -> [Answer] {
        let params: JSONValue = ["storeId": "tally-1"]
        let requestBytes = (1...count).reduce(0) { total, id in
            let body = RequestMessage(id: .integer(Int64(id)), method: "store/dispatch", params: params).serialized
            return total + "Content-Length: \(body.count)\r\n\r\n".utf8.count + body.count
        }
        let output = messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
        let client = try PluginClient(
            path: "/bin/sh", arguments: ["-c", #"head -c "$1" >/dev/null; printf '%s' "$2""#, "plugin", "\(requestBytes)", output],
            handlers: PluginClient.Handlers(name: "batch", notification: { _, _ in }, exited: { _ in }))
        let answers = Mutex<[Answer]>([])
        return await withCheckedContinuation { continuation in
            for index in 1...count {
                let call = client.send("store/dispatch", params: params, timed: false)
                _ = call.whenAnswered { result in
                    let outcome: Result<JSONValue, ResponseError>
                    switch result {
                    case .success(let body): outcome = (try? body.parsed()).map { .success($0) } ?? .failure(.internalError("does not parse"))
                    case .failure(let error): outcome = .failure(error)
                    }
                    let all = answers.withLock { answers -> [Answer]? in
                        answers.append(Answer(id: index, outcome: outcome))
                        return answers.count == count ? answers : nil
                    }
                    if let all { continuation.resume(returning: all) }
                }
            }
        }
    }
}
