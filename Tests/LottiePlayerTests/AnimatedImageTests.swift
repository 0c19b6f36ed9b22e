import Foundation
import ImageCodecs
@_spi(Model) import LottieModel
import LottiePlayer
import Testing

/// Every animated format read back by an independent decoder holds the frames the PNG path draws, timed and
/// looped as asked.
@Suite("Animated images")
struct AnimatedImageTests {
    static let viewport = Viewport(width: 72, height: 72)

    /// The straight RGBA frames `render --frames` would write, at the animation's own rate.
    static func stills(_ document: AnimationDocument, _ frames: [Double], background: LottieColor? = nil) throws -> [PixelImage] {
        let renderer = try AnimationRenderer(document: document, viewport: viewport, background: background)
        return try frames.map { frame throws(PlayerError) in try renderer.image(frame: frame) }
    }

    /// The largest channel difference over pixels either image covers (fully transparent pixels have no colour).
    static func largestDifference(_ a: PixelImage, _ b: PixelImage) -> Int {
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let left = a.bytes(x: x, y: y), right = b.bytes(x: x, y: y)
                if left[3] == 0 && right[3] == 0 { continue }
                largest = max(largest, zip(left, right).map { abs(Int($0) - Int($1)) }.max()!)
            }
        }
        return largest
    }

    @Test("animated WebP, lossless, holds every frame exactly with its time", arguments: ["home", "search"])
    func webP(icon: String) throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("\(icon).json").path)
        let frames = try document.animationFrames(.all)
        let data = try document.animatedImage(viewport: Self.viewport, format: .webp)
        let decoded = try AnimatedImageReaders.webP(data)
        let expected = try Self.stills(document, frames)
        #expect(decoded.frames.count == frames.count)
        #expect(decoded.loopCount == 0)
        for (index, frame) in decoded.frames.enumerated() {
            #expect(Self.largestDifference(frame.image, expected[index]) == 0, "frame \(index)")
        }
        // Milliseconds rounded from the running total: 1/60 s frames last 17, 17, 16 ms and add up.
        let total = decoded.frames.map(\.durationSeconds).reduce(0, +)
        #expect(abs(total - Double(frames.count) / document.animation.frameRate) < 0.001)
        #expect(decoded.frames.allSatisfy { abs($0.durationSeconds - 1 / document.animation.frameRate) < 0.001 }, "\(decoded.frames.map(\.durationSeconds))")
    }

    @Test("lossy WebP is lossy and stays close to the frames")
    func lossyWebP() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let lossless = try document.animatedImage(viewport: Self.viewport, format: .webp)
        let lossy = try document.animatedImage(viewport: Self.viewport, format: .webp, settings: AnimatedImageSettings(quality: 60))
        let decoded = try AnimatedImageReaders.webP(lossy)
        let expected = try Self.stills(document, try document.animationFrames(.all))
        // Lossy frames are VP8 bitstreams, lossless ones VP8L.
        #expect(lossy.range(of: Data("VP8 ".utf8)) != nil && lossy.range(of: Data("VP8L".utf8)) == nil)
        #expect(lossless.range(of: Data("VP8L".utf8)) != nil && lossless.range(of: Data("VP8 ".utf8)) == nil)
        #expect(decoded.frames.count == expected.count)
        for (index, frame) in decoded.frames.enumerated() {
            let difference = ImageDifference(expected[index], frame.image)
            #expect(difference.differingPercent < ImageDifference.passingPercent, "frame \(index): \(difference)")
        }
    }

    @Test("APNG holds every frame exactly, the first as the still image, delays as exact fractions")
    func apng() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("profile.json").path)
        let frames = try document.animationFrames(.all)
        let data = try document.animatedImage(viewport: Self.viewport, format: .apng, settings: AnimatedImageSettings(loopCount: 3))
        let decoded = try AnimatedImageReaders.apng(data)
        let expected = try Self.stills(document, frames)
        #expect(decoded.loopCount == 3)
        #expect(decoded.frames.count == frames.count)
        for (index, frame) in decoded.frames.enumerated() { #expect(frame.image == expected[index], "frame \(index)") }
        #expect(decoded.frames.allSatisfy { $0.durationSeconds == 1 / document.animation.frameRate })
        // A viewer without APNG support shows the first frame.
        #expect(try PixelImage(decodingPNG: data) == expected[0])
    }

    @Test("GIF: frames at 50 per second, each close to the frame at that time, matte edges, transparent outside")
    func gif() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let matte = LottieColor(red: 0.11, green: 0.11, blue: 0.12)
        let data = try document.animatedImage(viewport: Self.viewport, format: .gif, settings: AnimatedImageSettings(loopCount: 2, matte: matte))
        let decoded = try AnimatedImageReaders.gif(data)
        let frames = try document.animationFrames(.all, framesPerSecond: 50)
        let expected = try Self.stills(document, frames)
        #expect(decoded.loopCount == 2)
        #expect(decoded.frames.count == frames.count)
        #expect(frames.count == Int((Double(try document.animationFrames(.all).count) * 50 / document.animation.frameRate).rounded(.up)))
        #expect(decoded.frames.allSatisfy { $0.durationSeconds == 0.02 })
        for (index, frame) in decoded.frames.enumerated() {
            var matted = expected[index]
            for y in 0..<matted.height {
                for x in 0..<matted.width {
                    let pixel = matted.bytes(x: x, y: y)
                    let coverage = Double(pixel[3]) / 255
                    guard pixel[3] > 0 else { continue }
                    let channels = [matte.red, matte.green, matte.blue].enumerated().map { channel, value in
                        UInt8((Double(pixel[channel]) * coverage + value * 255 * (1 - coverage)).rounded())
                    }
                    matted.setBytes(channels + [255], x: x, y: y)
                }
            }
            // Transparent exactly where nothing is drawn; colours within a palette's reach.
            #expect((0..<72).allSatisfy { y in (0..<72).allSatisfy { x in (frame.image.bytes(x: x, y: y)[3] == 0) == (expected[index].bytes(x: x, y: y)[3] == 0) } })
            #expect(Self.largestDifference(frame.image, matted) <= 24, "frame \(index)")
        }
    }

    @Test("a tab shift as animated WebP holds the recording's poses")
    func tabShift() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let recording = try TabShiftRecording(document: document, plan: TabShiftPlan(from: 0, to: 2), framesPerSecond: 30)
        let viewport = Viewport(width: 195, height: 42)
        let data = try recording.animatedImage(viewport: viewport, format: .webp)
        let decoded = try AnimatedImageReaders.webP(data)
        let renderer = try TabBarRenderer(document: document, viewport: viewport)
        #expect(decoded.frames.count == recording.times.count)
        for (index, time) in recording.times.enumerated() {
            #expect(Self.largestDifference(decoded.frames[index].image, try renderer.image(recording.pose(at: time))) == 0, "time \(time)")
        }
    }

    @Test("a marker's frames, its end included, and resampling to another rate")
    func selections() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let select = try document.marker(named: "select")
        #expect(try document.animationFrames(.marker("select")) == Array(stride(from: select.frame, through: select.endFrame, by: 1)))
        #expect(try document.animationFrames(.range(0, 6), framesPerSecond: document.animation.frameRate / 2) == [0, 2, 4, 6])
        #expect(throws: PlayerError.self) { try document.animationFrames(.marker("nope")) }
        let decoded = try AnimatedImageReaders.webP(try document.animatedImage(.marker("select"), viewport: Self.viewport, format: .webp))
        #expect(decoded.frames.count == Int(select.durationFrames) + 1)
    }
}
