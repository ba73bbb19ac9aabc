import SwiftDiagnostics
package import SwiftSyntax
package import SwiftSyntaxMacros

/// `@DependencyClient struct FactClient { var fetch: @Sendable (_ number: Int) async throws -> String }`:
/// swift-dependencies' client macro. It adds
/// - one initializer taking every stored property, where each closure endpoint defaults to an
///   unimplemented one (a test that calls it fails, naming it, and a throwing one then throws),
///   so `FactClient()` is the client a test overrides endpoint by endpoint;
/// - for an endpoint whose parameters are all named (`_ number: Int`), a method with those names
///   as labels: `client.fetch(number: 42)`.
///
/// An endpoint that can neither throw nor return `Void` has no value to give when unimplemented:
/// it needs a default (`= { _ in false }`), and the macro says so.
package enum DependencyClientMacro: MemberMacro {
    package static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MacroError(
                "dependencyClientOnStruct", "'@DependencyClient' can only be applied to a struct")))
            return []
        }
        let client = structDecl.name.text
        let access = structDecl.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        var parameters: [String] = []
        var assignments: [String] = []
        var methods: [DeclSyntax] = []
        for property in storedProperties(of: declaration) {
            let endpoint = Endpoint(property.typeSyntax)
            let defaultValue: String?
            if let given = property.defaultValue {
                defaultValue = given
            } else if let endpoint {
                guard let unimplemented = endpoint.unimplemented(named: "\(client).\(property.name)") else {
                    context.diagnose(Diagnostic(node: property.node, message: MacroError(
                        "dependencyEndpointNeedsDefault",
                        "'\(property.name)' neither throws nor returns Void: give it a default value, which an unimplemented call returns"
                    )))
                    return []
                }
                defaultValue = unimplemented
            } else {
                defaultValue = nil
            }
            let escaping = endpoint == nil ? "" : "@escaping "
            parameters.append("\(property.name): \(escaping)\(property.type)" + (defaultValue.map { " = \($0)" } ?? ""))
            assignments.append("self.\(property.name) = \(property.name)")
            if let endpoint, let method = endpoint.method(named: property.name, access: access) {
                methods.append(method)
            }
        }
        let initializer: DeclSyntax = """
            \(raw: access)init(
            \(raw: parameters.joined(separator: ",\n"))
            ) {
            \(raw: assignments.joined(separator: "\n"))
            }
            """
        return [initializer] + methods
    }

    /// A stored `var` or `let` with a type annotation: what the initializer takes.
    private struct StoredProperty {
        let name: String
        let typeSyntax: TypeSyntax
        var type: String { typeSyntax.trimmedDescription }
        let defaultValue: String?
        let node: Syntax
    }

    private static func storedProperties(of declaration: some DeclGroupSyntax) -> [StoredProperty] {
        declaration.memberBlock.members.flatMap { member -> [StoredProperty] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" }) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type else { return nil }
                // A `let` with a value cannot be set by an initializer.
                if variable.bindingSpecifier.text == "let", binding.initializer != nil { return nil }
                return StoredProperty(
                    name: name, typeSyntax: type,
                    defaultValue: binding.initializer?.value.trimmedDescription, node: Syntax(binding))
            }
        }
    }
}

/// A closure-typed property of a client: its parameters and effects.
private struct Endpoint {
    /// Each parameter's name, when the type names it (`_ number: Int`), and type.
    let parameters: [(name: String?, type: String)]
    let isAsync: Bool
    let isThrowing: Bool
    let returnType: String

    init?(_ type: TypeSyntax) {
        var inner = type
        while true {
            if let attributed = inner.as(AttributedTypeSyntax.self) {
                inner = attributed.baseType
            } else if let tuple = inner.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                inner = only.type
            } else {
                break
            }
        }
        guard let function = inner.as(FunctionTypeSyntax.self) else { return nil }
        parameters = function.parameters.map { element in
            (element.secondName?.text ?? element.firstName.flatMap { $0.text == "_" ? nil : $0.text },
             element.type.trimmedDescription)
        }
        isAsync = function.effectSpecifiers?.asyncSpecifier != nil
        isThrowing = function.effectSpecifiers?.throwsClause != nil
        returnType = function.returnClause.type.trimmedDescription
    }

    private var returnsVoid: Bool { returnType == "Void" || returnType == "()" }

    /// A closure that reports the call; nil when it has nothing to return.
    func unimplemented(named name: String) -> String? {
        let ignored = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in "
        if isThrowing {
            return "{ \(ignored)throw UIStateTCA.UnimplementedError.called(\"\(name)\") }"
        }
        guard returnsVoid else { return nil }
        return "{ \(ignored)UIStateTCA.UnimplementedError.reportCall(\"\(name)\") }"
    }

    /// `func fetch(number: Int) async throws -> String`, when every parameter is named.
    func method(named name: String, access: String) -> DeclSyntax? {
        guard !parameters.isEmpty else { return nil }
        let names = parameters.compactMap(\.name)
        guard names.count == parameters.count else { return nil }
        let signature = parameters.map { "\($0.name ?? ""): \($0.type)" }.joined(separator: ", ")
        let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
        let call = (isThrowing ? "try " : "") + (isAsync ? "await " : "") + "self.\(name)(\(names.joined(separator: ", ")))"
        return """
            \(raw: access)func \(raw: name)(\(raw: signature))\(raw: effects) -> \(raw: returnType) {
            \(raw: call)
            }
            """
    }
}
