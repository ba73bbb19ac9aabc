// MARK: - Styles of buttons, lists and toggles

/// A style uistate knows by name; the node shows the name (`buttonStyle`, `style`).
protocol NamedStyle {
    var styleName: String { get }
}

extension View {
    /// The style of the buttons in this subtree (`.plain`, `.bordered` …), shown as their
    /// `buttonStyle`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let name = (style as? any NamedStyle)?.styleName ?? String(describing: S.self)
        return modifier(EnvironmentWriter { $0[ButtonStyleKey.self] = name })
    }

    /// A style of the app's own: each button's label is the style's `makeBody`, shown as the
    /// button's children, and the style's type name as its `buttonStyle`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter {
            $0[ButtonStyleKey.self] = String(describing: S.self)
            $0[CustomButtonStyleKey.self] = { configuration in AnyView(MainActorBodies.body(of: style, configuration: configuration)) }
        })
    }

    /// The style of the lists in this subtree, shown as their `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let name = (style as? any NamedStyle)?.styleName ?? String(describing: S.self)
        return modifier(EnvironmentWriter { $0[ListStyleKey.self] = name })
    }

    /// The style of the toggles in this subtree, shown as their `toggleStyle`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let name = (style as? any NamedStyle)?.styleName ?? String(describing: S.self)
        return modifier(EnvironmentWriter { $0[ToggleStyleKey.self] = name })
    }
}

// MARK: - Buttons

/// A style of button SwiftUI draws itself, as SwiftUI's (`.plain`, `.bordered` …).
public protocol PrimitiveButtonStyle {}

/// A style of button whose look the app writes, as SwiftUI's: `makeBody` builds a button's look
/// from its label.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` builds from: the label, and whether the button is pressed (never, in a
/// headless host: a tap is instant).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

enum CustomButtonStyleKey: EnvironmentKey {
    static var defaultValue: ((ButtonStyleConfiguration) -> AnyView)? { nil }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle, NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct PlainButtonStyle: PrimitiveButtonStyle, NamedStyle { public init() {}; var styleName: String { "plain" } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle, NamedStyle { public init() {}; var styleName: String { "borderless" } }
public struct BorderedButtonStyle: PrimitiveButtonStyle, NamedStyle { public init() {}; var styleName: String { "bordered" } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, NamedStyle {
    public init() {}
    var styleName: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { Self() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { Self() } }

// MARK: - Lists

/// A style of list, as SwiftUI's.
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle, NamedStyle { public init() {}; var styleName: String { "plain" } }
public struct PlainListStyle: ListStyle, NamedStyle { public init() {}; var styleName: String { "plain" } }
public struct GroupedListStyle: ListStyle, NamedStyle { public init() {}; var styleName: String { "insetGrouped" } }
public struct InsetGroupedListStyle: ListStyle, NamedStyle { public init() {}; var styleName: String { "insetGrouped" } }
public struct InsetListStyle: ListStyle, NamedStyle { public init() {}; var styleName: String { "inset" } }
public struct SidebarListStyle: ListStyle, NamedStyle { public init() {}; var styleName: String { "sidebar" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }

// MARK: - Toggles

/// A style of toggle, as SwiftUI's.
public protocol ToggleStyle {}

public struct DefaultToggleStyle: ToggleStyle, NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct SwitchToggleStyle: ToggleStyle, NamedStyle { public init() {}; var styleName: String { "switch" } }
public struct ButtonToggleStyle: ToggleStyle, NamedStyle { public init() {}; var styleName: String { "button" } }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { Self() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { Self() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { Self() } }

enum ToggleStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
