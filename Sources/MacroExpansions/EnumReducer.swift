import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer enum Destination { case add(AddFeature) … }`: one feature per case, as a navigation
/// destination or a stack's screens are. Adds the `State` and `Action` enums (a case per feature
/// holding its state and its actions), their case paths, and a static `body` that scopes each
/// feature to its case.
///
/// A case's payload decides what it adds:
/// - a feature (`case add(AddFeature)`): `State.add(AddFeature.State)`, `Action.add(AddFeature.Action)`
///   and a `Scope` running `AddFeature()` while the state is that case;
/// - `AlertState<A>` or `ConfirmationDialogState<A>`: the state as it is and `Action.alert(A)`, with
///   no reducer (a presentation clears such state after any of its actions); a case marked
///   `@ReducerCaseEphemeral` holding another type `T` the same, with `Action.name(T.Action)`;
/// - nothing (`case empty`), or a case marked `@ReducerCaseIgnored`: a `State` case with the same
///   payload, and no action.
struct EnumReducer {
    let declaration: EnumDeclSyntax
    let conformances: SynthesizedConformances
    let context: any MacroExpansionContext

    init(_ declaration: EnumDeclSyntax, attribute: AttributeSyntax, context: some MacroExpansionContext) {
        self.declaration = declaration
        self.conformances = SynthesizedConformances(attribute)
        self.context = context
    }

    /// `first`, then those of `second` not in it.
    private static func merged(_ first: [String], _ second: [String]) -> [String] {
        first + second.filter { !first.contains($0) }
    }

    /// How one case of the enum takes part in the reducer.
    enum Role {
        /// A reducer type: its state, its actions, a scope.
        case feature(type: String)
        /// State with no reducer whose actions are the generic argument (`AlertState<A>`).
        case ephemeral(state: String, action: String)
        /// State kept as written, with no actions.
        case stateOnly(payload: String)
    }

    struct Member {
        let name: String
        let role: Role
    }

    func members() -> [DeclSyntax] {
        guard !declaresGeneratedType() else { return [] }
        let cases = classifiedCases()
        let access = declaration.accessPrefix
        // A public enum's nested types get no implicit `Sendable`, which `Reducer` requires of
        // actions; an internal one's is inferred, and a user may extend it as TCA documents.
        let implicit = access.isEmpty ? [] : ["Sendable"]
        let stateConformances = (["UIStateTCA.CaseReducerState"] + Self.merged(implicit, conformances.state))
            .joined(separator: ", ")
        let actionConformances = Self.merged(implicit, conformances.action)
        let actionInheritance = actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
        let stateCases = cases.map { member -> String in
            switch member.role {
            case .feature(let type): "case \(member.name)(\(type).State)"
            case .ephemeral(let state, _): "case \(member.name)(\(state))"
            case .stateOnly(let payload): "case \(member.name)\(payload)"
            }
        }
        let actionCases = cases.compactMap { member -> String? in
            switch member.role {
            case .feature(let type): "case \(member.name)(\(type).Action)"
            case .ephemeral(_, let action): "case \(member.name)(\(action))"
            case .stateOnly: nil
            }
        }
        let scopes = cases.compactMap { member -> String? in
            guard case .feature(let type) = member.role else { return nil }
            return "UIStateTCA.Scope(state: \\State.Cases.\(member.name), action: \\Action.Cases.\(member.name)) {\n\(type)()\n}"
        }
        let name = declaration.name.text
        let caseScope = CaseScopeMembers(cases: cases, shapes: declaration.caseShapes, access: access)
        return [
            """
            @CasePathable
            @dynamicMemberLookup
            @ObservableState
            \(raw: access)enum State: \(raw: stateConformances) {
            \(raw: access)typealias StateReducer = \(raw: name)
            \(raw: stateCases.joined(separator: "\n"))
            }
            """,
            """
            @CasePathable
            \(raw: access)enum Action\(raw: actionInheritance) {
            \(raw: actionCases.joined(separator: "\n"))
            }
            """,
            """
            @UIStateTCA.ReducerBuilder<State, Action>
            \(raw: access)static var body: some UIStateTCA.Reducer<State, Action> {
            \(raw: scopes.joined(separator: "\n"))
            }
            """,
            caseScope.enumeration,
            caseScope.scopeFunction,
        ]
    }

    /// Whether the enum declares its own `State` or `Action` (diagnosed): an enum reducer's are
    /// generated from its cases, and a feature that writes them is a struct reducer.
    private func declaresGeneratedType() -> Bool {
        var found = false
        for member in declaration.memberBlock.members {
            let decl = member.decl
            let name = decl.as(StructDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name
                ?? decl.as(ClassDeclSyntax.self)?.name ?? decl.as(TypeAliasDeclSyntax.self)?.name
            guard let name, name.text == "State" || name.text == "Action" else { continue }
            context.diagnose(Diagnostic(node: decl, message: MacroError(
                "enumReducerDeclaresGeneratedType",
                "an '@Reducer' enum's '\(name.text)' is generated from its cases; remove this declaration, or make the feature a struct"
            )))
            found = true
        }
        return found
    }

    /// Every case with its role; a case that fits none is diagnosed and left out.
    func classifiedCases() -> [Member] {
        declaration.memberBlock.members.flatMap { item -> [Member] in
            guard let caseDeclaration = item.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            let ignored = caseDeclaration.hasAttribute(named: "ReducerCaseIgnored")
            let ephemeral = caseDeclaration.hasAttribute(named: "ReducerCaseEphemeral")
            return caseDeclaration.elements.compactMap { element in
                role(of: element, ignored: ignored, ephemeral: ephemeral).map { Member(name: element.name.text, role: $0) }
            }
        }
    }

    private func role(of element: EnumCaseElementSyntax, ignored: Bool, ephemeral: Bool) -> Role? {
        let parameters = element.parameterClause?.parameters ?? []
        if ignored || parameters.isEmpty {
            return .stateOnly(payload: element.parameterClause?.trimmedDescription ?? "")
        }
        guard parameters.count == 1, let parameter = parameters.first else {
            context.diagnose(Diagnostic(node: element, message: MacroError(
                "enumReducerCaseShape",
                "'@Reducer' enum case '\(element.name.text)' holds several values; a case holds one feature (a reducer type), or is marked '@ReducerCaseIgnored' to keep it as state only"
            )))
            return nil
        }
        if let (state, action) = Self.ephemeralState(parameter.type) {
            return .ephemeral(state: state, action: action)
        }
        if ephemeral {
            let state = parameter.type.trimmedDescription
            return .ephemeral(state: state, action: "\(state).Action")
        }
        return .feature(type: parameter.type.trimmedDescription)
    }

    /// `AlertState<A>` or `ConfirmationDialogState<A>` (bare or module-qualified) with its action
    /// type `A`.
    static func ephemeralState(_ type: TypeSyntax) -> (state: String, action: String)? {
        let name: String
        let arguments: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
            arguments = identifier.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = member.name.text
            arguments = member.genericArgumentClause
        } else {
            return nil
        }
        guard name == "AlertState" || name == "ConfirmationDialogState",
              let arguments, arguments.arguments.count == 1, let argument = arguments.arguments.first else { return nil }
        return (type.trimmedDescription, argument.argument.trimmedDescription)
    }
}
