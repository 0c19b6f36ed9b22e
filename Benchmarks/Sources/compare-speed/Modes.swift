import Foundation
@_spi(Benchmarking) import LottiePlayer
import ReferenceEngines

/// ip, mid and last as whole frames (the first, middle and last before op), or numbers.
func frameList(_ specification: String, inPoint: Double, outPoint: Double) -> [Double] {
    let first = (inPoint - 0.001).rounded(.up) + 0  // + 0 turns -0 into 0
    let last = max(first, (outPoint - 1 + 0.001).rounded(.down))
    let mid = max(first, min(last, ((inPoint + outPoint) / 2).rounded(.down)))
    var result: [Double] = []
    for token in specification.split(separator: ",") {
        let frame = switch token { case "ip": first; case "mid": mid; case "last": last; default: Double(token) ?? first }
        if !result.contains(frame) { result.append(frame) }
    }
    return result
}

/// A bound on the frames drawn in order per file and size, so that a long file does not dominate the run.
let maximumFramesInOrder = 600

func compareFrames() {
    guard let path = positional.first, let json = FileManager.default.contents(atPath: path) else { fail("frames FILE: cannot read the file") }
    let sizes = (option("sizes") ?? "48,128").split(separator: ",").compactMap { Int($0) }
    let repetitions = Int(option("reps") ?? "") ?? 7
    let name = (path as NSString).lastPathComponent
    var result: [String: Any] = ["file": name]

    // Decoding, interleaved: TabShift decodes and compiles; the references parse and build their models.
    var decodeTimes: [String: [Double]] = [:]
    var document: AnimationDocument?
    var loadErrors: [String: String] = [:]
    let directory = (path as NSString).deletingLastPathComponent
    for round in 0..<5 {
        let order = ["ts", "parse"] + referenceEngines.map(\.name)
        for offset in order.indices {
            let engine = order[(offset + round) % order.count]
            let start = reference_cpu_seconds()
            if engine == "parse" {
                // jansson's own parse and free of the same bytes: the floor under TabShift's decoding.
                if DecodingFloor.parse(json) { decodeTimes["parse", default: []].append(reference_cpu_seconds() - start) }
            } else if engine == "ts" {
                do {
                    let loaded = try AnimationDocument(data: json, name: name, directory: directory)
                    decodeTimes["ts", default: []].append(reference_cpu_seconds() - start)
                    document = loaded
                } catch {
                    loadErrors["ts"] = "\(error)"
                }
            } else if let code = referenceEngines.first(where: { $0.name == engine })?.code {
                let player = ReferencePlayerBox(engine: code, name: engine, json: json, inPoint: 0, width: 128, height: 128)
                let elapsed = reference_cpu_seconds() - start
                if player == nil { loadErrors[engine] = String(cString: reference_engines_error()) } else { decodeTimes[engine, default: []].append(elapsed) }
            }
        }
    }
    result["decode_ms"] = decodeTimes.mapValues { milliseconds(median($0)) }
    if !loadErrors.isEmpty { result["load_errors"] = loadErrors }
    guard let document else {
        emit(result)
        return
    }
    let frames = frameList(option("frames") ?? "ip,mid,last", inPoint: document.inPoint, outPoint: document.outPoint)
    let first = frames.min() ?? 0, last = max(first, (document.outPoint - 1 + 0.001).rounded(.down))
    func previous(_ frame: Double) -> Double { frame - 1 >= first ? frame - 1 : min(frame + 1, last) }
    result["frames"] = frames

    var perSize: [String: Any] = [:]
    for size in sizes {
        var players: [Player] = []
        if let tabshift = try? TabShiftPlayer(document: document, width: size, height: size) { players.append(tabshift) }
        for engine in referenceEngines where loadErrors[engine.name] == nil {
            if let player = ReferencePlayerBox(engine: engine.code, name: engine.name, json: json, inPoint: document.inPoint, width: size, height: size) {
                players.append(player)
            }
        }
        // Untimed: every engine draws every frame once, to warm its caches and to see what it draws.
        var blank: Set<String> = [], failed: Set<String> = [], differing: [String: Double] = [:]
        for frame in frames {
            var drawn: [String: [UInt32]] = [:]
            for player in players {
                if !player.render(frame) { failed.insert(player.name) }
                drawn[player.name] = player.pixels()
            }
            for (engine, words) in drawn where coverage(words) == 0 && coverage(drawn["ts"] ?? []) > 0 { blank.insert(engine) }
            for (engine, words) in drawn where engine != "ts" {
                differing[engine] = max(differing[engine] ?? 0, differingShare(words, drawn["ts"] ?? []))
            }
        }
        players.removeAll { failed.contains($0.name) }
        var times: [String: [[Double]]] = [:]
        for player in players { times[player.name] = Array(repeating: [], count: frames.count) }
        for repetition in 0..<repetitions {
            for (index, frame) in frames.enumerated() {
                for offset in players.indices {
                    let player = players[(offset + repetition + index) % players.count]
                    _ = player.render(previous(frame))
                    let start = reference_cpu_seconds()
                    _ = player.render(frame)
                    times[player.name]![index].append(reference_cpu_seconds() - start)
                }
            }
        }
        // Every frame from the first to the last, in order, as a player draws them: each engine's frames follow its
        // own previous frame, the engines interleaved frame by frame. Once: the per-frame runs above warmed them.
        var inOrder: [String: Double] = [:]
        var frame = first, count = 0
        while frame <= last, count < maximumFramesInOrder {
            for offset in players.indices {
                let player = players[(offset + count) % players.count]
                let start = reference_cpu_seconds()
                _ = player.render(frame)
                inOrder[player.name, default: 0] += reference_cpu_seconds() - start
            }
            frame += 1
            count += 1
        }
        var entry: [String: Any] = ["ms": times.mapValues { perFrame in milliseconds(median(perFrame.map(median))) }]
        entry["in_order_ms"] = inOrder.mapValues { milliseconds($0 / Double(max(count, 1))) }
        entry["in_order_frames"] = count
        entry["blank"] = Array(blank).sorted()
        entry["failed"] = Array(failed).sorted()
        entry["differing_pct"] = differing.mapValues { ($0 * 10000).rounded() / 100 }
        perSize["\(size)x\(size)"] = entry
    }
    result["sizes"] = perSize
    emit(result)
}

/// Peak resident memory while one engine loads one file, above the resident size just before, in a process of its
/// own. The peak is started again at the baseline, so what the process did before (reading the file, opening the
/// engines) does not count. Split in two: pages of code and read-only data brought in from the program and its
/// libraries (`file_backed_kib`: shared with every process running the same code, and paid once per process), and
/// the rest (`private_peak_kib`: the peak less the code pages at the end; exact when the peak comes at the end, and
/// a lower bound when loading gives memory back before its last code is paged in).
func measureMemory() {
    guard let path = positional.first, let json = FileManager.default.contents(atPath: path), let engine = option("engine") else { fail("memory FILE --engine ts|tvg|rl [--phase parse|model]") }
    guard reference_reset_peak_resident() == 0 else { fail("cannot reset the peak resident size (/proc/self/clear_refs)") }
    let before = reference_resident_kib(), fileBefore = reference_file_resident_kib()
    let loaded: AnyObject?
    switch engine {
    case "ts":
        // `--phase` measures part of decoding: jansson's parse alone, or the model without compiling it.
        switch option("phase") {
        case "parse": _ = DecodingFloor.parseAsDecoding(json); loaded = nil
        case "model": _ = DecodingFloor.decodeModel(json); loaded = nil
        default: loaded = (try? AnimationDocument(data: json, name: path)).map { $0 as AnyObject }
        }
    default:
        guard let code = referenceEngines.first(where: { $0.name == engine })?.code else { fail("engine \(engine) is not available") }
        loaded = ReferencePlayerBox(engine: code, name: engine, json: json, inPoint: 0, width: 128, height: 128)
    }
    let peak = reference_peak_resident_kib() - before, fileBacked = reference_file_resident_kib() - fileBefore
    emit(["file": (path as NSString).lastPathComponent, "engine": engine, "loaded": loaded != nil,
          "peak_above_baseline_kib": peak, "file_backed_kib": fileBacked, "private_peak_kib": peak - fileBacked])
    withExtendedLifetime(loaded) {}
}

/// Where TabShift's frame time goes: interpreting (`scene(at:)`) against drawing (the renderer's canvas), per size.
func splitFrames() {
    guard let path = positional.first, let json = FileManager.default.contents(atPath: path) else { fail("split FILE: cannot read the file") }
    let sizes = (option("sizes") ?? "48,128").split(separator: ",").compactMap { Int($0) }
    let repetitions = Int(option("reps") ?? "") ?? 7
    let name = (path as NSString).lastPathComponent
    guard let document = try? AnimationDocument(data: json, name: name, directory: (path as NSString).deletingLastPathComponent) else { return }
    let frames = frameList(option("frames") ?? "ip,mid,last", inPoint: document.inPoint, outPoint: document.outPoint)
    let first = frames.min() ?? 0, last = max(first, (document.outPoint - 1 + 0.001).rounded(.down))
    func previous(_ frame: Double) -> Double { frame - 1 >= first ? frame - 1 : min(frame + 1, last) }
    var result: [String: Any] = ["file": name]
    for size in sizes {
        guard let canvas = try? AnimationRenderer(document: document, viewport: Viewport(width: size, height: size)) else { continue }
        var interpret: [[Double]] = Array(repeating: [], count: frames.count), draw = interpret
        for _ in 0..<repetitions {
            for (index, frame) in frames.enumerated() {
                guard let primer = try? document.scene(at: previous(frame)) else { continue }
                _ = try? canvas.draw(primer)
                let start = reference_cpu_seconds()
                guard let scene = try? document.scene(at: frame) else { continue }
                let middle = reference_cpu_seconds()
                _ = try? canvas.draw(scene)
                let end = reference_cpu_seconds()
                interpret[index].append(middle - start)
                draw[index].append(end - middle)
            }
        }
        result["\(size)x\(size)"] = ["interpret_ms": milliseconds(median(interpret.map(median))), "draw_ms": milliseconds(median(draw.map(median)))]
    }
    emit(result)
}

/// Where decoding's time goes, per file: jansson's parse alone (the floor), the decoder's own parse into its arena,
/// the model built from it, and the whole document (model, compiled for drawing, expressions compiled); the phases
/// interleaved and rotated, `--reps` times.
/// Run under `perf record` to see inside the decoder without the rest of a bench run; `--phases document` runs only
/// the phases named.
func splitDecoding() {
    let repetitions = Int(option("reps") ?? "") ?? 7
    let phases = option("phases").map { $0.split(separator: ",").map(String.init) } ?? ["parse", "arena", "model", "document"]
    var ratios: [Double] = []
    for path in positional {
        guard let json = FileManager.default.contents(atPath: path) else { continue }
        let name = (path as NSString).lastPathComponent, directory = (path as NSString).deletingLastPathComponent
        var times: [String: [Double]] = [:]
        for round in 0..<repetitions {
            for offset in phases.indices {
                let phase = phases[(offset + round) % phases.count]
                let start = reference_cpu_seconds()
                switch phase {
                case "parse": _ = DecodingFloor.parse(json)
                case "arena": _ = DecodingFloor.parseAsDecoding(json)
                case "model": _ = DecodingFloor.decodeModel(json)
                default: _ = try? AnimationDocument(data: json, name: name, directory: directory)
                }
                times[phase, default: []].append(reference_cpu_seconds() - start)
            }
        }
        let medians = times.mapValues { milliseconds(median($0)) }
        if let parse = medians["parse"], let document = medians["document"], parse > 0 { ratios.append(document / parse) }
        emit(["file": name, "bytes": json.count, "ms": medians])
    }
    if !ratios.isEmpty { FileHandle.standardError.write(Data("decode ÷ parse: median \(String(format: "%.2f", median(ratios))) over \(ratios.count) files\n".utf8)) }
}
