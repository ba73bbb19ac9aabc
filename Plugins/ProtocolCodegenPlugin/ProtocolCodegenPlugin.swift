import Foundation
import PackagePlugin

// MARK: - ProtocolCodegenPlugin

/// Generates `UIStateProtocol`'s request types and its embedded OpenRPC document from
/// `protocol/openrpc.json` on every build that needs them (as swift-protobuf's plugin does from
/// `.proto` files): runs `ProtocolCodegenTool`, whose output lands in this plugin's work directory
/// under `.build/plugins/outputs/`, never in `Sources/`.
@main
struct ProtocolCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let document = context.package.directoryURL.appending(path: "protocol/openrpc.json")
        let output = context.pluginWorkDirectoryURL
        return [
            .buildCommand(
                displayName: "Generating \(target.name)'s types from protocol/openrpc.json",
                executable: try context.tool(named: "ProtocolCodegenTool").url,
                arguments: [document.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [document],
                outputFiles: [
                    output.appending(path: "UIStateRequests.swift"),
                    output.appending(path: "OpenRPCDocument.swift"),
                ]
            ),
        ]
    }
}
