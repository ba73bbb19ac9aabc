/// The one mechanism behind every chained modifier: change a copy, return it.
///
/// Components are values, so `button.size(48)` leaves `button` as it was; that is what lets a
/// feature keep a configured component in a constant and derive variants from it.
protocol ChainedModifying {}

extension ChainedModifying {
    consuming func copy(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
