import Foundation
import LottiePlayer
import Testing

enum FFmpegTools {
    static let ffmpeg = "/usr/bin/ffmpeg"
    static let ffprobe = "/usr/bin/ffprobe"
    static let runs = FileManager.default.isExecutableFile(atPath: ffprobe) || ProcessInfo.processInfo.environment["TABSHIFT_REQUIRE_FFMPEG"] != nil
}

/// Every video TabShift writes, read back by an independent decoder (FFmpeg's `ffprobe` and `ffmpeg`, installed for
/// the tests by `Tools/install-system-dependencies.sh --with-ffmpeg`; never linked): the frames, rate and duration
/// asked for, each frame close to the one the PNG path draws, and WebM's alpha exact where the frame is clear.
///
/// Skipped without FFmpeg unless TABSHIFT_REQUIRE_FFMPEG is set, as `.ci/run` sets it.
@Suite("Videos", .enabled(if: FFmpegTools.runs))
struct VideoTests {
    static let ffmpeg = FFmpegTools.ffmpeg
    static let ffprobe = FFmpegTools.ffprobe

    struct Stream: Decodable {
        let codec_name: String
        let width: Int
        let height: Int
        let r_frame_rate: String
        let nb_read_frames: String
        let pix_fmt: String
        let color_space: String?
        let color_range: String?
    }

    struct Probe: Decodable {
        struct Format: Decodable { let duration: String }
        let streams: [Stream]
        let format: Format
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(executable) \(arguments.joined(separator: " "))")
        return data
    }

    static func probe(_ file: URL) throws -> Probe {
        let json = try run(ffprobe, ["-v", "error", "-count_frames", "-show_entries", "stream:format=duration", "-of", "json", file.path])
        return try JSONDecoder().decode(Probe.self, from: json)
    }

    /// Every frame as straight RGBA, `width`×`height` as stored. WebM goes through libvpx's decoder, which reads
    /// the alpha stream (FFmpeg's own VP9 decoder drops it).
    static func decodedFrames(_ file: URL, width: Int, height: Int, alpha: Bool) throws -> [[UInt8]] {
        let decoder = alpha ? ["-c:v", "libvpx-vp9"] : []
        let raw = try run(ffmpeg, ["-v", "error"] + decoder + [
            "-i", file.path, "-vf", "scale=flags=accurate_rnd+full_chroma_int", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
        ])
        let size = width * height * 4
        return stride(from: 0, to: raw.count - size + 1, by: size).map { Array(raw[$0..<($0 + size)]) }
    }

    /// PSNR of RGB over the first `width`×`height` pixels of `decoded` (a frame `stride` pixels wide) against
    /// `expected`, both composited as `composite` says.
    static func psnr(_ decoded: [UInt8], stride: Int, _ expected: PixelImage, composite: (_ rgb: Double, _ alpha: Double, _ channel: Int) -> Double, decodedAlpha: Bool) -> Double {
        var squared = 0.0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let want = expected.bytes(x: x, y: y)
                let offset = (y * stride + x) * 4
                for channel in 0..<3 {
                    let a = composite(Double(want[channel]), Double(want[3]) / 255, channel)
                    let b = decodedAlpha ? composite(Double(decoded[offset + channel]), Double(decoded[offset + 3]) / 255, channel) : Double(decoded[offset + channel])
                    squared += (a - b) * (a - b)
                }
            }
        }
        let mean = squared / Double(expected.width * expected.height * 3)
        return mean == 0 ? 99 : 10 * log10(255 * 255 / mean)
    }

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-video-\(UUID().uuidString)-\(name)")
    }

    @Test("MP4: H.264 at the frames, rate and duration asked, BT.709 limited range, odd sizes padded, every frame on the matte within 38 dB",
          arguments: [("search", 95, 71, 30.0), ("home", 64, 64, 60.0)])
    func mp4(icon: String, width: Int, height: Int, framesPerSecond: Double) throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("\(icon).json").path)
        let viewport = Viewport(width: width, height: height)
        // 4:2:0 keeps one colour for four pixels, which costs a dark icon on a saturated matte more than 38 dB
        // before any coding (docs/video.md): the default white matte, as most pages are.
        let matte = LottieColor.white
        let frames = try document.animationFrames(.all, framesPerSecond: framesPerSecond)
        let file = Self.temporaryFile("\(icon).mp4")
        defer { try? FileManager.default.removeItem(at: file) }
        try document.animatedImage(viewport: viewport, format: .mp4, framesPerSecond: framesPerSecond, settings: AnimatedImageSettings(matte: matte)).write(to: file)

        let probe = try Self.probe(file)
        let stream = try #require(probe.streams.first)
        #expect(stream.codec_name == "h264" && stream.pix_fmt == "yuv420p")
        #expect(stream.color_space == "bt709" && stream.color_range == "tv")
        #expect(stream.width == width + width % 2 && stream.height == height + height % 2)
        #expect(stream.nb_read_frames == "\(frames.count)")
        #expect(stream.r_frame_rate == "\(Int(clampingRounded: framesPerSecond, to: 1...1000))/1")
        #expect(abs(try #require(Double(probe.format.duration)) - Double(frames.count) / framesPerSecond) < 0.002)
        // The index comes before the media, so that a browser plays the file as it arrives.
        let bytes = try Data(contentsOf: file)
        let moov = try #require(bytes.range(of: Data("moov".utf8))), mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)

        let decoded = try Self.decodedFrames(file, width: stream.width, height: stream.height, alpha: false)
        #expect(decoded.count == frames.count)
        let renderer = try AnimationRenderer(document: document, viewport: viewport)
        let matteBytes = [matte.red, matte.green, matte.blue].map { $0 * 255 }
        for (index, frame) in frames.enumerated() where index < decoded.count {
            let expected = try renderer.image(frame: frame)
            let quality = Self.psnr(decoded[index], stride: stream.width, expected, composite: { value, alpha, channel in
                value * alpha + matteBytes[channel] * (1 - alpha)
            }, decodedAlpha: false)
            #expect(quality >= 38, "frame \(frame): \(quality) dB")
        }
    }

    @Test("WebM: VP9 with alpha at the frames, rate and duration asked; colour within 38 dB, alpha within 2/255 and 0 where the frame is clear",
          arguments: [("search", 95, 71, 30.0), ("favourites", 64, 64, 60.0)])
    func webm(icon: String, width: Int, height: Int, framesPerSecond: Double) throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("\(icon).json").path)
        let viewport = Viewport(width: width, height: height)
        let frames = try document.animationFrames(.all, framesPerSecond: framesPerSecond)
        let file = Self.temporaryFile("\(icon).webm")
        defer { try? FileManager.default.removeItem(at: file) }
        try document.animatedImage(viewport: viewport, format: .webm, framesPerSecond: framesPerSecond).write(to: file)

        let probe = try Self.probe(file)
        let stream = try #require(probe.streams.first)
        #expect(stream.codec_name == "vp9" && stream.width == width && stream.height == height)
        #expect(stream.color_space == "bt709" && stream.color_range == "tv")
        #expect(stream.nb_read_frames == "\(frames.count)")
        #expect(abs(try #require(Double(probe.format.duration)) - Double(frames.count) / framesPerSecond) < 0.002)

        let decoded = try Self.decodedFrames(file, width: width, height: height, alpha: true)
        #expect(decoded.count == frames.count)
        let renderer = try AnimationRenderer(document: document, viewport: viewport)
        for (index, frame) in frames.enumerated() where index < decoded.count {
            let expected = try renderer.image(frame: frame)
            // Colour is compared premultiplied: where a pixel is clear its colour is no colour at all.
            let quality = Self.psnr(decoded[index], stride: width, expected, composite: { value, alpha, _ in value * alpha }, decodedAlpha: true)
            #expect(quality >= 38, "frame \(frame): \(quality) dB")
            var alphaError = 0, showingWhereClear = 0
            for y in 0..<height {
                for x in 0..<width {
                    let want = Int(expected.bytes(x: x, y: y)[3]), got = Int(decoded[index][(y * width + x) * 4 + 3])
                    alphaError += abs(want - got)
                    if want == 0 && got != 0 { showingWhereClear += 1 }
                }
            }
            #expect(Double(alphaError) / Double(width * height) <= 2, "frame \(frame)")
            #expect(showingWhereClear == 0, "frame \(frame)")
        }
    }

    @Test("a tab shift as MP4 and WebM holds the recording's frames, at its rate")
    func tabShift() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let recording = try TabShiftRecording(document: document, plan: TabShiftPlan(from: 0, to: 2), framesPerSecond: 30)
        let viewport = Viewport(width: 195, height: 42)
        for format in [AnimatedFormat.mp4, .webm] {
            let file = Self.temporaryFile("shift.\(format.rawValue)")
            defer { try? FileManager.default.removeItem(at: file) }
            try recording.animatedImage(viewport: viewport, format: format).write(to: file)
            let probe = try Self.probe(file)
            #expect(probe.streams.first?.nb_read_frames == "\(recording.times.count)")
            #expect(abs(try #require(Double(probe.format.duration)) - Double(recording.times.count) / 30) < 0.002)
        }
    }

    @Test("written to a file (frames spooled on disk) or returned as bytes, every format's file is the same", arguments: AnimatedFormat.allCases)
    func fileEqualsBytes(format: AnimatedFormat) throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let viewport = Viewport(width: 48, height: 48)
        let file = Self.temporaryFile("home.\(format.fileExtension)")
        defer { try? FileManager.default.removeItem(at: file) }
        try document.writeAnimatedImage(viewport: viewport, format: format, to: file.path)
        #expect(try Data(contentsOf: file) == document.animatedImage(viewport: viewport, format: format))
    }

    @Test("MP4 frames lie on the matte: a clear corner decodes as the matte's colour")
    func matte() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let file = Self.temporaryFile("matte.mp4")
        defer { try? FileManager.default.removeItem(at: file) }
        let matte = LottieColor(red: 0.2, green: 0.5, blue: 0.9)
        try document.animatedImage(.range(0, 3), viewport: Viewport(width: 64, height: 64), format: .mp4, settings: AnimatedImageSettings(matte: matte)).write(to: file)
        let corner = Array(try #require(Self.decodedFrames(file, width: 64, height: 64, alpha: false).first).prefix(3))
        #expect(zip(corner, [51, 128, 230]).allSatisfy { abs(Int($0) - $1) <= 3 }, "\(corner)")
    }

    @Test("a bit rate is aimed at: a lower one makes a smaller file (WebM's alpha, lossless, is on top)")
    func bitRate() throws {
        // Gradients: colour that costs bits. The icons are one flat colour whose shape is all in the alpha.
        let document = try AnimationDocument(contentsOfFile: PackagePaths.root.appendingPathComponent("Tests/SnapshotTests/Fixtures/paints.json").path)
        let viewport = Viewport(width: 128, height: 128)
        for format in [AnimatedFormat.mp4, .webm] {
            let low = try document.animatedImage(viewport: viewport, format: format, settings: AnimatedImageSettings(bitRate: 50_000))
            let high = try document.animatedImage(viewport: viewport, format: format, settings: AnimatedImageSettings(bitRate: 2_000_000))
            #expect(low.count < high.count, "\(format): \(low.count) bytes at 50 kbit/s, \(high.count) at 2 Mbit/s")
        }
    }
}
