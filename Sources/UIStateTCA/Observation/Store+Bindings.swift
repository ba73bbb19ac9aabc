public import Observation
public import UIStateSwiftUI

// MARK: - Bindings to a store

/// A store is what a TCA 1.7 view holds in `@Bindable var store`: SwiftUI's `Bindable` takes an
/// observable object. A host renders each screen from one state, so nothing observes it.
extension Store: Observable {}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
    /// A field of the state, settable for `$store.name`: setting it sends
    /// `.binding(.set(\.name, newValue))`, as TCA 1.7's.
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { currentState[keyPath: keyPath] }
        set { send(.binding(.set(keyPath, newValue))) }
    }
}

extension Store
where State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
    /// A field of the state, settable for `$store.name` when the bindings are view actions
    /// (`case view(View)` with `enum View: BindableAction`): setting it sends
    /// `.view(.binding(.set(\.name, newValue)))`, as TCA's.
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { currentState[keyPath: keyPath] }
        set { send(.view(.binding(.set(keyPath, newValue)))) }
    }
}

extension Bindable {
    /// `$store.text`, for a binding that sends an action of the feature's own:
    /// `TextField("Name", text: $store.text.sending(\.textChanged))`.
    public subscript<State: ObservableState, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
        _StoreBindable(store: wrappedValue, keyPath: keyPath)
    }
}

/// A field of a store's state on its way to a binding, as TCA 1.7's: `$store.text`, then
/// `.sending(\.textChanged)`.
@dynamicMemberLookup
public struct _StoreBindable<State: ObservableState, Action, Value> {
    let store: Store<State, Action>
    let keyPath: KeyPath<State, Value>

    /// A field of the field: `$store.settings.isOn`.
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> _StoreBindable<State, Action, Member> {
        _StoreBindable<State, Action, Member>(store: store, keyPath: self.keyPath.appending(path: keyPath))
    }

    /// A binding that reads the field and sends the action `action` names with the new value.
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> {
        let store = store
        let keyPath = keyPath
        return Binding(get: { store.state[keyPath: keyPath] }, set: { store.send(action($0)) })
    }
}

// MARK: - Perception

/// What TCA 1.7 apps before iOS 17 write instead of SwiftUI's observation, from its Perception
/// library: `@Perception.Bindable var store` and `WithPerceptionTracking { … }`. A host renders
/// from one state and tracks nothing, so both are what iOS 17 spells without them.
public enum Perception {
    /// SwiftUI's `Bindable`, as `@Perception.Bindable`.
    public typealias Bindable<Value> = UIStateSwiftUI.Bindable<Value>
}

/// Its content, as Perception's `WithPerceptionTracking`, which observes the stores the content
/// reads before iOS 17; a host has nothing to observe.
public struct WithPerceptionTracking<Content: View>: View {
    private let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public var body: some View {
        content()
    }
}
