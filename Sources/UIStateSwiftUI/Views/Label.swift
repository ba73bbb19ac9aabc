package import Components

// MARK: - Label

/// A title with an icon, as SwiftUI's `Label("Settings", systemImage: "gear")`: an `hstack` of
/// the image and the text, unless a `.labelStyle` above says otherwise.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        StyledLabel(configuration: LabelStyleConfiguration(title: .init(view: title), icon: .init(view: icon)))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

// MARK: - Label styles

extension View {
    /// How the labels in this subtree draw their title and icon: `.titleOnly`, `.iconOnly`,
    /// `.titleAndIcon`, or a style of the app's own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[LabelStyleBodyKey.self] = { MainActorBodies.body(of: style, configuration: $0) } })
    }
}

/// A way of drawing a label, as SwiftUI's: `makeBody(configuration:)` arranges its title and
/// icon.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A label's title and icon, as a ``LabelStyle`` gets them.
public struct LabelStyleConfiguration {
    public let title: Title
    public let icon: Icon

    /// The label's title, as a view.
    public typealias Title = _ConfigurationContent
    /// The label's icon, as a view.
    public typealias Icon = _ConfigurationContent
}

/// A part of a view handed to a style's `makeBody(configuration:)` (a label's title, a progress
/// view's label), drawn where the style puts it.
public struct _ConfigurationContent: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.render(view, into: &sink)
    }
}

/// The title and the icon side by side, as labels draw unless told otherwise.
public struct TitleAndIconLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label drawn by the style in its environment, or as title and icon side by side.
struct StyledLabel: View, PrimitiveView {
    typealias Body = Never
    let configuration: LabelStyleConfiguration

    func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        let style = context.environment[LabelStyleBodyKey.self] ?? { MainActorBodies.body(of: TitleAndIconLabelStyle(), configuration: $0) }
        context.render(style(configuration), into: &sink)
    }
}

/// The body of the label style set above, if any.
enum LabelStyleBodyKey: EnvironmentKey {
    static var defaultValue: ((LabelStyleConfiguration) -> any View)? { nil }
}
