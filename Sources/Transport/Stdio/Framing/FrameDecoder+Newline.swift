#if canImport(Glibc)
internal import Glibc
#endif

// MARK: - Newline-delimited JSON

extension FrameDecoder {
    mutating func nextLine(_ bytes: UnsafeRawBufferPointer, atEnd: Bool) -> Step? {
        if case .discardingLine = state {
            guard let newline = Self.newline(in: bytes, from: 0) else {
                return bytes.isEmpty ? nil : .skip(consumed: bytes.count, error: nil)
            }
            state = .line(scanned: 0)
            return .skip(consumed: newline + 1, error: nil)
        }
        var scanned = 0
        if case .line(let already) = state { scanned = min(already, bytes.count) }
        // Resume the search where the last call stopped: rescanning a long partial line on every
        // read would be quadratic in its length.
        guard let newline = Self.newline(in: bytes, from: scanned) else {
            if bytes.count > maxMessageBytes {
                state = .discardingLine
                return .skip(consumed: bytes.count, error: .tooLarge(size: nil, limit: maxMessageBytes))
            }
            guard atEnd, !bytes.isEmpty else {
                state = .line(scanned: bytes.count)
                return nil
            }
            state = .line(scanned: 0)
            if bytes.allSatisfy(Framing.isWhitespace) { return .skip(consumed: bytes.count, error: nil) }
            return .frame(body: 0..<bytes.count, consumed: bytes.count)
        }
        state = .line(scanned: 0)
        var end = newline
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        if end > maxMessageBytes {
            return .skip(consumed: newline + 1, error: .tooLarge(size: end, limit: maxMessageBytes))
        }
        if UnsafeRawBufferPointer(rebasing: bytes[0..<end]).allSatisfy(Framing.isWhitespace) {
            return .skip(consumed: newline + 1, error: nil)
        }
        return .frame(body: 0..<end, consumed: newline + 1)
    }

    static func newline(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
