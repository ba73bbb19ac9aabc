// MARK: - InterestsFeature

/// The "interests" screen: multiple selection up to 20 of 24 items, without a custom item.
///
/// A ``SelectionScreen``: its own name and initial state, everything else the selection screen's.
package struct InterestsFeature: SelectionScreen {
    package init() {}
}
