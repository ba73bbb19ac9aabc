import Transport

/// Reads a whole file given on the command line (`--state`, `--inputs`, `--invariants` …);
/// failures are `FileReadError`s naming the path.
enum FileReading {
    static func bytes(at path: String) throws -> [UInt8] {
        try FileDescriptorIO.contentsOfFile(atPath: path)
    }
}
