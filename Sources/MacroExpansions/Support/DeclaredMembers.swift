import SwiftSyntax

extension DeclGroupSyntax {
    /// Whether the type declares a nested type or typealias named `name` (`State`, `Action`):
    /// what `@Reducer` must then leave as the user wrote it.
    func declaresType(named name: String) -> Bool {
        memberBlock.members.contains { member in
            let decl = member.decl
            if let nested = decl.as(StructDeclSyntax.self) { return nested.name.text == name }
            if let nested = decl.as(EnumDeclSyntax.self) { return nested.name.text == name }
            if let nested = decl.as(ClassDeclSyntax.self) { return nested.name.text == name }
            if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text == name }
            return false
        }
    }

    /// Whether the type declares an instance property `name` (`body`).
    func declaresProperty(named name: String) -> Bool {
        memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Whether `body` is a reducer of types other than the nested `State` and `Action`: typed
    /// `some Reducer<Other, …>` or given a value (`let body = Reduce(…)`).
    var declaresReducerBodyOfOtherTypes: Bool {
        memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { return false }
            return variable.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" else { return false }
                if binding.initializer != nil { return true }
                guard let reducer = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint.as(IdentifierTypeSyntax.self),
                    reducer.name.text == "Reducer",
                    let state = reducer.genericArgumentClause?.arguments.first
                else { return false }
                return !["State", "Self.State"].contains(state.argument.trimmedDescription)
            }
        }
    }

    /// Whether the type declares a method whose name is `name` (`reduce` of `reduce(into:action:)`).
    func declaresFunction(named name: String) -> Bool {
        memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }
    }

    /// Whether the inheritance clause names `type`, bare or module-qualified (`Reducer`,
    /// `ComposableArchitecture.Reducer`).
    func inherits(_ type: String) -> Bool {
        inheritanceClause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedDescription
            return name == type || name.hasSuffix(".\(type)")
        } ?? false
    }
}

extension VariableDeclSyntax {
    var isStatic: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension WithAttributesSyntax {
    /// Whether an attribute named `name` is written on the declaration, bare or module-qualified,
    /// with or without generic arguments (`@ReducerBuilder<State, Action>`).
    func hasAttribute(named name: String) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let type = attribute.attributeName
            let written = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
            return written == name
        }
    }
}
