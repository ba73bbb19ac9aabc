import JSON

extension Component {
    /// Gives the node an explicit id, kept whatever the structure around it.
    ///
    /// Use it for nodes clients select by id, and for nodes an `if` adds and removes (derived ids
    /// count same-type siblings, so a conditional sibling would shift them).
    public consuming func id(_ id: String) -> ModifiedComponent<Self> {
        // Kept as a value, not a closure capturing it: one allocation less per `.id` in a view.
        ModifiedComponent(content: self, modifier: NodeModifier(explicitID: id))
    }

    /// Refuses every interaction in this subtree while `isDisabled` is true.
    public consuming func disabled(_ isDisabled: Bool = true) -> ModifiedComponent<Self> {
        modified(prepare: { if isDisabled { $0.environment.isEnabled = false } })
    }

    /// Marks this subtree hidden: still rendered, so ids stay put, but not interactive.
    public consuming func hidden(_ isHidden: Bool = true) -> ModifiedComponent<Self> {
        modified(prepare: { if isHidden { $0.environment.isHidden = true } })
    }

    /// Sets an environment value for this subtree.
    ///
    /// ```swift
    /// ProfileCard(profile).environment(\.dynamicTypeSize, .accessibilityLarge)
    /// ```
    public consuming func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues<Action>, Value>,
        _ value: Value
    ) -> ModifiedComponent<Self> {
        modified(prepare: { $0.environment[keyPath: keyPath] = value })
    }

    /// Tints the buttons in this subtree that set no foreground of their own, as SwiftUI's
    /// `.accentColor(_:)` does; the node shows it as `accentColor`.
    ///
    /// ```swift
    /// ProfileSheet(profile).toolbar { Button.titleOnly(title: "Dismiss", action: dismiss) }
    ///     .accentColor(.brandPrimary)   // "Dismiss" resolves to brandPrimary
    /// ```
    public consuming func accentColor(_ color: Color) -> ModifiedComponent<Self> {
        modified(
            prepare: { $0.environment.accentColor = color },
            finish: { node, _ in node.set("accentColor", color.json, outline: true) }
        )
    }

    /// What assistive technology reads, and what a `label` selector matches.
    public consuming func accessibilityLabel(_ label: String) -> ModifiedComponent<Self> {
        modified(finish: { node, _ in node.accessibilityLabel = label })
    }

    /// The node's role, for a custom piece that acts as a button or a header.
    public consuming func accessibilityRole(_ role: AccessibilityRole) -> ModifiedComponent<Self> {
        modified(finish: { node, _ in node.role = role })
    }

    /// Makes the node tappable, sending `action` (a grid cell that opens a profile).
    public consuming func onTapGesture(_ action: Action) -> ModifiedComponent<Self> {
        modified(finish: { node, _ in node.interactions.tap = [.action(action)] })
    }

    /// Sends `action` when a client reports the node scrolled into view (`view/appear`).
    public consuming func onAppear(_ action: Action) -> ModifiedComponent<Self> {
        modified(finish: { node, _ in node.interactions.appear = action })
    }

    /// The title of the screen this node is the content of, shown by the navigation bar.
    public consuming func navigationTitle(_ title: String) -> ModifiedComponent<Self> {
        modified(finish: { node, _ in node.set("navigationTitle", .string(title), outline: true) })
    }
}
