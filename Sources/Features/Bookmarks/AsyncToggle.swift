// MARK: - AsyncToggle

/// A value changed optimistically while a request confirms it: the new value shows at once, and
/// a failed request puts back the value the request started from.
///
/// Toggling again while a request is in flight keeps `originalValue` (the value before the first
/// of those toggles, the last one the server confirmed), so that a failure after a cancelled
/// request still rolls back to a value the server really had.
///
/// On the wire: `{"value": true, "isProcessing": true, "originalValue": false}`; `error` and
/// `originalValue` are left out when `nil`.
package struct AsyncToggle<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// What the screen shows.
    package var value: Value
    /// Whether a request is in flight.
    package var isProcessing: Bool
    /// Why the last request failed, kept until the next toggle.
    package var error: String?
    /// The value to restore on failure; set while a request is in flight.
    package var originalValue: Value?

    /// An idle toggle showing `value`.
    package init(value: Value, isProcessing: Bool = false, error: String? = nil, originalValue: Value? = nil) {
        self.value = value
        self.isProcessing = isProcessing
        self.error = error
        self.originalValue = originalValue
    }

    /// Shows `newValue` at once and marks a request in flight; clears the previous error.
    package mutating func toggle(to newValue: Value) {
        if !isProcessing { originalValue = value }
        value = newValue
        isProcessing = true
        error = nil
    }

    /// The request succeeded: `newValue` is confirmed.
    package mutating func complete(success newValue: Value) {
        value = newValue
        isProcessing = false
        error = nil
        originalValue = nil
    }

    /// The request failed: the value it started from comes back and `error` is kept.
    package mutating func fail(error: String) {
        if let originalValue { value = originalValue }
        isProcessing = false
        self.error = error
        originalValue = nil
    }
}
