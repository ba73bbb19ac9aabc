#if canImport(Glibc)
import Glibc
#endif
import Scenario

/// `--color never|always|auto`: whether text for people is coloured.
///
/// `auto` (the default) colours a stream only when it is a terminal, `NO_COLOR` is unset or
/// empty (https://no-color.org) and `TERM` is not `dumb`; files and pipes are never coloured.
/// `always` and `never` are the command line's word and win over `NO_COLOR`.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// The style for text written to `descriptor` (1 for stdout, 2 for stderr).
    func style(for descriptor: Int32) -> TextStyle {
        switch self {
        case .always: return .ansi
        case .never: return .plain
        case .auto:
            let environment = ProcessEnvironment.self
            if let noColor = environment.value("NO_COLOR"), !noColor.isEmpty { return .plain }
            if environment.value("TERM") == "dumb" { return .plain }
            return TextStyle(colored: isatty(descriptor) == 1)
        }
    }
}

private enum ProcessEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
