/// Light or dark appearance; decides ``Color/hex(in:)``.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}
