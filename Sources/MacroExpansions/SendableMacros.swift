package import SwiftSyntax
package import SwiftSyntaxMacros

/// `Sendable` for a public feature's actions, which `@Reducer` marks with this macro: the
/// runtime's `Reducer` requires `Sendable` actions (effects send them from their own tasks to the
/// store), Swift infers `Sendable` only for types that are not public, and TCA requires nothing,
/// so a library's `public enum Action` written for TCA would otherwise not be a reducer's action
/// here. The public enums nested in it (`Alert`, `Delegate`) are marked too, as its cases hold them.
///
/// An internal enum gets nothing: Swift infers its `Sendable` when its payloads are. A payload
/// that is not `Sendable` is an error at the conformance, which docs/tca.md explains.
package enum SendableActionMacro: ConformingMacro, MemberAttributeMacro {
    package static let conformance = "Sendable"

    /// A public enum that does not declare `Sendable` itself.
    package static func conforms(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(EnumDeclSyntax.self) && !declaration.accessPrefix.isEmpty && !declaration.inherits("Sendable")
    }

    /// The enums nested in an action (`Action.Delegate`) are marked with `_SendableNested`, the
    /// same conformance without this role: a macro may not expand inside its own expansion, and
    /// an action's enums are seldom nested deeper than that.
    package static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let nested = member.as(EnumDeclSyntax.self) else { return [] }
        return attributes(for: nested, named: nestedAttributeName)
    }

    /// The attribute that makes `nested` `Sendable` when public, unless it is a reducer or
    /// marked already.
    package static func attributes(for nested: EnumDeclSyntax, named name: String = attributeName) -> [AttributeSyntax] {
        guard !nested.accessPrefix.isEmpty, !nested.hasAttribute(named: "Reducer"),
              !nested.hasAttribute(named: attributeName), !nested.hasAttribute(named: nestedAttributeName)
        else { return [] }
        return ["@UIStateTCA.\(raw: name)"]
    }

    static let attributeName = "_SendableAction"
    static let nestedAttributeName = "_SendableNested"
}

/// `_SendableNested`: `SendableActionMacro`'s conformance for an enum nested in an action.
package enum SendableNestedMacro: ConformingMacro {
    package static let conformance = SendableActionMacro.conformance

    package static func conforms(_ declaration: some DeclGroupSyntax) -> Bool {
        SendableActionMacro.conforms(declaration)
    }
}

/// `_SendableState`: what `@Reducer` puts on a struct feature's `State`. The runtime's stores and
/// test stores hold their state across their queues and require it `Sendable`, where TCA's
/// main-actor store requires nothing; Swift infers `Sendable` only for types that are not public,
/// and only when every member is. Unchecked, because the store is what confines the state (one
/// step at a time, as TCA's main actor does), so a state TCA accepts compiles here as it is.
package enum SendableStateMacro: ConformingMacro {
    package static let conformance = "@unchecked Sendable"

    /// A struct that does not declare `Sendable` itself.
    package static func conforms(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.is(StructDeclSyntax.self) && !declaration.inherits("Sendable")
    }

    static let attributeName = "_SendableState"
}
