// MARK: - Finding #Preview declarations

/// Every `#Preview` in the program: the types its expansions declare, found among the loaded
/// images' Swift type metadata records by their fixed name (docs/decisions.md, "Finding
/// `#Preview`s"). Swift has no portable way to list a protocol's conformers; test frameworks
/// on Linux find their tests the same way.
package enum DeclaredPreviews {
    /// The name each `#Preview` expansion gives its struct (MacroExpansions' `PreviewMacro`).
    static let typeName = "__UIStatePreviewDeclaration"

    /// Every `#Preview` in the loaded images, ordered by file and line, so the list is the same
    /// from run to run.
    package static func all() -> [any DeclaredPreview.Type] {
        let found = TypeMetadataRecords.structs(named: typeName).compactMap { $0 as? any DeclaredPreview.Type }
        return found.sorted { ($0.previewFileID, $0.previewLine) < ($1.previewFileID, $1.previewLine) }
    }
}

/// The Swift runtime's records of the nominal types each loaded image declares (the
/// `swift5_type_metadata` section), read through `swift_enumerateAllMetadataSections`.
///
/// The layouts read here are the runtime's ABI on ELF platforms: the sections structure's
/// `swift5_type_metadata` range, each record a 32-bit relative pointer to a type context
/// descriptor (its low two bits the reference kind), and the descriptor's flags, name and
/// metadata accessor. Only non-generic structs are opened; a record of any other shape is
/// passed over.
enum TypeMetadataRecords {
    /// The non-generic structs named exactly `name`, in any module, as types.
    static func structs(named name: String) -> [Any.Type] {
        let wanted = Array(name.utf8)
        return sections().flatMap { section in
            descriptors(in: section).compactMap { descriptor -> Any.Type? in
                guard isNonGenericStruct(descriptor), nameMatches(descriptor, wanted) else { return nil }
                return type(of: descriptor)
            }
        }
    }

    /// Each image's `swift5_type_metadata` section.
    private static func sections() -> [UnsafeRawBufferPointer] {
        #if os(Linux) || os(FreeBSD) || os(Android)
        let found = FoundSections()
        let context = Unmanaged.passRetained(found)
        swift_enumerateAllMetadataSections(collectTypeMetadataSection, context.toOpaque())
        context.release()
        return found.ranges
        #else
        return []
        #endif
    }

    /// The type context descriptors a section's records point to.
    private static func descriptors(in section: UnsafeRawBufferPointer) -> [UnsafeRawPointer] {
        guard let base = section.baseAddress else { return [] }
        let recordSize = MemoryLayout<Int32>.size
        return stride(from: 0, to: section.count - recordSize + 1, by: recordSize).compactMap { offset in
            let record = base + offset
            let relative = record.load(as: Int32.self)
            let target = record + Int(relative & ~3)
            switch relative & 3 {
            case 0: return target  // the descriptor itself
            case 1: return target.load(as: UnsafeRawPointer?.self)  // a pointer to it
            default: return nil  // Objective-C class references
            }
        }
    }

    private static func isNonGenericStruct(_ descriptor: UnsafeRawPointer) -> Bool {
        let flags = descriptor.load(as: UInt32.self)
        let structKind: UInt32 = 17
        let isGeneric: UInt32 = 0x80
        return flags & 0x1F == structKind && flags & isGeneric == 0
    }

    /// Whether the descriptor's name (a relative pointer at offset 8 to a C string) is `wanted`.
    private static func nameMatches(_ descriptor: UnsafeRawPointer, _ wanted: [UInt8]) -> Bool {
        let field = descriptor + 8
        let name = field + Int(field.load(as: Int32.self))
        for (index, byte) in wanted.enumerated() where name.load(fromByteOffset: index, as: UInt8.self) != byte {
            return false
        }
        return name.load(fromByteOffset: wanted.count, as: UInt8.self) == 0
    }

    /// The type's metadata, from the accessor a relative pointer at offset 12 names. A
    /// non-generic type's accessor takes the metadata request (0: complete) and returns the
    /// metadata first, in the register a C function returns a pointer in.
    private static func type(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let field = descriptor + 12
        let relative = field.load(as: Int32.self)
        guard relative != 0 else { return nil }
        typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
        let accessor = unsafeBitCast(field + Int(relative), to: Accessor.self)
        guard let metadata = accessor(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

/// The sections found so far, while the runtime walks the images.
private final class FoundSections {
    var ranges: [UnsafeRawBufferPointer] = []
}

/// Keeps one image's `swift5_type_metadata` range: after the sections structure's four words
/// (version, reserved, next, previous) and its protocols and conformances ranges (two words
/// each). Goes on to the next image.
private func collectTypeMetadataSection(_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool {
    let found = Unmanaged<FoundSections>.fromOpaque(context).takeUnretainedValue()
    let word = MemoryLayout<UInt>.size
    guard sections.load(as: UInt.self) >= 1 else { return true }
    let start = sections.load(fromByteOffset: 8 * word, as: UInt.self)
    let length = sections.load(fromByteOffset: 9 * word, as: Int.self)
    if let base = UnsafeRawPointer(bitPattern: start), length > 0 {
        found.ranges.append(UnsafeRawBufferPointer(start: base, count: length))
    }
    return true
}

#if os(Linux) || os(FreeBSD) || os(Android)
/// The Swift runtime's walk over every loaded image's metadata sections (exported by
/// libswiftCore on ELF platforms); `body` returns whether to go on.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
#endif
