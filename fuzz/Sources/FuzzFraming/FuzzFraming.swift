import JSON
import UIStateProtocol
import Transport

/// Feeds the input to a `FrameDecoder` in chunks whose sizes come from the first byte, as reads
/// would deliver it, for each framing and for auto-detection; checks that every step makes
/// progress and stays inside the bytes given, and decodes every body it yields.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFraming(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let chunk = Int(data[0] % 64) + 1
    let stream = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    for framing in [Framing?.none, .contentLength, .newline] {
        var decoder = FrameDecoder(framing: framing, maxMessageBytes: 4096, maxHeaderBytes: 256)
        var buffer: [UInt8] = []
        var offset = 0
        var steps = 0
        while true {
            let atEnd = offset >= stream.count
            if !atEnd {
                let end = min(stream.count, offset + chunk)
                buffer += stream[offset..<end]
                offset = end
            }
            while let step = buffer.withUnsafeBytes({ decoder.next(in: $0, atEnd: offset >= stream.count) }) {
                steps += 1
                precondition(steps < 4 * (stream.count + 16), "no progress")
                switch step {
                case .frame(let body, let consumed):
                    precondition(body.lowerBound >= 0 && body.upperBound <= consumed && consumed <= buffer.count)
                    precondition(consumed > 0 || !body.isEmpty || atEnd)
                    _ = buffer[body].withUnsafeBytes { IncomingPayload.decode($0, options: JSONParseOptions(maxDepth: 64, maxBytes: 4096)) }
                    buffer.removeFirst(consumed)
                case .skip(let consumed, let error):
                    precondition(consumed > 0 && consumed <= buffer.count, "skip must consume")
                    _ = error?.responseError.jsonValue.serialized()
                    buffer.removeFirst(consumed)
                }
            }
            if atEnd { break }
        }
    }
    return 0
}
