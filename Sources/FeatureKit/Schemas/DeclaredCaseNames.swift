import StoreRuntime

// MARK: - DeclaredCaseNames

/// Enums of the runtime whose cases are fixed by their declaration, so that a schema lists them
/// all even when the samples show one (`dismiss` is rarely a sample action).
protocol DeclaredCaseNames {
    static var declaredCaseNames: [String] { get }
}

extension PresentationAction: DeclaredCaseNames where Action: Codable {
    static var declaredCaseNames: [String] { ["presented", "dismiss"] }
}

extension IdentifiedAction: DeclaredCaseNames where ID: Codable, Action: Codable {
    static var declaredCaseNames: [String] { ["element"] }
}
