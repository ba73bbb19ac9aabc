import Components
import JSON

// MARK: - Identity, environment and interaction

extension View {
    /// Gives the view's node an explicit id, kept whatever the structure around it; the id is the
    /// value's description (`.id(item.id)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ExplicitID(id: (id as? String) ?? String(describing: id)))
    }

    /// Sets an environment value for this subtree. A color scheme set so is also the subtree's
    /// nodes' `colorScheme`, which the HTML renderer draws them in (a preview in dark mode).
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentWriter(
            write: { $0[keyPath: keyPath] = value },
            marksColorScheme: keyPath == \EnvironmentValues.colorScheme as AnyKeyPath))
    }

    /// Refuses every interaction in this subtree while `isDisabled` is true.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(EnvironmentWriter(write: { if isDisabled { $0.isEnabled = false } }))
    }

    /// Runs `action` when a client reports the view on screen (`view/appear`).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearHandler { action?() })
    }

    /// Runs `action` when the view leaves the screen; a headless host never removes a screen
    /// under a client, so it is kept as the node's `onDisappear` mark.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(PropertySetter(key: "onDisappear", value: true, outline: false))
    }

    /// Runs `action` on a tap.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapHandler(run: action))
    }

    /// The accessibility label assistive technology reads, and a `label` selector matches.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityLabelSetter(label: label.string))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(AccessibilityLabelSetter(label: String(label)))
    }

    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        modifier(AccessibilityLabelSetter(label: label.key))
    }
}

struct AccessibilityLabelSetter: NodeModifier {
    let label: String

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.accessibilityLabel = label
    }
}

// MARK: - Text and color

extension View {
    /// The font of the text in this subtree that sets none of its own.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentWriter { $0.font = font })
    }

    /// Bold text in this subtree.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isActive { $0.font = ($0.font ?? .body).bold() } })
    }

    /// Italic text in this subtree.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isActive { $0.font = ($0.font ?? .body).italic() } })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWriter { if let weight { $0.font = ($0.font ?? .body).weight(weight) } })
    }

    public func monospacedDigit() -> some View {
        modifier(EnvironmentWriter { $0.font = ($0.font ?? .body).monospacedDigit() })
    }

    /// The color of text and symbols in this subtree that set none of their own.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWriter { $0.foregroundColor = color })
    }

    public func foregroundStyle(_ color: Color) -> some View {
        foregroundColor(color)
    }

    /// The tint of buttons and controls in this subtree.
    public func tint(_ color: Color?) -> some View {
        modifier(EnvironmentWriter { $0.tint = color })
    }

    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }

    /// The most lines a text in this subtree shows.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentWriter { $0[LineLimitKey.self] = number })
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentWriter { $0[TextAlignmentKey.self] = alignment })
    }
}

// MARK: - Navigation

extension View {
    /// The title of the screen this view is the content of, shown by the navigation bar.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(PropertySetter(key: "navigationTitle", value: .string(title.string)))
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(PropertySetter(key: "navigationTitle", value: .string(titleKey.key)))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(PropertySetter(key: "navigationTitle", value: .string(String(title))))
    }

    /// Large or inline title; shown as the node's `navigationTitleDisplayMode`.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(PropertySetter(key: "navigationTitleDisplayMode", value: .string(mode.rawValue)))
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the back button of a pushed screen; shown as the node's `navigationBarBackButtonHidden`.
    public func navigationBarBackButtonHidden(_ isHidden: Bool = true) -> some View {
        modifier(PropertySetter(key: "navigationBarBackButtonHidden", value: .bool(isHidden)))
    }
}

/// The navigation bar's item settings, as SwiftUI's.
public enum NavigationBarItem {
    public enum TitleDisplayMode: String, Hashable, Sendable {
        case automatic, inline, large
    }
}
