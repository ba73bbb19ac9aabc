import Components
public import Foundation

// MARK: - EnvironmentValues

/// Values a view reads from the views around it, as SwiftUI's: `\.dismiss`, `\.openURL`,
/// `\.dynamicTypeSize`, `\.colorScheme`, `\.editMode`, `\.isEnabled`, `\.font`, and your own keys.
///
/// ```swift
/// private enum ThemeKey: EnvironmentKey { static let defaultValue = "light" }
/// extension EnvironmentValues {
///     var theme: String { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
/// }
/// ContentView().environment(\.theme, "dark")
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, its default until a view above sets it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }

    /// The values a rendering starts from: the host's text size, appearance and locale, and
    /// the presentation's dismissal.
    init<Action>(_ base: Components.EnvironmentValues<Action>) {
        dynamicTypeSize = DynamicTypeSize(base.dynamicTypeSize)
        colorScheme = base.colorScheme == .dark ? .dark : .light
        locale = Locale(identifier: base.locale)
        isEnabled = base.isEnabled
        if let action = base.dismiss {
            let boxed = UncheckedValue(action)
            dismiss = DismissAction { InteractionRecorder.record(action: boxed.value) }
            isPresented = true
        }
    }

    /// Writes the values the component layer reads too (text size, appearance, enabled) into
    /// its environment.
    func apply<Action>(to base: inout Components.EnvironmentValues<Action>) {
        base.dynamicTypeSize = dynamicTypeSize.componentSize
        base.colorScheme = colorScheme == .dark ? .dark : .light
        base.locale = locale.identifier
        base.isEnabled = isEnabled
    }
}

/// A key for a value of ``EnvironmentValues``, as SwiftUI's.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

// MARK: - The values uistate knows

extension EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// False inside a `.disabled(true)` subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Whether a list is being edited; `nil` outside an edit-mode environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// The font of the text in this subtree that sets none of its own.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// Whether the view is inside a presentation (a sheet, a pushed screen).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    /// Dismisses the innermost presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Opens a URL: a headless host reports it as the event `openURL` with the URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
    /// The color of text and symbols in this subtree that set none of their own.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// The tint of buttons and controls in this subtree.
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en-US") } }
private enum IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private enum IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction {} } }
private enum OpenURLActionKey: EnvironmentKey { static var defaultValue: OpenURLAction { .reportingEvent } }
private enum ForegroundColorKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

// MARK: - Actions in the environment

/// Dismisses the presentation a view is in, as SwiftUI's `\.dismiss`: `dismiss()`.
public struct DismissAction {
    private let handler: () -> Void

    init(_ handler: @escaping () -> Void) {
        self.handler = handler
    }

    public func callAsFunction() { handler() }
}

/// Opens a URL, as SwiftUI's `\.openURL`: `openURL(url)`.
public struct OpenURLAction {
    /// What a handler decided, as SwiftUI's.
    public enum Result {
        case handled, discarded, systemAction
    }

    private let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) { _ = handler(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url) != .discarded)
    }

    /// The host's: the event `openURL` with the URL, which a step's reply lists.
    static var reportingEvent: OpenURLAction {
        OpenURLAction { url in
            InteractionRecorder.record(ViewEvent(name: "openURL", payload: ["url": .string(url.absoluteString)]))
            return .handled
        }
    }
}
