/// A button in one of four layouts, made only through its factories.
///
/// The factories demand exactly the content a layout needs, so a wrong combination does not
/// compile:
///
/// ```swift
/// Button.iconOnly(image: "xmark", action: .closeButtonTapped)
/// Button.iconLeading(image: "plus", title: "사건 추가", action: .addButtonTapped)
///     .size(48)
///     .foreground(.white)
///     .background(.primaryNormal)
///
/// Button.iconOnly(title: "닫기", action: .closeButtonTapped)   // error: no such factory
/// Button(layout: .iconOnly, …)                                 // error: the initializer is private
/// ```
///
/// Defaults: size 44 (diameter of an icon-only button, height otherwise), icon size 18 (width and
/// height each fall back to it), foreground ``Color/labelNeutral``, background ``Color/clear``,
/// font ``Font/bodyMedium16``, interactive effect on, haptics on. A button that sets no foreground
/// takes the environment's accent colour when one is set (``Component/accentColor(_:)``). With the interactive effect off
/// the button is tinted ``Color/primaryLight1`` (the `glassTint` property). A tap with haptics on
/// emits `{"haptic": {"style": "medium"}}` before the action.
///
/// Icon properties appear in the tree only for layouts with an icon, the font only for layouts with
/// a title.
public struct Button<Action>: Component, ChainedModifying {
    let layout: ButtonLayout
    let title: String?
    let image: String?
    let action: Action
    private(set) var size: Double = 44
    private(set) var iconSize: Double = 18
    private(set) var iconWidth: Double?
    private(set) var iconHeight: Double?
    /// `nil` until set: then the environment's accent colour, else ``Color/labelNeutral``.
    private(set) var foreground: Color?
    private(set) var background: Color = .clear
    private(set) var font: Font = .bodyMedium16
    private(set) var isInteractiveEffect = true
    private(set) var isHapticFeedback = true
    private(set) var isDisabled = false

    private init(layout: ButtonLayout, title: String?, image: String?, action: Action) {
        self.layout = layout
        self.title = title
        self.image = image
        self.action = action
    }

    // MARK: - Factories

    /// A round button showing the system image `image`.
    public static func iconOnly(image: String, action: Action) -> Self {
        Self(layout: .iconOnly, title: nil, image: image, action: action)
    }

    /// A button showing `title`.
    public static func titleOnly(title: String, action: Action) -> Self {
        Self(layout: .titleOnly, title: title, image: nil, action: action)
    }

    /// The system image `image`, then `title`.
    public static func iconLeading(image: String, title: String, action: Action) -> Self {
        Self(layout: .iconLeading, title: title, image: image, action: action)
    }

    /// `title`, then the system image `image`.
    public static func iconTrailing(title: String, image: String, action: Action) -> Self {
        Self(layout: .iconTrailing, title: title, image: image, action: action)
    }

    // MARK: - Modifiers

    /// The diameter of an icon-only button, the height of the others.
    public consuming func size(_ size: Double) -> Self { copy { $0.size = size } }
    /// The icon's width and height.
    public consuming func iconSize(_ size: Double) -> Self { copy { $0.iconSize = size } }
    /// The icon's width and height separately; each falls back to ``iconSize(_:)`` when `nil`.
    public consuming func iconSize(width: Double?, height: Double?) -> Self {
        copy {
            $0.iconWidth = width
            $0.iconHeight = height
        }
    }
    /// The color of icon and title; wins over the environment's accent colour.
    public consuming func foreground(_ color: Color) -> Self { copy { $0.foreground = color } }
    public consuming func background(_ color: Color) -> Self { copy { $0.background = color } }
    /// The title's font.
    public consuming func font(_ font: Font) -> Self { copy { $0.font = font } }
    /// The lifting effect on touch; off, the button is tinted ``Color/primaryLight1`` instead.
    public consuming func interactiveEffect(_ isEnabled: Bool) -> Self { copy { $0.isInteractiveEffect = isEnabled } }
    /// Medium haptic feedback on tap.
    public consuming func hapticFeedback(_ isEnabled: Bool) -> Self { copy { $0.isHapticFeedback = isEnabled } }
    /// Refuses taps; keeps the chain on `Button` (the generic `.disabled()` wraps it).
    public consuming func disabled(_ isDisabled: Bool = true) -> Self { copy { $0.isDisabled = isDisabled } }
}
