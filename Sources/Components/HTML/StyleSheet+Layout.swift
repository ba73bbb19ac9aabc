/// The rules in which the browser's defaults differ from SwiftUI's layout. Each is simplified
/// where docs/seeing-screens.md says so.
///
/// - Korean and other CJK text breaks between words (`keep-all`), never inside one unless a word
///   is wider than its line, as iOS breaks it.
/// - A row gives its buttons' titles less room (they wrap) before it runs off the screen, as an
///   `HStack` proposes less width to its children.
/// - Every button has a tap target of at least 44 × 44 points (a hit area drawn by `::after`,
///   invisible, around small ones), and a design-system button with a clear background shows
///   that target with iOS's fill colour, outside bars and alerts (whose buttons iOS draws on the
///   alert's own background, divided by hairlines).
/// - A tab bar sits on the bottom of the safe area, its background running under the home
///   indicator; the screen keeps room for it.
/// - The screen's bottom call to action spans the screen inside its margins, on the bottom of the
///   safe area even when the content above it is taller than the screen: it sticks there on a
///   backdrop of the screen's colour (the screen's `::after`) that runs the screen's width from
///   12 points above it to the screen's bottom edge, so content taller than the screen goes
///   under it and shows nowhere below it, as under a `safeAreaInset(edge: .bottom)` bar, and a
///   tap there reaches no node; a toast at the bottom sits above it rather than on it.
/// - A back button's label gives way before the bar's title: see ``NodeRenderer``'s toolbars.
extension StyleSheet {
    static let layoutRules = """
        .screen{word-break:keep-all;overflow-wrap:break-word}
        .hstack>button{flex-shrink:1;white-space:normal}
        button,div.plainButton{position:relative}
        button::after,div.plainButton::after{content:"";position:absolute;left:50%;top:50%;width:max(100%,44px);height:max(100%,44px);transform:translate(-50%,-50%)}
        button.clear:not(.toolbar *,.tab-bar *,.alert-buttons *){background:var(--page-fill)}
        .tab-bar{position:absolute;left:0;right:0;bottom:var(--safe-bottom,0px);z-index:5;min-height:49px;justify-content:space-around;background:var(--page-bar);box-shadow:0 -1px 0 var(--page-separator)}
        .tab-bar::after{content:"";position:absolute;left:0;right:0;top:100%;height:var(--safe-bottom,0px);background:var(--page-bar)}
        .tab-bar>button{flex:1 1 0}
        .tab-bar>.tabItem{flex-direction:column;gap:2px;align-self:stretch;padding:6px 0 0;justify-content:flex-start}
        .tab-bar>.tabItem>.hstack{flex-direction:column;gap:2px}
        .screen:has(.tab-bar){padding-bottom:calc(var(--safe-bottom,0px) + 57px)}
        .bottom-action{align-self:stretch;position:sticky;bottom:0;z-index:6}
        .screen:has(.bottom-action)::after{content:"";position:absolute;left:0;right:0;bottom:0;z-index:5;height:calc(max(24px,calc(var(--safe-bottom,0px) + 8px)) + var(--bottom-action-height,44px) + 12px);background:var(--page-screen)}
        .screen:has(.bottom-action) .toast:not(.top){bottom:calc(max(24px,calc(var(--safe-bottom,0px) + 8px)) + var(--bottom-action-height,44px) + 12px)}
        .toolbar.topBarLeading.gives-way>button>.title{display:none}
        .screen:has(.toolbar.topBarLeading.gives-way) .nav-title{padding:0 56px}

        """
}
