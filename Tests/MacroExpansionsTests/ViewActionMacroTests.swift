import Testing

/// `@ViewAction(for:)`: a view holding a store declares `ViewActionSending`, so `send(_:)` wraps
/// what it sends in the `view` case; a view with no `store` is told what it lacks.
@Suite struct ViewActionMacroTests {
    @Test func aViewWithAStoreSendsViewActions() {
        expectExpansion(
            """
            @ViewAction(for: Editor.self)
            struct EditorView: View {
                @Bindable var store: StoreOf<Editor>
                var body: some View { EmptyView() }
            }
            """,
            expandsTo: """
            struct EditorView: View {
                @Bindable var store: StoreOf<Editor>
                var body: some View { EmptyView() }
            }

            extension EditorView: UIStateTCA.ViewActionSending {
            }
            """)
    }

    @Test func aViewWithoutAStoreIsToldItNeedsOne() {
        expectExpansion(
            """
            @ViewAction(for: Editor.self)
            struct EditorView: View {
                var body: some View { EmptyView() }
            }
            """,
            expandsTo: """
            struct EditorView: View {
                var body: some View { EmptyView() }
            }
            """,
            diagnostics: ["1:1: '@ViewAction' requires 'EditorView' to have a 'store' property of type 'Store'"])
    }
}
