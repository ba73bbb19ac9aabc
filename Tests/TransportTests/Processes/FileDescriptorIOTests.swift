#if canImport(Glibc)
import Glibc
#endif
import Foundation
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

    @Test func aReplacedFileHoldsTheNewBytesInFoldersMadeForItAndNoTemporaryFileIsLeft() throws {
        var template = Array("/tmp/uistate-replace-XXXXXX".utf8CString)
        try #require(mkdtemp(&template) != nil)
        let directory = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/made/for/it/report.json"
        try FileDescriptorIO.replaceFile(atPath: path, with: Array("old".utf8))
        try FileDescriptorIO.replaceFile(atPath: path, with: Array("new".utf8))
        #expect(try FileDescriptorIO.contentsOfFile(atPath: path) == Array("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/made/for/it") == ["report.json"])
    }

    @Test func aFileThatCannotBeWrittenNamesTheCallThePathAndTheReason() {
        // A file cannot be made under a file: the temporary file beside the target is refused.
        #expect {
            try FileDescriptorIO.replaceFile(atPath: "/dev/null/report.json", with: [])
        } throws: { error in
            guard let failure = error as? FileWriteError else { return false }
            return failure.operation == "open" && failure.code == ENOTDIR
                && failure.description.hasPrefix("open /dev/null/.report.json.tmp.")
                && failure.description.hasSuffix(": Not a directory")
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

