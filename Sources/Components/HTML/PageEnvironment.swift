/// What the page needs of the environment a tree was rendered with: text size, colour scheme,
/// language. The tree's root node carries it (its properties are the environment's wire form),
/// so ``init(rootOf:)`` is the usual way to get one.
package struct PageEnvironment: Sendable, Hashable {
    package var dynamicTypeSize: DynamicTypeSize
    package var colorScheme: ColorScheme
    /// BCP 47 tag, written as the page's `lang`.
    package var locale: String

    package init(dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light, locale: String = "en-US") {
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.locale = locale
    }

    /// The environment of a rendered tree.
    package init<Action>(_ environment: EnvironmentValues<Action>) {
        self.init(
            dynamicTypeSize: environment.dynamicTypeSize,
            colorScheme: environment.colorScheme,
            locale: environment.locale
        )
    }
}
