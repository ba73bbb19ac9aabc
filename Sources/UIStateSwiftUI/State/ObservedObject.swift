// MARK: - Observable objects

/// An object whose changes a view shows, as SwiftUI's (Combine's) `ObservableObject`. A host
/// renders every view afresh from the state it shows, so nothing needs to publish changes;
/// the protocol is here so that view code holding such objects compiles.
public protocol ObservableObject: AnyObject {}

/// A property of an ``ObservableObject`` that SwiftUI would publish; here a plain stored value.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }
}

/// An object a view reads, as SwiftUI's `@ObservedObject` (TCA 1.x views keep their view store
/// in one); `$object.property` is a binding to a property of it.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An object a view owns, as SwiftUI's `@StateObject`: made once per view identity (kept with
/// the view's `@State`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let state: State<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        state = State(wrappedValue: thunk())
    }

    public var wrappedValue: ObjectType { state.wrappedValue }

    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }
}

extension StateObject: InstallableProperty {
    func install(_ installation: PropertyInstallation) {
        state.install(installation)
    }
}

/// An object from the environment, as SwiftUI's `@EnvironmentObject`, set with
/// `.environmentObject(_:)` above the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    public init() {}

    /// The object; a view without one above it is a programming error, as in SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = box.environment?[EnvironmentObjectsKey.self][ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            preconditionFailure("no \(ObjectType.self) in the environment: add .environmentObject(_:) above the view")
        }
        return object
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(_ installation: PropertyInstallation) {
        box.environment = installation.environment
    }
}

enum EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension View {
    /// Makes `object` the ``EnvironmentObject`` of its type for the views below.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        modifier(EnvironmentWriter { $0[EnvironmentObjectsKey.self][ObjectIdentifier(ObjectType.self)] = object })
    }
}
