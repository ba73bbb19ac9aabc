// MARK: - RelationshipFeature

/// The "relationship" screen: single selection with a custom item and the validation pattern (the article's first screen).
///
/// A ``SelectionScreen``: its own name and initial state, everything else the selection screen's.
package struct RelationshipFeature: SelectionScreen {
    package init() {}
}
