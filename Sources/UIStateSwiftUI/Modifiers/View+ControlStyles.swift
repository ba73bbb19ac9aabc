import Components
import JSON

// MARK: - Control styles, shown as the controls' `style`

extension View {
    /// The style of the pickers in this subtree (`.segmented`, `.menu`, `.inline`, `.wheel` …).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[PickerStyleKey.self] = style.name })
    }

    /// The style of the date pickers in this subtree (`.compact`, `.graphical`, `.wheel`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[DatePickerStyleKey.self] = style.name })
    }

    /// The style of the progress views in this subtree: `.linear`, `.circular`, or a style of
    /// the app's own, whose `makeBody(configuration:)` the progress views below then draw.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { environment in
            if let named = style as? NamedProgressViewStyle {
                environment[ProgressViewStyleKey.self] = named.name
                environment[ProgressViewStyleBodyKey.self] = nil
            } else {
                environment[ProgressViewStyleBodyKey.self] = { MainActorBodies.body(of: style, configuration: $0) }
            }
        })
    }

    /// Hides the labels of the controls in this subtree; they keep their titles for
    /// accessibility and selectors, and show `labelsHidden`.
    public func labelsHidden() -> some View {
        modifier(EnvironmentWriter { $0[LabelsHiddenKey.self] = true })
    }
}

enum PickerStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }
enum DatePickerStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }
enum ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }

// Each style is known by its name, as button and list styles are: `.segmented`, `.menu` ….

/// A style of picker, as SwiftUI's.
public protocol PickerStyle {
    var name: String { get }
}

/// A picker style by name.
public struct NamedPickerStyle: PickerStyle {
    public let name: String
}

extension PickerStyle where Self == NamedPickerStyle {
    public static var automatic: NamedPickerStyle { NamedPickerStyle(name: "automatic") }
    public static var segmented: NamedPickerStyle { NamedPickerStyle(name: "segmented") }
    public static var menu: NamedPickerStyle { NamedPickerStyle(name: "menu") }
    public static var inline: NamedPickerStyle { NamedPickerStyle(name: "inline") }
    public static var wheel: NamedPickerStyle { NamedPickerStyle(name: "wheel") }
    public static var navigationLink: NamedPickerStyle { NamedPickerStyle(name: "navigationLink") }
}

/// A style of date picker, as SwiftUI's.
public protocol DatePickerStyle {
    var name: String { get }
}

/// A date picker style by name.
public struct NamedDatePickerStyle: DatePickerStyle {
    public let name: String
}

extension DatePickerStyle where Self == NamedDatePickerStyle {
    public static var automatic: NamedDatePickerStyle { NamedDatePickerStyle(name: "automatic") }
    public static var compact: NamedDatePickerStyle { NamedDatePickerStyle(name: "compact") }
    public static var graphical: NamedDatePickerStyle { NamedDatePickerStyle(name: "graphical") }
    public static var wheel: NamedDatePickerStyle { NamedDatePickerStyle(name: "wheel") }
}

/// A style of progress view, as SwiftUI's: a built-in one by name, or an app's own that draws
/// the progress from its configuration (`ProgressView(configuration)` inside draws the default).
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A progress view style by name, shown as the progress views' `style`.
public struct NamedProgressViewStyle: ProgressViewStyle {
    public let name: String

    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// What a ``ProgressViewStyle`` draws: the progress and the progress view's labels.
public struct ProgressViewStyleConfiguration {
    /// How much is done, 0…1, or `nil` for progress of no known extent.
    public let fractionCompleted: Double?
    public let label: Label?
    public let currentValueLabel: CurrentValueLabel?

    /// The progress view's label, as a view.
    public typealias Label = _ConfigurationContent
    /// The progress view's current-value label, as a view.
    public typealias CurrentValueLabel = _ConfigurationContent
}

/// The body of the app's own progress view style set above, if any.
enum ProgressViewStyleBodyKey: EnvironmentKey {
    static var defaultValue: ((ProgressViewStyleConfiguration) -> any View)? { nil }
}

extension ProgressViewStyle where Self == NamedProgressViewStyle {
    public static var automatic: NamedProgressViewStyle { NamedProgressViewStyle(name: "automatic") }
    public static var linear: NamedProgressViewStyle { NamedProgressViewStyle(name: "linear") }
    public static var circular: NamedProgressViewStyle { NamedProgressViewStyle(name: "circular") }
}
