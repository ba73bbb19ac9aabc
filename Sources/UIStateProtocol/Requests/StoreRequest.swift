
// MARK: - StoreRequest

/// A request addressed to one store: ordered behind the earlier requests to that store.
package protocol StoreRequest: RequestType {
    /// The store, as `store/create` named it (`"counter-1"`).
    var storeId: String { get }
}
