// MARK: - Opening URLs

extension DependencyValues {
    /// Opens a URL, as TCA's `@Dependency(\.openURL)`. A headless host has no browser, so by
    /// default the request becomes a store event named `openURL` with the URL as `url`, which a
    /// scenario can expect and a client sees in the step's events; it reports success.
    public var openURL: OpenURLEffect {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// What `@Dependency(\.openURL)` gives: an async function from a URL to whether it opened.
public struct OpenURLEffect: Sendable {
    private let handler: @Sendable (URL) async -> Bool

    /// An opener that runs `handler` (tests build their own to see which URL was opened).
    public init(handler: @escaping @Sendable (URL) async -> Bool) {
        self.handler = handler
    }

    /// Opens `url`; `true` when it was opened.
    @discardableResult
    public func callAsFunction(_ url: URL) async -> Bool {
        await handler(url)
    }
}

enum OpenURLKey: DependencyKey {
    static let name = "openURL"
    static let liveValue = OpenURLEffect { url in
        Dependencies.current.events.emit("openURL", ["url": url.absoluteString])
        return true
    }
    static var testValue: OpenURLEffect { liveValue }
}
