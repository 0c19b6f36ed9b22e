import Foundation
import ImageCodecs
import Testing

/// `transition` and `export` on the project's bar: frame rates, timelines, badges, themes, reselect, exports.
@Suite("Tab bar commands")
struct TabBarCommandTests {
    static func timeline(_ options: [String]) throws -> [[String: Any]] {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("timeline.json")
        let result = try CommandRunner.run(["transition", "Animations/tabbar.json"] + options + ["--timeline", file.path])
        try #require(result.status == 0, "\(result.error)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        return try #require(root["frames"] as? [[String: Any]])
    }

    @Test("--fps sets the rate of numbered frames as of animated images: transition and render write a frame every 1/fps s")
    func framesPerSecond() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shift = folder.appendingPathComponent("shift")
        let made = try CommandRunner.run(["transition", "Animations/tabbar.json", "--from", "home", "--to", "inbox", "--fps", "30", "-o", shift.path + "/"])
        try #require(made.status == 0, "\(made.error)")
        // The shift lasts 0.55 s: frames at 0, 1/30, … through 0.55, the end included.
        #expect(try FileManager.default.contentsOfDirectory(atPath: shift.path).count == 18 && made.output.contains("at 30 fps"))
        let sixty = try Self.timeline(["--from", "home", "--to", "inbox"]), thirty = try Self.timeline(["--from", "home", "--to", "inbox", "--fps", "30"])
        #expect(sixty.count == 34 && thirty.count == 18 && (thirty[1]["time"] as? Double).map { abs($0 - 1.0 / 30) < 1e-9 } == true)
        // render: the select marker's 25 frames at 60 fps, 13 at 30.
        let select = folder.appendingPathComponent("select")
        let rendered = try CommandRunner.run(["render", "Animations/home.json", "--marker", "select", "--fps", "30", "--size", "48", "-o", select.path + "/"])
        try #require(rendered.status == 0, "\(rendered.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: select.path).count == 13)
    }

    @Test("a reduced-motion timeline changes from frame to frame and holds the cross-fade, the indicators and the titles")
    func reducedMotionTimeline() throws {
        let frames = try Self.timeline(["--from", "home", "--to", "favourites", "--reduced-motion"])
        #expect(frames.count == 10)
        let bodies = frames.map { frame -> String in
            var copy = frame
            copy["time"] = nil
            return String(decoding: (try? JSONSerialization.data(withJSONObject: copy, options: .sortedKeys)) ?? Data(), as: UTF8.self)
        }
        #expect(Set(bodies).count == bodies.count, "every frame differs")
        let middle = frames[5], tabs = try #require(middle["tabs"] as? [[String: Any]])
        #expect((tabs[0]["crossFade"] as? [String: Any])?["progress"] != nil && (middle["indicators"] as? [Any])?.count == 2)
        #expect((tabs[2]["title"] as? [String: Any])?["text"] as? String == "Favourites" && (tabs[3]["badge"] as? [String: Any])?["value"] as? String == "3")
    }

    @Test("--badge ID=VALUE --at S changes badges during the shift, in the order given with --then")
    func badges() throws {
        let frames = try Self.timeline(["--from", "home", "--to", "inbox", "--badge", "inbox=none", "--at", "0.1", "--then", "search", "--at", "0.2", "--badge", "profile=120", "--at", "0.3"])
        func badge(_ frame: [String: Any], _ tab: Int) -> [String: Any]? { ((frame["tabs"] as? [[String: Any]])?[tab])?["badge"] as? [String: Any] }
        #expect(badge(frames[0], 3)?["value"] as? String == "3" && badge(frames[0], 4) == nil)
        #expect(frames.last.flatMap { badge($0, 3) } == nil && frames.last.flatMap { badge($0, 4) }?["value"] as? String == "120")
        #expect(frames.last?["selected"] as? Int == 1, "the --then tap went to search")
        let bump = frames.compactMap { badge($0, 4)?["scale"] as? Double }.max() ?? 0
        #expect(bump > 1, "the badge pops in past its size")
    }

    @Test("tapping the selected tab with no reselect marker leaves the icon on its selected frame")
    func reselect() throws {
        let frames = try Self.timeline(["--from", "home", "--to", "home"])
        let homeFrames = Set(frames.compactMap { ($0["tabs"] as? [[String: Any]])?.first?["frame"] as? Double })
        #expect(homeFrames == [23.999])
    }

    @Test("--theme dark draws the dark bar; an unknown theme is a one-line error listing the themes")
    func theme() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strip = folder.appendingPathComponent("strip.png")
        let made = try CommandRunner.run(["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--theme", "dark", "--strip", strip.path])
        try #require(made.status == 0, "\(made.error)")
        let corner = try PixelImage(decodingPNG: Data(contentsOf: strip)).pixel(x: 2, y: 2)
        #expect(corner.red < 0.15 && corner.green < 0.15 && corner.blue < 0.15)
        let unknown = try CommandRunner.run(["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--theme", "sepia", "--strip", strip.path])
        #expect(unknown.status == 1 && unknown.error.contains("there is no theme \"sepia\"; the themes are dark, light") && unknown.error.split(separator: "\n").count == 1)
    }

    @Test("export writes Lottie JSON with ty first, or a dotLottie file with the shift and the icons; --all marks every shift")
    func export() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("shift.json"), dotLottie = folder.appendingPathComponent("shifts.lottie")
        let one = try CommandRunner.run(["export", "Animations/tabbar.json", "--from", "home", "--to", "favourites", "-o", json.path])
        try #require(one.status == 0, "\(one.error)")
        let text = try String(contentsOf: json, encoding: .utf8)
        #expect(text.hasPrefix(#"{"v":"5.7.4","nm":"home→favourites","fr":60,"ip":0,"op":34,"w":390,"h":84"#))
        // Every "ty" opens its object.
        let types = text.components(separatedBy: #""ty":"#).count - 1
        #expect(types > 40 && text.components(separatedBy: #"{"ty":"#).count - 1 == types)
        let all = try CommandRunner.run(["export", "Animations/tabbar.json", "--all", "-o", dotLottie.path])
        try #require(all.status == 0, "\(all.error)")
        let data = try Data(contentsOf: dotLottie)
        #expect(data.starts(with: [0x50, 0x4B, 0x03, 0x04]))
        // TabShift plays its own dotLottie export: the first animation is the shifts, with their markers.
        let inspected = try CommandRunner.run(["inspect", dotLottie.path])
        #expect(inspected.status == 0 && inspected.output.contains("home→search") && inspected.output.contains("profile→inbox"), "\(inspected.output)")
        let rendered = try CommandRunner.run(["render", dotLottie.path, "--frame", "10", "-o", folder.appendingPathComponent("frame.png").path])
        #expect(rendered.status == 0, "\(rendered.error)")
    }
}
