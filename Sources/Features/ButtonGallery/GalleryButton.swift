/// The buttons of the gallery: the four layouts with their defaults, then one button per chained
/// override.
///
/// The raw value is the button's wire name (`{"buttonTapped": "largeIcon"}`) and, prefixed with
/// `gallery.`, its node id (`gallery.largeIcon`).
package enum GalleryButton: String, Codable, Sendable, Hashable, CaseIterable {
    // MARK: - Defaults, one per layout

    /// Icon only, every default.
    case iconOnly
    /// Title only, every default.
    case titleOnly
    /// Icon then title, every default.
    case iconLeading
    /// Title then icon, every default.
    case iconTrailing

    // MARK: - Overrides

    /// Icon only with size 56 (its diameter) and icon size 24.
    case largeIcon
    /// Title only with size 56 (its height) and font `titleBold20`.
    case tallTitle
    /// Icon leading with icon width 12 and height 20.
    case iconFrame
    /// Icon trailing with icon size 20 and only the width set (14): the height falls back to 20.
    case iconWidthOnly
    /// Icon leading with foreground `white` on background `primaryNormal`, font `headlineSemibold17`.
    case filled
    /// Title only with the interactive effect off: tinted `primaryLight1`.
    case noInteractiveEffect
    /// Title only with haptics off: a tap sends its action without a haptic.
    case noHaptics

    /// The buttons showing the defaults.
    package static let defaults: [GalleryButton] = [.iconOnly, .titleOnly, .iconLeading, .iconTrailing]
    /// The buttons showing one override each.
    package static let overrides: [GalleryButton] = [
        .largeIcon, .tallTitle, .iconFrame, .iconWidthOnly, .filled, .noInteractiveEffect, .noHaptics,
    ]

    /// The node id of the button in the gallery.
    package var nodeID: String { "gallery." + rawValue }

    /// What the status line calls the button: its title, or for an icon-only button what the icon
    /// means (also its accessibility label).
    package var displayName: String {
        switch self {
        case .iconOnly: "닫기"
        case .titleOnly: "저장"
        case .iconLeading: "사건 추가"
        case .iconTrailing: "다음"
        case .largeIcon: "알림"
        case .tallTitle: "크게 보기"
        case .iconFrame: "위치"
        case .iconWidthOnly: "더 보기"
        case .filled: "새 사건"
        case .noInteractiveEffect: "효과 없음"
        case .noHaptics: "진동 없음"
        }
    }
}
