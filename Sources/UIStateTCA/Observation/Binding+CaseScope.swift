public import UIStateSwiftUI

// MARK: - One case of a presented enum feature

/// A store of an `@Reducer` enum's state, whose view switches on its case (`store.case`):
/// what lets a binding to an optional such store reach one case by name. The underscore keeps it
/// out of a user's completions, as TCA's own protocols of this kind are.
public protocol _CaseScopedStore {
    /// The enum of the cases' stores, `@CasePathable` as `@Reducer` declares it.
    associatedtype _CaseScope: CasePathable
    /// The case the store's state is now, with its feature's store.
    var _caseScope: _CaseScope { get }
}

extension Store: _CaseScopedStore
where State: CaseReducerState, State.StateReducer.Action == Action, State.StateReducer.CaseScope: CasePathable {
    public var _caseScope: State.StateReducer.CaseScope { self.case }
}

/// An optional `_CaseScopedStore`: what a binding to a presented enum feature holds.
public protocol _OptionalCaseScopedStore: ExpressibleByNilLiteral {
    associatedtype _CaseScope: CasePathable
    /// The case the store's state is now, `nil` while there is no store.
    var _caseScope: _CaseScope? { get }
}

extension Optional: _OptionalCaseScopedStore where Wrapped: _CaseScopedStore {
    public var _caseScope: Wrapped._CaseScope? { self?._caseScope }
}

extension Binding where Value: _OptionalCaseScopedStore {
    /// A binding to the store of one case of a presented `@Reducer` enum, as TCA spells it:
    /// `.sheet(item: $store.scope(\.$destination, action: \.destination).add) { AddView(store: $0) }`.
    ///
    /// It reads the case's store while the destination is that case and `nil` otherwise; setting
    /// it `nil` (a swipe, the child's `dismiss`) sets the whole binding `nil`, which sends the
    /// destination's `.dismiss`.
    public subscript<Member>(
        dynamicMember keyPath: KeyPath<Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Member>>
    ) -> Binding<Member?> {
        let base = self
        let path = Value._CaseScope.allCasePaths[keyPath: keyPath]
        return Binding<Member?>(
            get: { base.wrappedValue._caseScope.flatMap { path.extract(from: $0) } },
            set: { newValue in
                guard newValue == nil, let scope = base.wrappedValue._caseScope, path.extract(from: scope) != nil else { return }
                base.wrappedValue = nil
            })
    }
}
