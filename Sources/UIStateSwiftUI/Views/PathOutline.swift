import Foundation
import Components
import JSON

/// A path's outline as SVG path data: absolute `M`/`L`/`Q`/`C`/`A`/`Z` commands, numbers rounded
/// to two decimals, so the same drawing always records the same text and a renderer scales it
/// from the rect it was drawn in.
struct PathOutline: Hashable, Sendable {
    private(set) var data = ""
    /// Whether a subpath is open: an arc then joins it with a line, as Core Graphics' does.
    private var hasCurrentPoint = false

    mutating func move(to point: CGPoint) {
        command("M", point)
        hasCurrentPoint = true
    }

    mutating func line(to point: CGPoint) {
        guard hasCurrentPoint else { return move(to: point) }
        command("L", point)
    }

    mutating func quadCurve(to point: CGPoint, control: CGPoint) {
        if !hasCurrentPoint { move(to: control) }
        command("Q", control, point)
    }

    mutating func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if !hasCurrentPoint { move(to: control1) }
        command("C", control1, control2, point)
    }

    mutating func close() {
        guard hasCurrentPoint else { return }
        data += "Z"
    }

    /// An arc as SwiftUI draws it in its top-down coordinates: angles grow towards +y, and
    /// `clockwise: false` sweeps with them. Split into pieces of at most half a turn, so a full
    /// circle (whose SVG arc would start and end at one point) is drawn too.
    mutating func arc(center: CGPoint, radius: Double, from start: Double, to end: Double, clockwise: Bool) {
        let turn = 2 * Double.pi
        var sweep = end - start
        if clockwise {
            sweep = sweep <= -turn ? -turn : sweep.truncatingRemainder(dividingBy: turn)
            if sweep > 0 { sweep -= turn }
        } else {
            sweep = sweep >= turn ? turn : sweep.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        line(to: point(start))
        let pieces = max(1, Int((abs(sweep) / Double.pi - 1e-9).rounded(.up)))
        for piece in 1...pieces where sweep != 0 {
            arcCommand(radius: CGSize(width: radius, height: radius), positive: sweep > 0,
                       to: point(start + sweep * Double(piece) / Double(pieces)))
        }
    }

    mutating func ellipse(in rect: CGRect) {
        let radius = CGSize(width: rect.width / 2, height: rect.height / 2)
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        arcCommand(radius: radius, positive: true, to: CGPoint(x: rect.minX, y: rect.midY))
        arcCommand(radius: radius, positive: true, to: CGPoint(x: rect.maxX, y: rect.midY))
        close()
    }

    mutating func roundedRect(_ rect: CGRect, corner: CGSize) {
        let corner = CGSize(width: min(max(corner.width, 0), rect.width / 2), height: min(max(corner.height, 0), rect.height / 2))
        move(to: CGPoint(x: rect.minX + corner.width, y: rect.minY))
        line(to: CGPoint(x: rect.maxX - corner.width, y: rect.minY))
        arcCommand(radius: corner, positive: true, to: CGPoint(x: rect.maxX, y: rect.minY + corner.height))
        line(to: CGPoint(x: rect.maxX, y: rect.maxY - corner.height))
        arcCommand(radius: corner, positive: true, to: CGPoint(x: rect.maxX - corner.width, y: rect.maxY))
        line(to: CGPoint(x: rect.minX + corner.width, y: rect.maxY))
        arcCommand(radius: corner, positive: true, to: CGPoint(x: rect.minX, y: rect.maxY - corner.height))
        line(to: CGPoint(x: rect.minX, y: rect.minY + corner.height))
        arcCommand(radius: corner, positive: true, to: CGPoint(x: rect.minX + corner.width, y: rect.minY))
        close()
    }

    /// The node's `path`: the rect the outline was drawn in and its data.
    func treeValue(in rect: CGRect) -> JSONValue {
        let box: [JSONValue] = [rect.minX, rect.minY, rect.width, rect.height].map { .points(Self.rounded($0)) }
        return ["in": .array(box), "d": .string(data)]
    }

    /// An elliptical arc of at most half a turn (SVG's small-arc flag), sweeping towards +y
    /// angles when `positive`.
    private mutating func arcCommand(radius: CGSize, positive: Bool, to point: CGPoint) {
        data += "A" + Self.number(radius.width) + " " + Self.number(radius.height) + " 0 0 " + (positive ? "1 " : "0 ")
            + Self.number(point.x) + " " + Self.number(point.y)
    }

    private mutating func command(_ letter: String, _ points: CGPoint...) {
        data += letter + points.map { Self.number($0.x) + " " + Self.number($0.y) }.joined(separator: " ")
    }

    private static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }

    private static func number(_ value: Double) -> String {
        let value = rounded(value)
        if abs(value) < 1e15, value == value.rounded() { return String(Int64(value)) }
        return String(value)
    }
}
