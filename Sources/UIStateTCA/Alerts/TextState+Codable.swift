// MARK: - Wire form

/// A `TextState` travels as JSON a client can show without knowing about styling:
///
/// - plain text is a string: `"Delete?"`;
/// - styled text is an object with the string and its modifiers in order:
///   `{"text": "Delete", "modifiers": [{"bold": true}, {"kerning": 2}]}`;
/// - concatenated text lists its pieces, each in one of these forms, with the modifiers of the
///   whole when it has any: `{"concatenation": ["Hello, ", {"text": "Blob", "modifiers":
///   [{"bold": true}]}]}`.
///
/// A modifier is an object with one member, its name and its value (a number, a boolean, or a
/// text for `accessibilityLabel`), except `"monospacedDigit"`, which has no value. The form is
/// written by hand, the same under every encoder, and decodes back to an equal `TextState`.
extension TextState: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, concatenation, modifiers
    }

    public func encode(to encoder: any Encoder) throws {
        if case .verbatim(let string) = storage, modifiers.isEmpty {
            var container = encoder.singleValueContainer()
            try container.encode(string)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch storage {
        case .verbatim(let string): try container.encode(string, forKey: .text)
        case .concatenation(let pieces): try container.encode(pieces, forKey: .concatenation)
        }
        if !modifiers.isEmpty {
            var list = container.nestedUnkeyedContainer(forKey: .modifiers)
            for modifier in modifiers { try modifier.encode(into: &list) }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let string = try? decoder.singleValueContainer().decode(String.self) {
            self.init(verbatim: string)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decodeIfPresent(String.self, forKey: .text)
        let pieces = try container.decodeIfPresent([TextState].self, forKey: .concatenation)
        let storage: Storage
        switch (text, pieces) {
        case (let text?, nil): storage = .verbatim(text)
        case (nil, let pieces?): storage = .concatenation(pieces)
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "A styled text has exactly one of \"text\" (a string) and \"concatenation\" (a list of texts)."
            ))
        }
        var modifiers: [Modifier] = []
        if container.contains(.modifiers) {
            var list = try container.nestedUnkeyedContainer(forKey: .modifiers)
            while !list.isAtEnd { modifiers.append(try Modifier(from: &list)) }
        }
        self.init(storage: storage, modifiers: modifiers)
    }
}

// MARK: - Modifiers on the wire

extension TextState.Modifier {
    private enum Name: String, CodingKey, CaseIterable {
        case accessibilityLabel, baselineOffset, bold, italic, kerning, monospacedDigit,
             speechAdjustedPitch, speechAlwaysIncludesPunctuation, speechAnnouncementsQueued,
             speechSpellsOutCharacters, strikethrough, tracking, underline
    }

    fileprivate func encode(into list: inout some UnkeyedEncodingContainer) throws {
        if case .monospacedDigit = self {
            try list.encode(Name.monospacedDigit.rawValue)
            return
        }
        var member = list.nestedContainer(keyedBy: Name.self)
        switch self {
        case .accessibilityLabel(let label): try member.encode(label, forKey: .accessibilityLabel)
        case .baselineOffset(let offset): try member.encode(offset, forKey: .baselineOffset)
        case .bold(let isActive): try member.encode(isActive, forKey: .bold)
        case .italic(let isActive): try member.encode(isActive, forKey: .italic)
        case .kerning(let kerning): try member.encode(kerning, forKey: .kerning)
        case .monospacedDigit: break
        case .speechAdjustedPitch(let pitch): try member.encode(pitch, forKey: .speechAdjustedPitch)
        case .speechAlwaysIncludesPunctuation(let value): try member.encode(value, forKey: .speechAlwaysIncludesPunctuation)
        case .speechAnnouncementsQueued(let value): try member.encode(value, forKey: .speechAnnouncementsQueued)
        case .speechSpellsOutCharacters(let value): try member.encode(value, forKey: .speechSpellsOutCharacters)
        case .strikethrough(let isActive): try member.encode(isActive, forKey: .strikethrough)
        case .tracking(let tracking): try member.encode(tracking, forKey: .tracking)
        case .underline(let isActive): try member.encode(isActive, forKey: .underline)
        }
    }

    fileprivate init(from list: inout some UnkeyedDecodingContainer) throws {
        if let name = try? list.decode(String.self) {
            guard name == Name.monospacedDigit.rawValue else {
                throw Self.unknown("\"\(name)\"", at: list.codingPath)
            }
            self = .monospacedDigit
            return
        }
        let member = try list.nestedContainer(keyedBy: Name.self)
        guard member.allKeys.count == 1, let name = member.allKeys.first else {
            let names = member.allKeys.map(\.stringValue)
            throw Self.unknown(names.isEmpty ? "an object naming none" : "an object naming \(names.joined(separator: ", "))", at: member.codingPath)
        }
        switch name {
        case .accessibilityLabel: self = .accessibilityLabel(try member.decode(TextState.self, forKey: name))
        case .baselineOffset: self = .baselineOffset(try member.decode(Double.self, forKey: name))
        case .bold: self = .bold(isActive: try member.decode(Bool.self, forKey: name))
        case .italic: self = .italic(isActive: try member.decode(Bool.self, forKey: name))
        case .kerning: self = .kerning(try member.decode(Double.self, forKey: name))
        case .monospacedDigit: self = .monospacedDigit
        case .speechAdjustedPitch: self = .speechAdjustedPitch(try member.decode(Double.self, forKey: name))
        case .speechAlwaysIncludesPunctuation: self = .speechAlwaysIncludesPunctuation(try member.decode(Bool.self, forKey: name))
        case .speechAnnouncementsQueued: self = .speechAnnouncementsQueued(try member.decode(Bool.self, forKey: name))
        case .speechSpellsOutCharacters: self = .speechSpellsOutCharacters(try member.decode(Bool.self, forKey: name))
        case .strikethrough: self = .strikethrough(isActive: try member.decode(Bool.self, forKey: name))
        case .tracking: self = .tracking(try member.decode(Double.self, forKey: name))
        case .underline: self = .underline(isActive: try member.decode(Bool.self, forKey: name))
        }
    }

    private static func unknown(_ found: String, at path: [any CodingKey]) -> DecodingError {
        let withValues = Name.allCases.filter { $0 != .monospacedDigit }.map(\.rawValue).joined(separator: ", ")
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: path,
            debugDescription: "Expected a text modifier: \"monospacedDigit\", or an object with one member, one of \(withValues); found \(found)."
        ))
    }
}
