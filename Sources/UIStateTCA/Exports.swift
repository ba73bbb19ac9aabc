// A TCA feature module imports this module in place of ComposableArchitecture, so everything it
// names must be reachable from this one import: the runtime (`Reducer`, `Reduce`, `Scope`,
// `Effect`, `IdentifiedArray`, …, under the names TCA gives them), Foundation, which the
// feature files of a TCA app use without importing it themselves, and SwiftUI's values.
//
// Where this module declares a name the runtime also declares (TCA's `TestStore<State, Action>`
// beside UIStateTesting's reducer-generic one), a module's own declaration shadows the one it
// re-exports, so a TCA user sees TCA's.
@_exported public import StoreRuntime
@_exported public import Foundation
// A dependency's live value reaches the network with `URLSession.shared`, which Linux keeps in
// FoundationNetworking (over libcurl); on Apple platforms it is Foundation's, so a TCA file
// imports nothing more for it.
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
// The SwiftUI values feature state and actions hold (an `EditMode`, a `LocalizedStringKey` raw
// value, an `Animation` to send with), so a reducer file compiles with this import alone, as it
// would beside `import SwiftUI`.
@_exported public import UIStateSwiftUI

// MARK: - TCA's names for the runtime's types

/// The reducer protocol constrained to another reducer's state and action, as in
/// `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// The effect type of a reducer's actions.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
