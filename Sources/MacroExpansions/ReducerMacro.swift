import SwiftDiagnostics
package import SwiftSyntax
import SwiftSyntaxBuilder
package import SwiftSyntaxMacros

/// `@Reducer struct Feature { … }`: the feature's `Reducer` conformance, case paths for its
/// actions, and what the feature leaves out.
///
/// - The extension declares `Reducer` unless the struct already does.
/// - A nested `enum Action` gets `@CasePathable`; a nested `enum State` gets `@CasePathable` and
///   `@dynamicMemberLookup` (so `state.loggedIn` reads a case's payload), unless already marked.
/// - A missing `State`, `Action` or `body` (with no `reduce(into:action:)`) is added: an empty
///   observable state, an action with no cases, and a body that does nothing, so `@Reducer struct Feature {}`
///   is a feature.
///
/// On an enum it builds an enum reducer (see `EnumReducer`).
package enum ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let enumDeclaration = declaration.as(EnumDeclSyntax.self) {
            return EnumReducer(enumDeclaration, attribute: node).members()
        }
        guard declaration.is(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: misuse(declaration)))
            return []
        }
        let access = declaration.accessPrefix
        var members: [DeclSyntax] = []
        // A body typed with other types (`some Reducer<FavoritingState<ID>, FavoritingAction>`, or
        // `let body = Reduce(…)`) is a reducer of those: nothing is added, as TCA adds nothing.
        let bodyNamesItsTypes = declaration.declaresReducerBodyOfOtherTypes
        if !declaration.declaresType(named: "State") && !bodyNamesItsTypes {
            // Observable, as TCA 1.7 makes it, so a view reads `store.state` fields added later.
            members.append("@ObservableState\n\(raw: access)struct State: Codable, Equatable, Hashable, Sendable {\n\(raw: access)init() {}\n}")
        }
        if !declaration.declaresType(named: "Action") && !bodyNamesItsTypes {
            // Not `Codable`: Swift cannot synthesize it for an enum without cases.
            members.append("@CasePathable\n\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
        }
        if !declaration.declaresProperty(named: "body") && !declaration.declaresFunction(named: "reduce") {
            members.append(
                "\(raw: access)var body: some UIStateTCA.Reducer<State, Action> {\nUIStateTCA.EmptyReducer<State, Action>()\n}"
            )
        }
        return members
    }

    package static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        // A public enum nested in the feature (its `Action`, an `Alert` its cases hold) is made
        // `Sendable`, which the runtime requires of actions and Swift does not infer for it.
        guard declaration.is(StructDeclSyntax.self) else {
            guard let nested = member.as(EnumDeclSyntax.self), !["State", "Action"].contains(nested.name.text) else { return [] }
            return SendableActionMacro.attributes(for: nested)
        }
        if let property = member.as(VariableDeclSyntax.self) {
            return bodyAttributes(property)
        }
        if let state = member.as(StructDeclSyntax.self), state.name.text == "State" {
            let name = SendableStateMacro.attributeName
            return state.hasAttribute(named: name) || state.inherits("Sendable") ? [] : ["@UIStateTCA.\(raw: name)"]
        }
        guard let nested = member.as(EnumDeclSyntax.self) else { return [] }
        let wanted: [String]
        switch nested.name.text {
        case "Action": wanted = ["CasePathable"]
        case "State": wanted = ["CasePathable", "dynamicMemberLookup"]
        default: return SendableActionMacro.attributes(for: nested)
        }
        let sendable = nested.name.text == "Action" ? SendableActionMacro.attributes(for: nested) : []
        return wanted.filter { !nested.hasAttribute(named: $0) }.map { "@\(raw: $0)" } + sendable
    }

    package static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else { return [] }
        // The compiler passes only the conformances the type lacks; the inheritance clause is
        // checked too so the expansion is the same wherever it is computed.
        // A struct is a plain reducer; only an enum reducer is a `CaseReducer`. `ReducerSignature`
        // (what `Reducer` refines) is named too when asked for: the macro lists it, so that a type
        // alias constrained to it (`IdentifiedActionOf<Episode>`) finds the conformance in this
        // expansion, and a listed conformance the expansion leaves out counts as missing.
        let wanted = declaration.is(EnumDeclSyntax.self)
            ? ["Reducer", "CaseReducer", "ReducerSignature"] : ["Reducer", "ReducerSignature"]
        let missing = protocols
            .map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? $0.trimmedDescription }
            .filter { wanted.contains($0) && !declaration.inherits($0) }
        guard !missing.isEmpty else { return [] }
        let list = missing.map { "UIStateTCA.\($0)" }.joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }

    /// `@ReducerBuilder` for an instance `body`: a result builder is inferred from a protocol
    /// requirement only where the conformance is declared with the witness, and the extension
    /// declaring `Reducer` is apart from the struct's `body`.
    private static func bodyAttributes(_ property: VariableDeclSyntax) -> [AttributeSyntax] {
        let isBody = property.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
        guard isBody, !property.isStatic, !property.hasAttribute(named: "ReducerBuilder") else { return [] }
        return ["@UIStateTCA.ReducerBuilder<\(raw: builderTypes(of: property))>"]
    }

    /// The state and action types `body` builds for: those its type names
    /// (`some Reducer<FavoritingState<ID>, FavoritingAction>`), else the nested ones.
    private static func builderTypes(of property: VariableDeclSyntax) -> String {
        guard let reducer = property.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint.as(IdentifierTypeSyntax.self),
            reducer.name.text == "Reducer",
            let arguments = reducer.genericArgumentClause?.arguments, arguments.count == 2
        else { return "Self.State, Self.Action" }
        let named = arguments.map { $0.argument.trimmedDescription }
        return named == ["State", "Action"] ? "Self.State, Self.Action" : named.joined(separator: ", ")
    }

    /// What to tell a user who put `@Reducer` on something other than a struct or an enum.
    private static func misuse(_ declaration: some DeclGroupSyntax) -> MacroError {
        let kind: String
        switch declaration.kind {
        case .classDecl: kind = "a class"
        case .actorDecl: kind = "an actor"
        case .protocolDecl: kind = "a protocol"
        case .extensionDecl: kind = "an extension"
        default: kind = "this declaration"
        }
        return MacroError(
            "reducerOnWrongKind",
            "'@Reducer' applies to a struct or an enum, not \(kind); a reducer is a value whose 'body' describes the feature"
        )
    }
}
