/// The rules in which the browser's defaults differ from SwiftUI's layout.
extension StyleSheet {
    static let layoutRules = ""
}
