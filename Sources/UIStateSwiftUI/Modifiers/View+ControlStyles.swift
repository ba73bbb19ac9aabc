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

    /// The style of the progress views in this subtree (`.linear`, `.circular`).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[ProgressViewStyleKey.self] = style.name })
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

/// A style of progress view, as SwiftUI's.
public protocol ProgressViewStyle {
    var name: String { get }
}

/// A progress view style by name.
public struct NamedProgressViewStyle: ProgressViewStyle {
    public let name: String
}

extension ProgressViewStyle where Self == NamedProgressViewStyle {
    public static var automatic: NamedProgressViewStyle { NamedProgressViewStyle(name: "automatic") }
    public static var linear: NamedProgressViewStyle { NamedProgressViewStyle(name: "linear") }
    public static var circular: NamedProgressViewStyle { NamedProgressViewStyle(name: "circular") }
}
