/// The method sections of PROTOCOL.md: level-3 headings that are a name in backticks
/// (`` ### `host/echo` ``). Those under `## Server-to-client notifications` name notifications
/// the server sends; all others name methods a client calls.
struct ProtocolMarkdown {
    var methods: [String] = []
    var serverNotifications: [String] = []

    init(text: String) {
        var inServerNotifications = false
        var inCodeBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCodeBlock.toggle() }
            guard !inCodeBlock else { continue }
            if line.hasPrefix("## ") {
                inServerNotifications = line == "## Server-to-client notifications"
            } else if line.hasPrefix("### `"), line.hasSuffix("`"), line.count > 6 {
                let name = String(line.dropFirst(5).dropLast())
                if inServerNotifications { serverNotifications.append(name) } else { methods.append(name) }
            }
        }
    }
}
