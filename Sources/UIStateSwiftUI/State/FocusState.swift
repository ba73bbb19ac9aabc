// MARK: - FocusState

/// Which field has the keyboard, kept by the view, as SwiftUI's `@FocusState`: a `Bool` for one
/// field (`@FocusState private var isFocused: Bool`) or an optional for several
/// (`@FocusState private var focusedField: Field?`), bound with ``View/focused(_:)`` and
/// ``View/focused(_:equals:)``.
///
/// It is view state, like `@State`: a button's `focusedField = .password` is recorded as a
/// `viewState` step and applied by the tap. The text field bound to it shows `focused`, and
/// `view/focus` (and `view/input` on a field not focused yet) writes the field's value into it;
/// unfocusing writes `false` or `nil`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: StateLocation<Value>
    /// The value while no field bound to it is focused: `false`, or `nil`.
    let unfocused: Value

    public init() where Value == Bool {
        location = StateLocation(initial: false)
        unfocused = false
    }

    public init<T: Hashable>() where Value == T? {
        location = StateLocation(initial: nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding { Binding(location: location, unfocused: unfocused) }

    /// A way to read and write a focus state, as SwiftUI's `FocusState.Binding`: what `$field`
    /// is, and what ``View/focused(_:equals:)`` takes.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        let unfocused: Value

        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.set(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(_ installation: PropertyInstallation) {
        location.attach(to: installation.storage, key: installation.key)
    }
}

extension FocusState.Binding {
    /// Keeps this focus in step with `model`: it shows the model's value now, and every write to
    /// it writes the model too (TCA's `.bind(viewStore.$focus, to: self.$focus)`).
    package func synchronize(with model: UIStateSwiftUI.Binding<Value>) where Value: Equatable {
        let modelValue = model.wrappedValue
        if location.value != modelValue { location.apply(modelValue) }
        location.mirror = { model.wrappedValue = $0 }
    }
}
