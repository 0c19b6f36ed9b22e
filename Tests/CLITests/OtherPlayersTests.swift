import Foundation
import ImageCodecs
import Testing

/// TabShift's files in the players apps use: ThorVG (dotLottie) and rlottie (Telegram), through
/// `Tools/reference-players.py` in the virtual environment `Tools/install-system-dependencies.sh --with-players`
/// makes. Each frame they draw must match TabShift's own within the conformance metric (diff_pct under 3).
///
/// Skipped when the players are not installed, unless TABSHIFT_REQUIRE_PLAYERS is set (as `.ci/run` sets it).
@Suite("TabShift's files in other players", .serialized)
struct OtherPlayersTests {
    static let python: String? = {
        let environment = ProcessInfo.processInfo.environment
        let venv = environment["TABSHIFT_PLAYERS_VENV"] ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/tabshift/players").path
        let candidate = venv + "/bin/python3"
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()
    static let required = ProcessInfo.processInfo.environment["TABSHIFT_REQUIRE_PLAYERS"] != nil
    static let runs = python != nil || required
    static let engines = ["thorvg", "rlottie"]

    /// Frames `frames` of `file` drawn by `engine` at `size`, by the file's own frame numbers.
    static func play(_ file: URL, engine: String, size: String, frames: String, into folder: URL) throws -> [String: PixelImage] {
        let drawn = try playedFiles(file, engine: engine, size: size, frames: frames, into: folder)
        return try drawn.mapValues { try PixelImage(decodingPNG: Data(contentsOf: $0)) }
    }

    /// The PNG files of `play`, by frame number, not yet read.
    static func playedFiles(_ file: URL, engine: String, size: String, frames: String, into folder: URL) throws -> [String: URL] {
        let python = try #require(python, "ThorVG and rlottie are not installed (Tools/install-system-dependencies.sh --with-players)")
        let out = folder.appendingPathComponent(engine)
        let result = try CommandRunner.run(arguments: [CommandRunner.packageRoot.appendingPathComponent("Tools/reference-players.py").path, file.path,
                                                       "--engine", engine, "--size", size, "--frames", frames, "--out", out.path], executable: python)
        try #require(result.status == 0, "\(engine): \(result.error)")
        var files: [String: URL] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            files[String(name.dropFirst(engine.count + 1).dropLast(4))] = out.appendingPathComponent(name)
        }
        return files
    }

    /// TabShift's frames of a shift, `frame-00000.png` onwards, as `transition` writes them.
    static func transitionFrames(_ options: [String], size: String, in folder: URL) throws -> [PixelImage] {
        let frames = folder.appendingPathComponent("tabshift-\(UUID().uuidString)")
        let result = try CommandRunner.run(["transition", "Animations/tabbar.json"] + options + ["--size", size, "-o", frames.path + "/"])
        try #require(result.status == 0, "\(result.error)")
        return try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted().map { try PixelImage(decodingPNG: Data(contentsOf: frames.appendingPathComponent($0))) }
    }

    /// Exports `options` and checks every frame in both players against TabShift's frames at the same times.
    func checkExport(_ options: [String], references: [PixelImage], exported: URL, in folder: URL) throws {
        let size = "\(references[0].width)x\(references[0].height)"
        for engine in Self.engines {
            let played = try Self.play(exported, engine: engine, size: size, frames: "0..\(references.count - 1)", into: folder)
            #expect(played.count == references.count, "\(engine) drew \(played.count) of \(references.count) frames")
            var worst = (frame: 0, percent: 0.0)
            for (frame, reference) in references.enumerated() {
                let drawn = try #require(played[String(frame)], "\(engine) frame \(frame)")
                let percent = ImageDifference(reference, drawn).differingPercent
                if percent > worst.percent { worst = (frame, percent) }
            }
            #expect(worst.percent < ImageDifference.passingPercent, "\(options.joined(separator: " ")): \(engine) differs from TabShift by \(worst.percent)% at frame \(worst.frame)")
        }
    }

    @Test("an exported tap, an interrupted shift and a drag play in ThorVG and rlottie as TabShift draws them, frame by frame", .enabled(if: runs),
          arguments: [
              ["--from", "home", "--to", "favourites"],
              ["--from", "home", "--to", "profile", "--then", "search", "--at", "0.15"],
              ["--from", "inbox", "--to", "home", "--release-at", "0.4", "--velocity", "2", "--badge", "inbox=none", "--at", "0.3"],
              ["--from", "search", "--to", "profile", "--reduced-motion", "--theme", "dark"],
          ])
    func exportedShift(options: [String]) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = folder.appendingPathComponent("shift.json")
        let made = try CommandRunner.run(["export", "Animations/tabbar.json"] + options + ["-o", exported.path])
        try #require(made.status == 0, "\(made.error)")
        try checkExport(options, references: try Self.transitionFrames(options, size: "390x84", in: folder), exported: exported, in: folder)
    }

    @Test("--all plays every shift from its marker: each of the 20 markers matches TabShift's drawing of that shift, every third frame and the last", .enabled(if: runs))
    func everyShift() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = folder.appendingPathComponent("shifts.json")
        let made = try CommandRunner.run(["export", "Animations/tabbar.json", "--all", "-o", exported.path])
        try #require(made.status == 0, "\(made.error)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: exported)) as? [String: Any])
        let markers = try #require(root["markers"] as? [[String: Any]])
        let frameCount = try #require(root["op"] as? Int)
        #expect(markers.count == 20 && markers.first?["cm"] as? String == "home→search" && markers.last?["cm"] as? String == "profile→inbox")
        // A debug build draws and compares pixels slowly: every third frame of each marker and its last (the
        // export test above takes them all). The players draw just those, and TabShift draws the shift at 20 fps,
        // whose frame k is the 60-fps export's frame 3k and whose last is the shift's end, as the export's is.
        func checked(length: Int) -> [Int] { Array(stride(from: 0, to: length - 1, by: 3)) + [length - 1] }
        var drawnFrames: [Int] = []
        for marker in markers {
            let start = try #require(marker["tm"] as? Int), length = try #require(marker["dr"] as? Int) + 1
            drawnFrames += checked(length: length).map { start + $0 }.filter { $0 < frameCount }
        }
        var played: [String: [String: URL]] = [:]
        for engine in Self.engines {
            played[engine] = try Self.playedFiles(exported, engine: engine, size: "390x84", frames: drawnFrames.map(String.init).joined(separator: ","), into: folder)
        }
        // Each marker against its own shift, from the marker's start.
        for marker in markers {
            let name = try #require(marker["cm"] as? String), start = try #require(marker["tm"] as? Int), length = try #require(marker["dr"] as? Int) + 1
            let tabs = name.split(separator: "→").map(String.init)
            let references = try Self.transitionFrames(["--from", tabs[0], "--to", tabs[1], "--fps", "20"], size: "390x84", in: folder)
            let checked = checked(length: length)
            #expect(references.count == checked.count, "\(name): the marker spans \(length) frames at 60 fps, the shift \(references.count) at 20")
            for engine in Self.engines {
                let worst = try zip(checked, references).map { frame, reference in
                    let drawn = try PixelImage(decodingPNG: Data(contentsOf: try #require(played[engine]?[String(start + frame)], "\(engine) frame \(start + frame)")))
                    return ImageDifference(reference, drawn).differingPercent
                }.max() ?? 100
                #expect(worst < ImageDifference.passingPercent, "\(name) in \(engine): \(worst)%")
            }
        }
    }

    @Test("every icon of Animations/ draws in ThorVG and rlottie as in TabShift at every frame, its markers' included", .enabled(if: runs))
    func iconsInOtherPlayers() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["home", "search", "favourites", "inbox", "profile"] {
            let file = CommandRunner.packageRoot.appendingPathComponent("Animations/\(name).json")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let markers = try #require(root["markers"] as? [[String: Any]])
            #expect(markers.count >= 2)
            let frames = folder.appendingPathComponent("\(name)-tabshift")
            let result = try CommandRunner.run(["render", file.path, "--all", "--size", "96x96", "-o", frames.path + "/"])
            try #require(result.status == 0, "\(result.error)")
            let references = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted().map { try PixelImage(decodingPNG: Data(contentsOf: frames.appendingPathComponent($0))) }
            for engine in Self.engines {
                let played = try Self.play(file, engine: engine, size: "96x96", frames: "0..\(references.count - 1)", into: folder.appendingPathComponent(name))
                for (frame, reference) in references.enumerated() {
                    let drawn = try #require(played[String(frame)], "\(engine) drew no frame \(frame) of \(name)")
                    let percent = ImageDifference(reference, drawn).differingPercent
                    #expect(percent < ImageDifference.passingPercent, "\(name) frame \(frame) in \(engine): \(percent)%")
                    // Not blank: a player that skipped the shapes would match an empty frame only where TabShift's is.
                    #expect(drawn.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element > 200 }, "\(name) frame \(frame) in \(engine) is blank")
                }
            }
        }
    }
}
