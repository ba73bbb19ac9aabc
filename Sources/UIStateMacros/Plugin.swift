@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import MacroExpansions
import SwiftSyntaxMacros

/// The compiler plugin's entry point. The toolchain ships SwiftSyntax's message handling but not
/// `SwiftCompilerPlugin`'s `@main` convenience, so this is that convenience: the compiler writes
/// length-prefixed JSON messages on stdin and reads the expansions on stdout.
@main
struct UIStateMacrosPlugin {
    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: MacroProvider())
        try listener.main()
    }
}

/// Resolves a `#externalMacro(module: "UIStateMacros", type: …)` declaration to its type.
struct MacroProvider: PluginProvider {
    /// Every macro this plugin implements, by the type name its declaration gives.
    static var macros: [String: any Macro.Type] {
        [
            "CasePathableMacro": CasePathableMacro.self,
            "ReducerMacro": ReducerMacro.self,
            "ReducerCaseIgnoredMacro": ReducerCaseIgnoredMacro.self,
            "ReducerCaseEphemeralMacro": ReducerCaseEphemeralMacro.self,
            "ObservableStateMacro": ObservableStateMacro.self,
            "ObservationStateIgnoredMacro": ObservationStateIgnoredMacro.self,
            "PreviewMacro": PreviewMacro.self,
            "ViewActionMacro": ViewActionMacro.self,
            "DependencyClientMacro": DependencyClientMacro.self,
            "SendableActionMacro": SendableActionMacro.self,
            "SendableNestedMacro": SendableNestedMacro.self,
            "SendableStateMacro": SendableStateMacro.self,
        ]
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard let macro = Self.macros[typeName] else { throw UnknownMacro(typeName: typeName) }
        return macro
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw UnknownMacro(typeName: moduleName)
    }

    var features: [PluginFeature] { [] }
}

/// A declaration named a type this plugin does not have: the package's macro declarations and
/// `MacroProvider.macros` disagree.
struct UnknownMacro: Error, CustomStringConvertible {
    let typeName: String
    var description: String { "UIStateMacros has no macro type '\(typeName)'" }
}
