import Foundation
import Testing

/// `tabshift bench` reports what the README documents; its figures are not judged here (a benchmark is not a test).
@Suite("tabshift bench")
struct BenchCommandTests {
    @Test("one JSON object per file and size, with the documented keys")
    func animationReport() throws {
        let result = try CommandRunner.run(["bench", "Animations/home.json", "--size", "16x16", "--size", "24x24", "--frames", "ip,mid,12", "--reps", "2", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let reports = try result.output.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        #expect(reports.map { $0["size"] as? String } == ["16x16", "24x24"])
        for report in reports {
            #expect(Set(report.keys) == ["file", "size", "decode_ms", "parse_ms", "frame_ms", "p90_ms", "frames"])
            let frames = report["frames"] as? [[String: Any]] ?? []
            #expect(frames.compactMap { $0["frame"] as? Double } == [0, 24, 12])
            #expect(frames.allSatisfy { ($0["ms"] as? Double ?? -1) >= 0 })
        }
    }

    @Test("a shift reports its bar frames at the scale asked")
    func shiftReport() throws {
        let result = try CommandRunner.run(["bench", "Animations/tabbar.json", "--from", "home", "--to", "favourites", "--scale", "2", "--reps", "1", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any] ?? [:]
        #expect(report["size"] as? String == "780x168")
        #expect((report["frame_count"] as? Int ?? 0) > 10)
        #expect(report["bar_frame_ms"] is Double)
    }

    @Test("a frame outside the animation is an error naming the file")
    func badFrames() throws {
        let result = try CommandRunner.run(["bench", "Animations/home.json", "--frames", "ip,900"])
        #expect(result.status == 1)
        #expect(result.error.contains("Animations/home.json") && result.error.contains("900"))
    }
}
