import Foundation
import UIStateTesting
import JSON
import ProtocolCodegenTool
import UIStateProtocol
import Testing

/// protocol/openrpc.json as it is on disk now, not as the binary embedded it.
func documentOnDisk() throws -> JSONValue {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return try JSONValue(parsing: String(contentsOf: url.appendingPathComponent("protocol/openrpc.json"), encoding: .utf8))
}

/// The document with only the named methods (and all of its shared schemas).
func document(_ whole: JSONValue, keeping names: Set<String>) -> JSONValue {
    guard case .object(var object) = whole else { return whole }
    object["methods"] = .array((whole["methods"]?.arrayValue ?? []).filter { names.contains($0["name"]?.stringValue ?? "") })
    return .object(object)
}

@Suite("Protocol types generated from openrpc.json")
struct ProtocolCodegenTests {
    @Test func theGeneratorSkipsExactlyTheMethodsTheJSONRPCLayerImplements() {
        #expect(ProtocolCodegen.lifecycleMethods == MethodRegistry.lifecycleRequestNames.union(MethodRegistry.lifecycleNotificationNames))
    }

    @Test func everyMethodOutsideTheLifecycleHasARequestTypeInTheTableInTheDocumentsOrder() throws {
        let lifecycle = MethodRegistry.lifecycleRequestNames.union(MethodRegistry.lifecycleNotificationNames)
        let documented = try documentOnDisk()["methods"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
            .filter { !lifecycle.contains($0) }
        // A difference here means the build did not regenerate after openrpc.json changed.
        #expect(UIStateMethods.requestNames == documented)
    }

    @Test func eachRequestTypeIsNamedAfterItsMethodUnlessTheDocumentNamesAHandWrittenOne() throws {
        let methods = try documentOnDisk()["methods"]?.arrayValue ?? []
        let handWritten = Dictionary(uniqueKeysWithValues: methods.compactMap { method in
            method["x-swift-type"]?.stringValue.flatMap { type in method["name"]?.stringValue.map { ($0, type) } }
        })
        #expect(handWritten == ["host/echo": "HostEcho", "rpc.discover": "RPCDiscover"])
        for type in UIStateMethods.requests {
            #expect("\(type)" == handWritten[type.method] ?? ProtocolCodegen.typeName(ofMethod: type.method), "\(type.method)")
        }
    }

    @Test func storeCreateIsGeneratedWithItsNestedTypesAndResponse() throws {
        let source = try ProtocolCodegen.requestsSource(document: document(try documentOnDisk(), keeping: ["store/create"]))
        try assertGolden(source, file: "store-create.swift.txt")
    }

    @Test func storeDispatchAddressesAStoreAndAnswersTheSharedStepResult() throws {
        let source = try ProtocolCodegen.requestsSource(document: document(try documentOnDisk(), keeping: ["store/dispatch"]))
        try assertGolden(source, file: "store-dispatch.swift.txt")
    }

    @Test func aMethodAddedToTheDocumentGetsItsTypeAndATableEntry() throws {
        let added: JSONValue = [
            "name": "widget/spin", "summary": "Spins a widget.",
            "params": [
                ["name": "storeId", "required": true, "schema": ["type": "string"]],
                ["name": "turns", "description": "Whole turns.", "schema": ["type": "integer"]],
            ],
            "result": ["name": "spun", "schema": ["$ref": "#/components/schemas/StepResult"]],
        ]
        guard case .object(var object) = document(try documentOnDisk(), keeping: []) else { return }
        object["methods"] = [added]
        let source = try ProtocolCodegen.requestsSource(document: .object(object))
        #expect(source.contains("""
            /// `widget/spin`: spins a widget.
            package struct WidgetSpinRequest: StoreRequest {
                package static let method = "widget/spin"

                package var storeId: String
                /// Whole turns.
                package var turns: Int?

                package init(storeId: String, turns: Int? = nil) {
            """))
        #expect(source.contains("    package typealias Response = StepResult\n"))
        #expect(source.contains("        WidgetSpinRequest.self,\n"))
    }

    @Test func aDocumentTheGeneratorCannotReadIsRefusedWithAPointerIntoIt() {
        let broken: JSONValue = ["methods": [["name": "widget/spin", "params": [["name": "turns"]], "result": [:]]]]
        #expect {
            _ = try ProtocolCodegen.requestsSource(document: broken)
        } throws: { error in
            (error as? CodegenError)?.path == "/methods/0/params/0"
        }
        let badName: JSONValue = ["methods": [["name": "widget/spin", "params": [
            ["name": "mode", "schema": ["enum": ["fast spin"], "x-swift-name": "Mode"]],
        ]]]]
        #expect {
            _ = try ProtocolCodegen.requestsSource(document: badName)
        } throws: { error in
            (error as? CodegenError)?.path == "/methods/0/params/0/schema/enum"
        }
    }

    @Test func aRequiredMemberThatMayBeNullIsWrittenAsNullAndAnOptionalOneIsLeftOut() throws {
        let effects = try JSONValueEncoder().encode(EffectsListRequest.Response(effects: [], nextTimerMs: nil))
        #expect(effects == ["effects": [], "nextTimerMs": nil])
        let subscribed = try JSONValueEncoder().encode(StoreSubscribeRequest.Response(subscription: "s1", storeId: "counter-1",
                                                                                        version: 0, state: 0))
        #expect(subscribed == ["subscription": "s1", "storeId": "counter-1", "version": 0, "state": 0])
    }

    @Test func theEmbeddedDocumentIsTheFileAsItIs() {
        let text = "{\n  \"x\": \"\\\"\"\"#\"\n}\n"
        let source = ProtocolCodegen.documentSource(text: text)
        #expect(source.contains("static let text = ##\"\"\"\n\(text)\n\"\"\"##\n"))
    }
}
