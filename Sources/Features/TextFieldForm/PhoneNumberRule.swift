/// When a phone number is valid, and what the field says when it is not.
///
/// Valid means a Korean mobile number: `010`, then three or four digits, then four digits, each
/// group optionally joined to the previous one by a single hyphen — the regular expression
/// `^010-?[0-9]{3,4}-?[0-9]{4}$` (ASCII digits only). So `01012345678`, `010-1234-5678`,
/// `0101234-5678`, `010-123-4567` (10 digits) are valid; `011-1234-5678`, `010-12-34-5678`,
/// `010 1234 5678` and `010-1234-567` are not.
package enum PhoneNumberRule {
    /// Shown when the checked field is empty.
    package static let emptyMessage = "휴대폰 번호를 입력해 주세요"
    /// Shown when the checked field holds something that is not a valid number.
    package static let invalidMessage = "올바른 휴대폰 번호를 입력해 주세요"

    /// The number's digits (`01012345678`) when `text` is valid, otherwise `nil`.
    package static func digits(of text: String) -> String? {
        var rest = Substring(text)
        guard rest.hasPrefix("010") else { return nil }
        rest = rest.dropFirst(3)
        if rest.first == "-" { rest = rest.dropFirst() }
        let last = rest.suffix(4)
        var middle = rest.dropLast(4)
        if middle.last == "-" { middle = middle.dropLast() }
        guard last.count == 4, isDigits(last), (3...4).contains(middle.count), isDigits(middle) else { return nil }
        return "010" + middle + last
    }

    /// Whether `text` is a valid number.
    package static func isValid(_ text: String) -> Bool {
        digits(of: text) != nil
    }

    /// The error the field shows for `text` once it is checked: `nil` when the number is valid.
    package static func error(for text: String) -> String? {
        if text.isEmpty { return emptyMessage }
        return isValid(text) ? nil : invalidMessage
    }

    private static func isDigits(_ text: Substring) -> Bool {
        text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
}
