import Foundation
@_spi(Benchmarking) import LottiePlayer
import ReferenceEngines

/// The PNG encoder's own deflate against libdeflate (levels 1–3, loaded with `dlopen` from `LIBDEFLATE_LIBRARY`,
/// else `libdeflate.so.0`) on the same filtered rows: the corpus files' ip, mid and last frames at 128x128 and every
/// frame of a tab shift's bar at 3x. Prints, per set, each deflater's total time (sum of per-image medians) and
/// total size.
func compareDeflate() {
    let repetitions = Int(option("reps") ?? "") ?? 9
    guard let library = dlopen(environment["LIBDEFLATE_LIBRARY"] ?? "libdeflate.so.0", RTLD_NOW) else { fail("cannot load libdeflate: \(String(cString: dlerror()))") }
    typealias Allocate = @convention(c) (Int32) -> OpaquePointer?
    typealias Compress = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int
    typealias Bound = @convention(c) (OpaquePointer?, Int) -> Int
    typealias Release = @convention(c) (OpaquePointer?) -> Void
    func symbol<T>(_ name: String, as type: T.Type) -> T {
        guard let found = dlsym(library, name) else { fail("libdeflate lacks \(name)") }
        return unsafeBitCast(found, to: type)
    }
    let allocate = symbol("libdeflate_alloc_compressor", as: Allocate.self)
    let compress = symbol("libdeflate_deflate_compress", as: Compress.self)
    let bound = symbol("libdeflate_deflate_compress_bound", as: Bound.self)
    let release = symbol("libdeflate_free_compressor", as: Release.self)
    let levels: [Int32] = [1, 2, 3]
    let compressors = levels.map { allocate($0) }
    defer { compressors.forEach(release) }

    // Images: corpus frames at 128x128, then the bar at 3x.
    var sets: [(name: String, images: [PixelImage])] = []
    var corpus: [PixelImage] = []
    for path in positional {
        guard let document = try? AnimationDocument(contentsOfFile: path),
              let renderer = try? AnimationRenderer(document: document, viewport: Viewport(width: 128, height: 128)) else { continue }
        for frame in frameList("ip,mid,last", inPoint: document.inPoint, outPoint: document.outPoint) {
            if let image = try? renderer.image(frame: frame) { corpus.append(image) }
        }
    }
    sets.append(("corpus frames at 128x128", corpus))
    if let bar = option("bar"), let document = try? TabBarDocument(contentsOfFile: bar),
       let recording = try? TabShiftRecording(document: document, plan: TabShiftPlan(from: .id(option("from") ?? "home"), to: .id(option("to") ?? "favourites"))),
       let renderer = try? TabBarRenderer(document: document, viewport: document.viewport(scale: 3)) {
        sets.append(("bar frames at 3x (\(document.viewport(scale: 3).width)x\(document.viewport(scale: 3).height))", recording.times.compactMap { try? renderer.image(recording.pose(at: $0)) }))
    }
    for (name, images) in sets {
        var time = ["own": 0.0], size = ["own": 0]
        for image in images {
            let filtered = PNGDeflateProbe.filteredRows(image)
            var own: [Double] = [], ownSize = 0
            var theirs = Array(repeating: [Double](), count: levels.count), theirSizes = Array(repeating: 0, count: levels.count)
            var output = [UInt8](repeating: 0, count: bound(compressors[0], filtered.count) + 64)
            for round in 0..<repetitions {
                for offset in 0...levels.count {
                    let which = (offset + round) % (levels.count + 1)
                    let start = reference_cpu_seconds()
                    if which == levels.count {
                        ownSize = PNGDeflateProbe.deflate(filtered).count
                        own.append(reference_cpu_seconds() - start)
                    } else {
                        let written = filtered.withUnsafeBytes { input in
                            output.withUnsafeMutableBytes { compress(compressors[which], input.baseAddress, input.count, $0.baseAddress, $0.count) }
                        }
                        theirs[which].append(reference_cpu_seconds() - start)
                        theirSizes[which] = written
                    }
                }
            }
            time["own", default: 0] += median(own)
            size["own", default: 0] += ownSize
            for (index, level) in levels.enumerated() {
                time["libdeflate \(level)", default: 0] += median(theirs[index])
                size["libdeflate \(level)", default: 0] += theirSizes[index]
            }
        }
        print("\(name): \(images.count) images")
        print("| deflater | time (ms, sum of medians) | size (bytes) | time ÷ own | size ÷ own |")
        print("|---|---|---|---|---|")
        for key in ["own"] + levels.map({ "libdeflate \($0)" }) {
            print("| \(key) | \(String(format: "%.2f", time[key]! * 1000)) | \(size[key]!) | \(String(format: "%.2fx", time[key]! / time["own"]!)) | \(String(format: "%.3fx", Double(size[key]!) / Double(size["own"]!))) |")
        }
        print("")
    }
}
