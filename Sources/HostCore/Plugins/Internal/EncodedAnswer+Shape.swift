import JSON

// MARK: - EncodedAnswer.Shape

extension EncodedAnswer {
    /// The layout of a plugin's last answer that `EncodedAnswer` vouched for, which the next is
    /// matched against before any scan: a plugin answers a run of dispatches with the same bytes
    /// but for the id and a counter or two (`JSONShape`, its slots the id and the result's
    /// string and integer members). An answer of another shape is scanned in full, and its
    /// shape kept for the next. Kept by the plugin client's reader, which alone reads answers.
    package struct Shape {
        private let shape: JSONShape
        /// Where the pattern's result starts and ends.
        private let resultStart: JSONShape.Anchor
        private let resultEnd: JSONShape.Anchor

        /// The answer in `body` when it has this shape.
        package func answer(_ body: UnsafeRawBufferPointer) -> EncodedAnswer? {
            withUnsafeTemporaryAllocation(of: JSONShape.Value.self, capacity: shape.slotCount) { values in
                guard shape.match(body, values: values) else { return nil }
                return EncodedAnswer(id: values[0].integer,
                                     result: shape.position(of: resultStart, values: values)..<shape.position(of: resultEnd, values: values))
            }
        }

        /// Nil when the result's ends are inside a slot (no result of a vouched answer is).
        private init?(shape: JSONShape, result: Range<Int>) {
            guard let resultStart = shape.anchor(at: result.lowerBound), let resultEnd = shape.anchor(at: result.upperBound) else { return nil }
            self.shape = shape
            self.resultStart = resultStart
            self.resultEnd = resultEnd
        }

        /// The answer in `body` read through `shape` when it has it, else scanned in full (nil
        /// when not vouched for), `shape` then becoming the new answer's.
        package static func answer(_ body: UnsafeRawBufferPointer, shape: inout Shape?) -> EncodedAnswer? {
            if let shape, let answer = shape.answer(body) { return answer }
            var slots: [(range: Range<Int>, kind: JSONShape.Kind)]? = []
            guard let answer = EncodedAnswer(scanning: body, slots: &slots) else { return nil }
            // The id is the first slot; an answer whose slots make no shape leaves none.
            shape = slots.flatMap { slots in JSONShape(body, slots: slots).flatMap { Shape(shape: $0, result: answer.result) } }
            return answer
        }
    }
}
