import Components

// MARK: - State

/// A value a view keeps itself across renders, as SwiftUI's `@State`: a sheet's "is shown" flag,
/// a field's draft text.
///
/// ```swift
/// struct ProfileView: View {
///     @State private var isEditing = false
///     var body: some View {
///         Button("Edit") { isEditing = true }
///             .sheet(isPresented: $isEditing) { EditorView() }
///     }
/// }
/// ```
///
/// A hosted store keeps its views' state by view identity (see ``ViewStateStorage``). The state
/// lives outside the feature's state: it does not change the store's version, and exploration
/// does not search it. A tap on a button that writes it applies the write in its turn, and the
/// next render shows it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) {
        location = StateLocation(initial: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { location.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(_ installation: PropertyInstallation) {
        location.attach(to: installation.storage, key: installation.key)
    }
}

/// Where one `@State` property's value is: in the store's view storage once rendering attached
/// it, in the property itself before that.
final class StateLocation<Value>: @unchecked Sendable {
    // Unchecked: read and written on the store queue that renders and interacts.
    private var local: Value
    private var storage: ViewStateStorage?
    private var key = ""
    /// Also told of every write (TCA's `.bind(_:to:)` keeps a model's value in step with it).
    var mirror: ((Value) -> Void)?

    init(initial: Value) {
        local = initial
    }

    func attach(to storage: ViewStateStorage?, key: String) {
        self.storage = storage
        self.key = key
    }

    var value: Value {
        if let storage, let stored = storage.value(at: key) as? Value { return stored }
        return local
    }

    /// A binding that reads and writes this place.
    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.set($0) })
    }

    /// Writes now, or, during a dry run, records the write for the interaction to apply.
    func set(_ newValue: Value) {
        let boxed = UncheckedValue(newValue)
        let change = ViewStateChange(name: key.isEmpty ? "State" : key) { [self] in apply(boxed.value) }
        if !InteractionRecorder.record(change) { apply(newValue) }
        mirror?(newValue)
    }

    /// Writes without telling the mirror (bringing the view's value in step with the model's).
    func apply(_ newValue: Value) {
        if let storage { storage.set(newValue, at: key) } else { local = newValue }
    }
}
