// compare-speed: TabShift's retained renderers against ThorVG and rlottie, in one process, engines interleaved frame
// by frame (their order rotated each time), process CPU time, every timed frame primed by an untimed render of the
// frame before it. One JSON object per line on standard output; `summary` turns a file of them into tables.
//
//   compare-speed frames FILE [--sizes 48,128] [--frames ip,mid,last] [--reps 7]
//   compare-speed split FILE [--sizes 48,128] [--reps 7]   interpreting against drawing, TabShift alone
//   compare-speed memory FILE --engine ts|tvg|rl [--phase parse|model]   peak resident memory while loading, in its own process
//   compare-speed bar MANIFEST --from ID --to ID [--scales 1,3] [--reps 5]
//   compare-speed decode FILE... [--reps 7] [--phases parse,arena,model,document]           decoding against jansson's parse, in phases, TabShift alone
//   compare-speed deflate FILE... [--bar MANIFEST --from ID --to ID] [--reps 9]   PNG deflate: own against libdeflate
//   compare-speed summary RESULTS.jsonl
//
// Environment: THORVG_LIBRARY and RLOTTIE_LIBRARY, the shared libraries to measure.
import Foundation
@_spi(Benchmarking) import LottiePlayer
import ReferenceEngines

var arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.isEmpty ? "" : arguments.removeFirst()

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

var positional: [String] {
    var result: [String] = [], index = 0
    while index < arguments.count {
        if arguments[index].hasPrefix("--") { index += 2 } else { result.append(arguments[index]); index += 1 }
    }
    return result
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("compare-speed: \(message)\n".utf8))
    exit(1)
}

func emit(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { fail("cannot write JSON") }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Milliseconds to the nanosecond: the smallest icons take ThorVG one or two microseconds a frame, and rounding to the
/// microsecond moved their ratios by half.
func milliseconds(_ seconds: Double) -> Double { (seconds * 1e9).rounded() / 1e6 }

let environment = ProcessInfo.processInfo.environment
let available = reference_engines_open(environment["THORVG_LIBRARY"], environment["RLOTTIE_LIBRARY"])

switch mode {
case "frames": compareFrames()
case "memory": measureMemory()
case "split": splitFrames()
case "decode": splitDecoding()
case "deflate": compareDeflate()
case "bar": compareBar()
case "summary": summarise()
default: fail("usage: compare-speed frames|memory|bar|summary … (see the top of main.swift)")
}
