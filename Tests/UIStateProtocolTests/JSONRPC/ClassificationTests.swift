import JSON
import UIStateProtocol
import Testing

@Suite struct ClassificationTests {
    func classify(_ text: String) -> IncomingPayload { IncomingPayload.decode(Array(text.utf8)) }

    @Test func requestNotificationAndResponseAreTellApart() {
        #expect(classify(#"{"jsonrpc":"2.0","id":1,"method":"a","params":[1]}"#)
            == .single(.valid(.request(RequestMessage(id: 1, method: "a", params: [1])))))
        #expect(classify(#"{"jsonrpc":"2.0","method":"a"}"#) == .single(.valid(.notification(NotificationMessage(method: "a")))))
        #expect(classify(#"{"jsonrpc":"2.0","id":null,"method":"a"}"#) == .single(.valid(.request(RequestMessage(id: .null, method: "a")))))
        #expect(classify(#"{"jsonrpc":"2.0","id":"x","result":null}"#)
            == .single(.valid(.response(ResponseMessage(id: "x", result: .success(.null))))))
    }

    /// Emacs's jsonrpc.el writes absent params as `null` (Eglot's `shutdown` and `exit`).
    @Test func nullParamsCountAsAbsent() {
        #expect(classify(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":null}"#)
            == .single(.valid(.request(RequestMessage(id: 1, method: "shutdown")))))
        #expect(classify(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
            == .single(.valid(.notification(NotificationMessage(method: "exit")))))
        #expect(classify(#"{"jsonrpc":"2.0","method":"exit","params":"x"}"#)
            == .single(.valid(.notification(NotificationMessage(method: "exit")))))
    }

    @Test func outOfRangeNumbersInParamsKeepTheRequestsID() {
        guard case .single(.invalid(let id, let error)) = classify(#"{"jsonrpc":"2.0","id":"n","method":"a","params":{"b":{"c":1e400}}}"#) else {
            Issue.record("expected an invalid request")
            return
        }
        #expect(id == "n")
        #expect(error.code == .invalidParams)
        #expect(error.data == ["path": "/b/c", "reason": "numberOutOfRange"])
        guard case .single(.dropped(let method, _)) = classify(#"{"jsonrpc":"2.0","method":"a","params":[18446744073709551616]}"#) else {
            Issue.record("expected a dropped notification")
            return
        }
        #expect(method == "a")
    }

    @Test func invalidRequestsKeepAReadableID() {
        #expect(classify(#"{"jsonrpc":"2.0","method":1}"#) == .single(.invalid(id: .null, error: .invalidRequest(#"invalid request: "method" must be a string, got integer"#))))
        guard case .single(.invalid(let id, let error)) = classify(#"{"jsonrpc":"2.0","id":"k","method":true}"#) else {
            Issue.record("expected an invalid request")
            return
        }
        #expect(id == "k")
        #expect(error.code == .invalidRequest)
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"a","params":"x"}"#,
        #"{"jsonrpc":"2.0","id":1.5,"method":"a"}"#,
        #"{"jsonrpc":"2.0","id":[],"method":"a"}"#,
        #"{"jsonrpc":2,"id":1,"method":"a"}"#,
        #"{"id":1,"method":"a"}"#,
        #"{"jsonrpc":"2.0","id":1}"#,
        #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
        #"{"jsonrpc":"2.0","id":1,"error":{"code":"x"}}"#,
        #"{}"#, "1", "null", "\"s\"", "true",
    ])
    func malformedObjectsAreInvalidRequests(text: String) {
        guard case .single(.invalid(_, let error)) = classify(text) else {
            Issue.record("\(text) was not classified invalid")
            return
        }
        #expect(error.code == .invalidRequest)
    }

    @Test func batchesAndTheirEdgeCases() {
        #expect(classify("[]") == .failure(.invalidRequest("invalid request: empty batch")))
        guard case .batch(let elements) = classify(#"[1, {"jsonrpc":"2.0","method":"n"}]"#) else {
            Issue.record("expected a batch")
            return
        }
        #expect(elements.count == 2)
    }

    @Test func unparsableBodiesAreParseErrorsAndLimitsAreInvalidRequests() {
        guard case .failure(let syntax) = classify(#"{"jsonrpc""#) else { Issue.record("expected failure"); return }
        #expect(syntax.code == .parseError)
        guard case .failure(let utf8) = IncomingPayload.decode([0x22, 0xFF, 0x22]) else { Issue.record("expected failure"); return }
        #expect(utf8.code == .parseError)
        #expect(utf8.data?["reason"] == "invalidUTF8")
        let deep = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        guard case .failure(let tooDeep) = IncomingPayload.decode(deep) else { Issue.record("expected failure"); return }
        #expect(tooDeep.code == .invalidRequest)
    }

    @Test func errorCodesMatchTheSpecificationAndDecisions() {
        #expect(ErrorCode.parseError.rawValue == -32700)
        #expect(ErrorCode.invalidRequest.rawValue == -32600)
        #expect(ErrorCode.methodNotFound.rawValue == -32601)
        #expect(ErrorCode.invalidParams.rawValue == -32602)
        #expect(ErrorCode.internalError.rawValue == -32603)
        #expect(ErrorCode.serverNotInitialized.rawValue == -32002)
        #expect(ErrorCode.requestCancelled.rawValue == -32800)
        #expect(ErrorCode(rawValue: -1234).rawValue == -1234)
    }

    @Test func responsesSerializeCompactlyWithTheirID() {
        let ok = ResponseMessage(id: "가", result: .success(["a": [1, nil]]))
        #expect(String(decoding: ok.serialized, as: UTF8.self) == #"{"jsonrpc":"2.0","id":"가","result":{"a":[1,null]}}"#)
        let failed = ResponseMessage(id: .null, error: ResponseError(code: .methodNotFound, message: "m", data: ["k": 1]))
        #expect(String(decoding: failed.serialized, as: UTF8.self)
            == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"m","data":{"k":1}}}"#)
        #expect(String(decoding: NotificationMessage(method: "$/logTrace", params: ["message": "x"]).serialized, as: UTF8.self)
            == #"{"jsonrpc":"2.0","method":"$/logTrace","params":{"message":"x"}}"#)
    }
}
