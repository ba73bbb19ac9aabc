extension JSONPatch {
    /// Appends the patch's compact JSON, the bytes `json.write(to:)` appends, without building
    /// `json`: an object per operation and a pointer's text per path cost more than writing
    /// them (a view subscription writes a patch on every change).
    public func write(to bytes: inout [UInt8]) {
        var writer = JSONWriter(options: .compact, reserving: 0)
        swap(&writer.bytes, &bytes)
        writer.writePatch(self)
        swap(&writer.bytes, &bytes)
    }
}

extension JSONWriter {
    /// The operations' objects with their members in `JSONPatchOperation.json`'s order.
    mutating func writePatch(_ patch: JSONPatch) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for operation in patch.operations {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            append(#"{"op":"#)
            switch operation {
            case .add(let path, let value): writeOperation("add", path: path, value: value)
            case .replace(let path, let value): writeOperation("replace", path: path, value: value)
            case .test(let path, let value): writeOperation("test", path: path, value: value)
            case .remove(let path):
                append(#""remove","path":"#)
                writePointer(path)
            case .move(let from, let path): writeOperation("move", path: path, from: from)
            case .copy(let from, let path): writeOperation("copy", path: path, from: from)
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeOperation(_ name: StaticString, path: JSONPointer, value: JSONValue) {
        writeName(name)
        writePointer(path)
        append(#","value":"#)
        write(value, indent: 0)
    }

    private mutating func writeOperation(_ name: StaticString, path: JSONPointer, from: JSONPointer) {
        writeName(name)
        writePointer(path)
        append(#","from":"#)
        writePointer(from)
    }

    /// `"name","path":`: the operation's name and the key after it.
    private mutating func writeName(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        append(name)
        append(#"","path":"#)
    }

    /// The pointer's text as a JSON string, written token by token: a token's pointer escapes
    /// (`~0`, `~1`) and the separators need no JSON escape, so this is `writeString(pointer.description)`.
    private mutating func writePointer(_ pointer: JSONPointer) {
        bytes.append(UInt8(ascii: "\""))
        for token in pointer.tokens {
            bytes.append(UInt8(ascii: "/"))
            writePointerToken(token)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A token as `writeStringContents(JSONPointer.escape(token))` writes it, in one pass over
    /// its bytes when it needs no escape of either kind (a view's paths are member names and
    /// indices): a tree patch names a handful of tokens per operation on every change.
    private mutating func writePointerToken(_ token: String) {
        var token = token
        let plain = token.withUTF8 { utf8 -> Bool in
            for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7E || byte == 0x2F {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { writeStringContents(JSONPointer.escape(token)) }
    }
}
