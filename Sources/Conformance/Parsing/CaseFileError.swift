/// A case file that does not follow the format; `path` is a JSON Pointer into the file.
public struct CaseFileError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var message: String

    public var description: String { "\(file)#\(path): \(message)" }
}
