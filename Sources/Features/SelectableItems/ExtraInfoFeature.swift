// MARK: - ExtraInfoFeature

/// The "extraInfo" screen: multiple selection (up to 3) with a custom item and no pattern.
///
/// A ``SelectionScreen``: its own name and initial state, everything else the selection screen's.
package struct ExtraInfoFeature: SelectionScreen {
    package init() {}
}
