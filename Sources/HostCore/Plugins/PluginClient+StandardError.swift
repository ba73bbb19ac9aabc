import UIStateProtocol

// MARK: - The plugin's stderr

extension PluginClient {
    /// Copies the plugin's stderr to the host's, a line at a time with `[name] ` before each,
    /// so a chatty plugin never blocks on a full pipe. A line is kept only up to what a log line
    /// may hold (`LogMessage`) and written with its full length, however long the plugin's is.
    func startDrainingStandardError(_ fd: Int32) {
        let prefix = Array("[\(handlers.name)] ".utf8)
        Platform.startThread {
            var line: [UInt8] = []
            var length = 0
            var chunk = [UInt8](repeating: 0, count: 4096)
            func flush() {
                Platform.writeToStandardError(prefix + LogMessage(line: line, length: length).utf8 + [0x0A])
                line.removeAll(keepingCapacity: true)
                length = 0
            }
            while true {
                let count = Platform.read(fd, into: &chunk)
                guard count > 0 else { break }
                for byte in chunk[..<count] {
                    if byte == UInt8(ascii: "\n") {
                        flush()
                        continue
                    }
                    if line.count < LogMessage.lineLimit { line.append(byte) }
                    length += 1
                }
            }
            if length > 0 { flush() }
            Platform.close(fd)
        }
    }
}
