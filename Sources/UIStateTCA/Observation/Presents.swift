// MARK: - @Presents

/// The state of a feature a parent presents, in an `@ObservableState` state, as TCA 1.7
/// spells it: `@Presents var destination: Destination.State?`, reached by `\.$destination` in
/// `ifLet(\.$destination, action:)`.
///
/// TCA 1.7 makes it a macro, since its observed properties are rewritten into accessors. Here
/// no property is rewritten (see `ObservableState`), so it is `@PresentationState` under its
/// new name: the same `$destination`, and the same wire form, the presented state or `null`
/// under the property's own name.
public typealias Presents<State> = PresentationState<State>
