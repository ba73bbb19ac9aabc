#if canImport(Glibc)
import Glibc
#endif
import Transport
import Testing

@Suite("Reading and writing descriptors")
struct FileDescriptorIOTests {
    @Test func aWholeFileIsReadPastOneChunk() throws {
        var template = Array("/tmp/uistate-fdio-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let written = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(FileDescriptorIO.writeAll(fd, written))
        FileDescriptorIO.close(fd)
        #expect(try FileDescriptorIO.contentsOfFile(atPath: path) == written)
    }

    @Test func aMissingFileIsAnErrorNamingThePathAndTheReason() {
        #expect {
            try FileDescriptorIO.contentsOfFile(atPath: "/nonexistent/uistate-file")
        } throws: { error in
            let failure = error as? FileReadError
            return failure?.code == ENOENT
                && failure?.description == "cannot read /nonexistent/uistate-file: No such file or directory"
        }
    }

    @Test func aWriteToAPipeWithNoReaderReportsEPIPE() throws {
        FileDescriptorIO.ignoreSIGPIPE()
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        FileDescriptorIO.close(ends[0])
        defer { FileDescriptorIO.close(ends[1]) }
        let failure = [UInt8]("lost".utf8).withUnsafeBytes { FileDescriptorIO.writeAll(ends[1], $0) }
        #expect(failure == EPIPE)
    }
}
