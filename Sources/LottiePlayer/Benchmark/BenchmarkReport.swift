/// What `tabshift bench` reports for one file at one size: decoding, and frames rendered into memory.
package struct BenchmarkReport: Codable, Sendable, Equatable {
    /// The time one frame took to draw.
    package struct FrameTime: Codable, Sendable, Equatable {
        /// The frame measured.
        package var frame: Double
        /// Median CPU milliseconds over the repetitions.
        package var ms: Double
    }

    /// The file measured.
    package var file: String
    /// `WIDTHxHEIGHT`.
    package var size: String
    /// Median CPU milliseconds to decode and compile the file.
    package var decodeMilliseconds: Double
    /// Median CPU milliseconds jansson alone takes to parse the same bytes and free its tree: the floor under
    /// `decodeMilliseconds`.
    package var parseMilliseconds: Double
    /// Median of the frames' medians.
    package var frameMilliseconds: Double
    /// 90th percentile of every timed render.
    package var p90Milliseconds: Double
    /// Each measured frame's median time.
    package var frames: [FrameTime]

    enum CodingKeys: String, CodingKey {
        case file, size, frames
        case decodeMilliseconds = "decode_ms"
        case parseMilliseconds = "parse_ms"
        case frameMilliseconds = "frame_ms"
        case p90Milliseconds = "p90_ms"
    }
}

/// What `tabshift bench BAR.json --from --to` reports: every frame of one tab shift drawn at one size.
package struct BarBenchmarkReport: Codable, Sendable, Equatable {
    /// The file measured.
    package var file: String
    /// The output size, WIDTHxHEIGHT.
    package var size: String
    /// The tab the shift starts on.
    package var from: String
    /// The tab the shift goes to.
    package var to: String
    /// Frames in the shift, at the recording's frame rate.
    package var frameCount: Int
    /// Median CPU milliseconds of one bar frame (pose, composition and drawing, no encoding).
    package var barFrameMilliseconds: Double
    /// The 90th-percentile bar frame time in milliseconds.
    package var p90Milliseconds: Double

    enum CodingKeys: String, CodingKey {
        case file, size, from, to
        case frameCount = "frame_count"
        case barFrameMilliseconds = "bar_frame_ms"
        case p90Milliseconds = "p90_ms"
    }
}

enum Statistics {
    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    /// The value below which `fraction` of `values` lie, by linear interpolation; 0 for no values.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(clampingRounded: position, to: 0...sorted.count - 1, rule: .down),
            upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// Milliseconds with microsecond precision.
    static func milliseconds(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e3 }
}
