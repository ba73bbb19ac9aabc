import Features
import Testing

// The validity rule of the phone field: `^010-?[0-9]{3,4}-?[0-9]{4}$`.

@Test(arguments: [
    ("01012345678", "01012345678"),
    ("010-1234-5678", "01012345678"),
    ("0101234-5678", "01012345678"),
    ("010-12345678", "01012345678"),
    ("0101234567", "0101234567"),
    ("010-123-4567", "0101234567"),
])
func validKoreanMobileNumbers(text: String, digits: String) {
    #expect(PhoneNumberRule.isValid(text))
    #expect(PhoneNumberRule.digits(of: text) == digits)
    #expect(PhoneNumberRule.error(for: text) == nil)
}

@Test(arguments: [
    "0101234",  // too short
    "010123456",  // 9 digits
    "010123456789",  // 12 digits
    "011-1234-5678",  // not 010
    "01112345678",
    "10-1234-5678",
    "010-1234-567",  // last group of three
    "010--1234-5678",  // two hyphens in a row
    "010-12-34-5678",  // hyphen inside a group
    "010123-45678",
    "-010-1234-5678",
    "010-1234-5678-",
    "010 1234 5678",  // spaces are not hyphens
    "010.1234.5678",
    "010-abcd-5678",
    "０１０１２３４５６７８",  // full-width digits
    "010-1234-5678\n",
])
func invalidNumbers(text: String) {
    #expect(!PhoneNumberRule.isValid(text))
    #expect(PhoneNumberRule.digits(of: text) == nil)
    #expect(PhoneNumberRule.error(for: text) == "올바른 휴대폰 번호를 입력해 주세요")
}

@Test func anEmptyNumberAsksForANumber() {
    #expect(!PhoneNumberRule.isValid(""))
    #expect(PhoneNumberRule.error(for: "") == "휴대폰 번호를 입력해 주세요")
}
