import Foundation
import Testing

/// `tabshift interact` on dotlottie-rs's tween_poses demo (Tests/StateMachineTests/Fixtures/dotlottie-rs, MIT).
@Suite("tabshift interact")
struct InteractCommandTests {
    static let poses = CommandRunner.packageRoot.appendingPathComponent("Tests/StateMachineTests/Fixtures/dotlottie-rs/statemachines/normal_usecases/tween_poses.lottie").path

    @Test("Taps at times render every frame and log each state and transition; inspect lists the machine")
    func taps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interact-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames"), events = folder.appendingPathComponent("events.jsonl")
        let result = try CommandRunner.run(["interact", Self.poses, "--size", "150x150", "--click", "75,27@0.2", "--click", "122,75@0.6",
                                            "--fps", "10", "--duration", "3", "-o", frames.path, "--events", events.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("31 frames") && result.output.contains("final state pose_right"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.count == 31)
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let entered = lines.filter { $0["event"] as? String == "stateEntered" }.compactMap { $0["state"] as? String }
        #expect(entered == ["pose_center", "pose_right"], "the abandoned pose_up is never entered")
        #expect(lines.contains { $0["event"] as? String == "transition" && $0["to"] as? String == "pose_up" && $0["seconds"] as? Double == 0.2 })
        let inspected = try CommandRunner.run(["inspect", Self.poses])
        #expect(inspected.output.contains("state machine tween_poses: starts in pose_center") && inspected.output.contains("PointerEnter on target_up"))
    }

    @Test("A script file, and clear one-line errors for a bad step or an unknown input")
    func errors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script.json")
        try Data(#"[{"at": 0.1, "set": {"pose": 2}}]"#.utf8).write(to: script)
        let scripted = try CommandRunner.run(["interact", Self.poses, "--size", "60x60", "--script", script.path, "--duration", "3", "--events", folder.appendingPathComponent("e.jsonl").path])
        #expect(scripted.status == 0, "\(scripted.error)")
        let badStep = try CommandRunner.run(["interact", Self.poses, "--click", "75@1", "--events", "/dev/null"])
        #expect(badStep.status != 0 && badStep.error.contains("X,Y@SECONDS"))
        let unknown = try CommandRunner.run(["interact", Self.poses, "--set", "speed=2@0", "--events", folder.appendingPathComponent("x.jsonl").path])
        #expect(unknown.status == 1 && unknown.error.contains("no input \"speed\"") && unknown.error.split(separator: "\n").count == 1)
    }

    @Test("The bar exported with its state machine: clicks on three tabs log each state and transition")
    func exportedBar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interact-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bar = folder.appendingPathComponent("bar.lottie"), events = folder.appendingPathComponent("events.jsonl")
        let exported = try CommandRunner.run(["export", CommandRunner.packageRoot.appendingPathComponent("Animations/tabbar.json").path, "--all", "--fps", "30", "--output", bar.path])
        #expect(exported.status == 0, "\(exported.error)")
        let played = try CommandRunner.run(["interact", bar.path, "--click", "120,36@0", "--click", "195,36@1", "--click", "344,36@2", "--fps", "10", "--duration", "3", "--events", events.path])
        #expect(played.status == 0, "\(played.error)")
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let entered = lines.filter { $0["event"] as? String == "stateEntered" }.compactMap { $0["state"] as? String }
        #expect(entered == ["at home", "home→search", "search→favourites", "favourites→profile"])
        let transitions = lines.filter { $0["event"] as? String == "transition" }.compactMap { line in (line["from"] as? String).map { "\($0) > \(line["to"] as? String ?? "")" } }
        #expect(transitions == [" > at home", "at home > home→search", "home→search > search→favourites", "search→favourites > favourites→profile"])
        let inspected = try CommandRunner.run(["inspect", bar.path])
        #expect(inspected.output.contains("state machine bar: starts in at home") && inspected.output.contains("Click on Tab area profile"))
    }
}
