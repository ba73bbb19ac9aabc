public import UIStateSwiftUI

// A view store is the object TCA 1.x views keep in `@ObservedObject var viewStore`, and a
// `ForEachStore` is rows a list can delete and move, as in TCA.
extension ViewStore: ObservableObject {}

extension ForEachStore: DynamicViewContent {}
