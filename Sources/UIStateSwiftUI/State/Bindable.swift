public import Observation

// MARK: - Bindable

/// Bindings to the properties of an observable object, as SwiftUI's `@Bindable`:
/// `@Bindable var model: Model` in a view, then `TextField("Name", text: $model.name)`.
///
/// TCA 1.7 views hold their store this way (`@Bindable var store: StoreOf<Feature>`,
/// `$store.name`), since a store is observable. A binding reads the object now and writes
/// through it, so a write while the host learns what a node does is what the object records.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object bound to.
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// `Bindable(model)`, for an object the view does not declare as `@Bindable`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Itself, so that `$model.name` finds the bindings below.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
