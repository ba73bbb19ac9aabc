import Foundation
import Testing

/// `#Preview`: a type the runtime finds by name, holding the closure's view as `previews`, with
/// the preview's name and where it was written.
@Suite struct PreviewMacroTests {
    @Test func aNamedPreviewKeepsItsNameAndWhereItWasWritten() {
        expectExpansion(
            """
            #Preview("Counting") {
                CounterView(store: Store(initialState: Counter.State()) { Counter() })
            }
            """,
            expandsTo: """
            enum __macro_local_7PreviewfMu_ {
                struct __UIStatePreviewDeclaration: UIStateSwiftUI.DeclaredPreview {
                    static var previewName: String? {
                        "Counting"
                    }
                    static var previewFileID: String {
                        "TestModule/Test.swift"
                    }
                    static var previewLine: Int {
                        1
                    }
                    static var previews: some UIStateSwiftUI.View {
                        Self.preview {
                            CounterView(store: Store(initialState: Counter.State()) {
                                    Counter()
                                })
                        }
                    }
                }
            }
            @used private let __macro_local_11keepPreviewfMu_: any UIStateSwiftUI.DeclaredPreview.Type = __macro_local_7PreviewfMu_.__UIStatePreviewDeclaration.self
            """
        )
    }

    @Test func aNamelessPreviewHasNoNameAndItsLineIsWhereTheMacroStands() {
        expectExpansion(
            """
            import UIStateTCA

            // A counter.
            #Preview {
                let store = Store(initialState: Counter.State()) { Counter() }
                CounterView(store: store)
            }
            """,
            expandsTo: """
            import UIStateTCA

            // A counter.
            enum __macro_local_7PreviewfMu_ {
                struct __UIStatePreviewDeclaration: UIStateSwiftUI.DeclaredPreview {
                    static var previewName: String? {
                        nil
                    }
                    static var previewFileID: String {
                        "TestModule/Test.swift"
                    }
                    static var previewLine: Int {
                        4
                    }
                    static var previews: some UIStateSwiftUI.View {
                        Self.preview {
                            let store = Store(initialState: Counter.State()) {
                                Counter()
                            }
                            CounterView(store: store)
                        }
                    }
                }
            }
            @used private let __macro_local_11keepPreviewfMu_: any UIStateSwiftUI.DeclaredPreview.Type = __macro_local_7PreviewfMu_.__UIStatePreviewDeclaration.self
            """
        )
    }

    @Test func twoPreviewsInOneFileGetTwoHolders() {
        let (expanded, diagnostics) = expand(
            """
            #Preview { Text("a") }
            #Preview { Text("b") }
            """,
            macros: uistateMacros)
        #expect(diagnostics.isEmpty)
        #expect(expanded.contains("enum __macro_local_7PreviewfMu_ {"), "\(expanded)")
        #expect(expanded.contains("enum __macro_local_7PreviewfMu0_ {"), "\(expanded)")
    }

    @Test func traitsAreNotTakenForAName() {
        #expect(nameLine(#"#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { Text("a") }"#) == #""Wide""#)
        #expect(nameLine(#"#Preview(traits: .landscapeLeft, .sizeThatFitsLayout) { Text("a") }"#) == "nil")
    }

    /// The line after `static var previewName: String? {` in the expansion of `source`.
    private func nameLine(_ source: String) -> String? {
        let (expanded, diagnostics) = expand(source, macros: uistateMacros)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let lines = expanded.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.firstIndex(of: "static var previewName: String? {").map { lines[$0 + 1] }
    }

    @Test func aPreviewWithoutAClosureIsRefused() {
        expectExpansion(
            """
            #Preview("Empty")
            """,
            expandsTo: "",
            diagnostics: ["1:1: '#Preview' needs a closure that returns the view to show"]
        )
    }

    @Test func aClosureWithParametersIsRefused() {
        expectExpansion(
            """
            #Preview { value in Text("a") }
            """,
            expandsTo: "",
            diagnostics: ["1:10: a '#Preview' closure takes no parameters"]
        )
    }
}
