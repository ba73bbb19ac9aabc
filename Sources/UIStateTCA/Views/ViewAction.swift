import UIStateSwiftUI

// MARK: - ViewAction

/// A feature's actions with one case for everything its view sends, as TCA 1.7 arranges them:
///
/// ```swift
/// enum Action: ViewAction {
///     case view(View)
///     case delegate(Delegate)
///     enum View { case saveButtonTapped }
/// }
/// ```
///
/// The `view` case is the requirement (an enum case can be a static function's witness); a
/// view marked `@ViewAction(for:)` sends `View` values with `send(.saveButtonTapped)`.
public protocol ViewAction<ViewAction> {
    associatedtype ViewAction
    static func view(_ action: ViewAction) -> Self
}

// MARK: - ViewActionSending

/// A view holding a store whose actions are a `ViewAction`: `send(_:)` wraps what it sends in
/// the `view` case. `@ViewAction(for:)` declares the conformance.
public protocol ViewActionSending<StoreState, StoreAction> {
    associatedtype StoreState
    associatedtype StoreAction: ViewAction
    var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    /// Sends `.view(action)` to the store.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask {
        store.send(.view(action))
    }

    /// Sends `.view(action)`; a headless host applies it at once, with no animation to run.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
        store.send(.view(action), animation: animation)
    }

    /// Sends `.view(action)`; the transaction's animation has nothing to run here.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
        store.send(.view(action))
    }
}

// MARK: - @ViewAction

/// Lets a view send its feature's view actions without naming the `view` case:
/// `send(.saveButtonTapped)` for `store.send(.view(.saveButtonTapped))`.
///
/// ```swift
/// @ViewAction(for: Editor.self)
/// struct EditorView: View {
///     let store: StoreOf<Editor>
///     var body: some View { Button("Save") { send(.saveButtonTapped) } }
/// }
/// ```
///
/// The view needs a `store` property (plain, `@Bindable` or `@Perception.Bindable`); the macro
/// declares `ViewActionSending`.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) = #externalMacro(module: "UIStateMacros", type: "ViewActionMacro")
