public import Foundation

// MARK: - UIApplication

/// The app, as UIKit's `UIApplication.shared`, which SwiftUI code on iOS reaches without
/// importing UIKit: to open a URL from a button (`UIApplication.shared.open(url)`) or to name
/// the app's notifications.
///
/// A headless host has no other apps: opening a URL from a tap is reported as the event
/// `openURL` with the URL, as `Link` and the environment's `\.openURL` are. UIKit calls made
/// through `#selector` (`sendAction(#selector(UIResponder.resignFirstResponder), …)`) cannot
/// compile on Linux, which has no Objective-C runtime.
public final class UIApplication: Sendable {
    public static let shared = UIApplication()

    /// The URL that opens the app's page in Settings, as UIKit's.
    public static let openSettingsURLString = "app-settings:"

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// A key of `open(_:options:completionHandler:)`'s options, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private init() {}

    /// Opens `url`: during a tap, the host reports the event `openURL` with it, and
    /// `completionHandler` is told it opened.
    public func open(
        _ url: URL,
        options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: ((Bool) -> Void)? = nil
    ) {
        OpenURLAction.reportingEvent(url)
        completionHandler?(true)
    }

    /// Opens `url` and answers whether it opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        OpenURLAction.reportingEvent(url)
        return true
    }

    /// Whether some app would open `url`: a host reports every URL, so every one can be.
    public func canOpenURL(_ url: URL) -> Bool { true }
}
