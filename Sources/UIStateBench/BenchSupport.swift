import Foundation

enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    var description: String {
        switch self {
        case .usage(let text): return "usage: \(text)"
        }
    }
}

/// Wall-clock seconds the body took.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// One result line: `name  value unit`, the format benchmarks/run.sh collects.
func report(_ name: String, _ value: Double, _ unit: String) {
    let formatted = value >= 100 ? String(format: "%.0f", value) : String(format: "%.3f", value)
    print("\(name) \(formatted) \(unit)")
}

/// Peak resident memory of this process in KiB.
func maxResidentKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)
}
