package import UIStateSwiftUI

// MARK: - Binding a model's value to a view's

extension View {
    /// Keeps the view's focus and the model's value (a `@BindingState` field) in step, as TCA's
    /// `.bind(viewStore.$focus, to: self.$focus)`: the view is focused as the state says, and
    /// focusing a field sends the binding action.
    public func bind<Value: Hashable>(
        _ modelValue: Binding<Value>,
        to viewValue: FocusState<Value>.Binding
    ) -> some View {
        modifier(FocusSynchronizer(model: modelValue, view: viewValue))
    }
}

/// Synchronises the focus before the content renders, so the fields below read the model's value.
struct FocusSynchronizer<Value: Hashable>: ViewModifier {
    let model: Binding<Value>
    let view: FocusState<Value>.Binding

    func body(content: Content) -> some View {
        view.synchronize(with: model)
        return content
    }
}
