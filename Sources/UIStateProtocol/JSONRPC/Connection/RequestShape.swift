internal import JSON

// MARK: - RequestShape

/// The layout of the last request a connection passed through (`RequestBytes`), which the next
/// request is matched against before any scan: a client sends the same request over and over
/// with only its id, store id or action changed, and a frame of the same shape (`JSONShape`)
/// is read by byte compares, its method and `MethodRegistry.PassThrough` already known (the
/// method's bytes are fixed). The shape's slots are the id, the route and the params' other
/// string and integer members, each read as `RequestBytes` reads it; a frame that differs
/// anywhere else is scanned in full, and the shape learnt again from it. A class: taken from
/// its lock with one retain.
final class RequestShape: Sendable {
    private let shape: JSONShape
    let method: String
    let passThrough: MethodRegistry.PassThrough
    /// Where the pattern has its method (between the quotes) and its params.
    private let methodStart: JSONShape.Anchor
    private let methodEnd: JSONShape.Anchor
    private let paramsStart: JSONShape.Anchor
    private let paramsEnd: JSONShape.Anchor
    private let idIsInteger: Bool
    private let routeSlot: Int

    /// The shape of a request read in full, with the slots `RequestBytes` noted (the id first);
    /// nil when its route is not among the slots kept (or the slots make no shape).
    init?(_ request: RequestBytes, slots: [(range: Range<Int>, kind: JSONShape.Kind)], passThrough: MethodRegistry.PassThrough) {
        let quotedRoute = (request.route.lowerBound - 1)..<(request.route.upperBound + 1)
        guard let routeSlot = slots.prefix(JSONShape.maxSlots).firstIndex(where: { $0.range == quotedRoute }), routeSlot > 0,
              let shape = JSONShape(request.body, slots: slots),
              let methodStart = shape.anchor(at: request.methodRange.lowerBound), let methodEnd = shape.anchor(at: request.methodRange.upperBound),
              let paramsStart = shape.anchor(at: request.params.lowerBound), let paramsEnd = shape.anchor(at: request.params.upperBound) else {
            return nil
        }
        self.shape = shape
        method = request.method
        self.passThrough = passThrough
        self.methodStart = methodStart
        self.methodEnd = methodEnd
        self.paramsStart = paramsStart
        self.paramsEnd = paramsEnd
        if case .integer = request.id { idIsInteger = true } else { idIsInteger = false }
        self.routeSlot = routeSlot
    }

    /// Where a frame of this shape has its parts.
    struct Parts: Sendable {
        var id: RequestID
        var methodRange: Range<Int>
        var params: Range<Int>
        var route: Range<Int>
    }

    /// The parts of `body` when it has this shape.
    func parts(of body: UnsafeRawBufferPointer) -> Parts? {
        withUnsafeTemporaryAllocation(of: JSONShape.Value.self, capacity: shape.slotCount) { values in
            guard shape.match(body, values: values) else { return nil }
            let id: RequestID
            if idIsInteger {
                id = .integer(values[0].integer)
            } else {
                let text = values[0].range
                id = .string(String(decoding: UnsafeRawBufferPointer(rebasing: body[(text.lowerBound + 1)..<(text.upperBound - 1)]), as: UTF8.self))
            }
            let route = values[routeSlot].range
            return Parts(id: id,
                         methodRange: shape.position(of: methodStart, values: values)..<shape.position(of: methodEnd, values: values),
                         params: shape.position(of: paramsStart, values: values)..<shape.position(of: paramsEnd, values: values),
                         route: (route.lowerBound + 1)..<(route.upperBound - 1))
        }
    }
}
