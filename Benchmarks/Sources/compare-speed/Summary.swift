import Foundation

/// Tables from a file of results: per size, the median of per-file ratios TabShift ÷ reference and how many files
/// are more than 2x and 3x slower, counting only files the reference draws: not blank, not failed, and at the largest
/// size within 3% of TabShift's pixels (small sizes differ more by antialiasing alone); decoding and memory ratios;
/// tab bars.
func summarise() {
    guard let path = positional.first, let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("summary RESULTS.jsonl") }
    let objects = text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    let floorRatios = objects.compactMap { object -> Double? in
        guard let decode = object["decode_ms"] as? [String: Double], let ours = decode["ts"], let parse = decode["parse"], parse > 0 else { return nil }
        return ours / parse
    }
    if !floorRatios.isEmpty {
        print("Decode ÷ jansson's own parse of the same bytes: median \(String(format: "%.2fx", median(floorRatios))) over \(floorRatios.count) files (min \(String(format: "%.2fx", floorRatios.min() ?? 0)), max \(String(format: "%.2fx", floorRatios.max() ?? 0)))")
        print("")
    }
    for engine in ["tvg", "tvg-partial", "rl"] {
        let label = ["tvg": "ThorVG", "tvg-partial": "ThorVG with partial rendering"][engine] ?? "rlottie"
        var ratios: [String: [Double]] = [:], excluded: [String: Int] = [:], inOrderRatios: [String: [Double]] = [:]
        var decodeRatios: [Double] = []
        for object in objects where object["file"] != nil && object["sizes"] != nil {
            if let decode = object["decode_ms"] as? [String: Double], let ours = decode["ts"], let theirs = decode[engine], theirs > 0 { decodeRatios.append(ours / theirs) }
            let sizes = object["sizes"] as? [String: [String: Any]] ?? [:]
            let largest = sizes.keys.max { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
            let differing = largest.flatMap { (sizes[$0]?["differing_pct"] as? [String: Double])?[engine] } ?? 100
            for (size, value) in sizes {
                let ms = value["ms"] as? [String: Double] ?? [:]
                let blank = value["blank"] as? [String] ?? [], failed = value["failed"] as? [String] ?? []
                guard let ours = ms["ts"], let theirs = ms[engine], theirs > 0, !blank.contains(engine), !failed.contains(engine), differing < 3 else {
                    excluded[size, default: 0] += 1
                    continue
                }
                ratios[size, default: []].append(ours / theirs)
                let inOrder = value["in_order_ms"] as? [String: Double] ?? [:]
                if let ours = inOrder["ts"], let theirs = inOrder[engine], theirs > 0 { inOrderRatios[size, default: []].append(ours / theirs) }
            }
        }
        guard !ratios.isEmpty else { continue }
        print("TabShift ÷ \(label), per frame (median of per-file ratios)")
        print("| size | files | median | > 2x | > 3x | not comparable | all frames in order: median | > 2x |")
        print("|---|---|---|---|---|---|---|---|")
        for size in ratios.keys.sorted(by: { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }) {
            let values = ratios[size]!, inOrder = inOrderRatios[size] ?? []
            let over = { (values: [Double], limit: Double) in
                values.isEmpty ? "–" : String(format: "%.1f%%", Double(values.filter { $0 > limit }.count) * 100 / Double(values.count))
            }
            let inOrderMedian = inOrder.isEmpty ? "–" : String(format: "%.2fx", median(inOrder))
            print("| \(size) | \(values.count) | \(String(format: "%.2fx", median(values))) | \(over(values, 2)) | \(over(values, 3)) | \(excluded[size] ?? 0) | \(inOrderMedian) | \(over(inOrder, 2)) |")
        }
        if !decodeRatios.isEmpty { print("Decode: median ratio \(String(format: "%.2fx", median(decodeRatios))) over \(decodeRatios.count) files") }
        // Peak memory while decoding, and its two parts: code and read-only data paged in from the program and its
        // libraries (paid once per process), and the private memory loading allocated.
        for (field, label) in [("peak_above_baseline_kib", "Peak memory while decoding"), ("private_peak_kib", "  of it private (allocated)"),
                               ("file_backed_kib", "  of it code and read-only data paged in")] {
            var values: [String: [String: Double]] = [:]
            for object in objects where object["engine"] != nil {
                if let file = object["file"] as? String, let engineName = object["engine"] as? String, let kib = object[field] as? Double {
                    values[file, default: [:]][engineName] = kib
                }
            }
            let ratios = values.values.compactMap { entry -> Double? in
                guard let ours = entry["ts"], let theirs = entry[engine], theirs > 0 else { return nil }
                return ours / theirs
            }
            guard !ratios.isEmpty else { continue }
            let kib = { (name: String) in median(values.values.compactMap { $0[name] }) }
            print("\(label): median ratio \(String(format: "%.2fx", median(ratios))) over \(ratios.count) files (medians: TabShift \(Int(kib("ts"))) KiB, \(engine) \(Int(kib(engine))) KiB)")
        }
        print("")
    }
    for object in objects where object["bar"] != nil {
        let ms = object["ms"] as? [String: Double] ?? [:]
        if let ours = ms["ts"], let theirs = ms["tvg"], theirs > 0 {
            print("Tab bar \(object["bar"] ?? "") \(object["from"] ?? "") → \(object["to"] ?? "") at \(object["size"] ?? ""): TabShift \(String(format: "%.3f", ours)) ms, ThorVG \(String(format: "%.3f", theirs)) ms per frame, ratio \(String(format: "%.2fx", ours / theirs))")
        }
    }
}
