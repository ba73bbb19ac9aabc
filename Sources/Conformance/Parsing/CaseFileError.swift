/// A case file that does not follow the format; `path` is a JSON Pointer into the file.
package struct CaseFileError: Error, Sendable, CustomStringConvertible {
    package var file: String
    package var path: String
    package var message: String

    package var description: String { "\(file)#\(path): \(message)" }
}
