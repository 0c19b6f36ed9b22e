import CairoRendering
import Foundation
import ImageCodecs
import LottieTestFixtures
import Testing

@Suite("tabshift end to end", .serialized)
struct EndToEndTests {
    let home = "Animations/home.json"

    @Test("render writes a PNG of the asked size that shows the icon")
    func renderPNG() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("home.png").path
        let result = try CommandRunner.run(["render", home, "--frame", "12", "--size", "64x48", "--output", output])
        #expect(result.status == 0, "\(result.error)")
        let image = try PixelImage(decodingPNG: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(image.width == 64 && image.height == 48)
        #expect(image.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 }, "the icon should draw opaque pixels")
        #expect(image.bytes(x: 0, y: 0)[3] == 0, "the corner stays transparent without --background")
    }

    @Test("--size takes WIDTHxHEIGHT in either case, or one number for a square", arguments: [("64X32", 64, 32), ("48", 48, 48)])
    func sizeForms(text: String, width: Int, height: Int) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("home.png").path
        #expect(try CommandRunner.run(["render", home, "--size", text, "-o", output]).status == 0)
        let image = try PixelImage(decodingPNG: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(image.width == width && image.height == height)
    }

    @Test("render picks SVG and PDF from the extension and takes a background")
    func renderFormats() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("home.svg").path, pdf = folder.appendingPathComponent("home.pdf").path
        #expect(try CommandRunner.run(["render", home, "--frame", "3.5", "--size", "48x48", "-o", svg, "--background", "#102030"]).status == 0)
        #expect(try CommandRunner.run(["render", home, "--size", "48x48", "-o", pdf]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("rgb(6.2745%,12.549%,18.8235%)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)).starts(with: Array("%PDF".utf8)))
    }

    @Test("--frames writes a sequence numbered from 0, or by animation frame with --number-from-frame")
    func renderSequence() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("frames").path
        let result = try CommandRunner.run(["render", home, "--frames", "10..13", "--size", "24x24", "-o", output])
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"])
        let numbered = try CommandRunner.run(["render", home, "--frames", "10..11", "--size", "24x24", "--number-from-frame", "-o", output])
        #expect(numbered.status == 0, "\(numbered.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["frame-00010.png", "frame-00011.png"])
    }

    @Test("render and transition write animated WebP, GIF and APNG chosen by extension or --format, to a file or standard output")
    func animatedOutputs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs: [(arguments: [String], file: String, magic: [UInt8], marker: String)] = [
            (["render", home, "--all", "--size", "32x32"], "home.webp", Array("RIFF".utf8), "ANMF"),
            (["render", home, "--marker", "select", "--size", "32x32", "--loop", "1"], "home.gif", Array("GIF89a".utf8), ","),
            (["render", home, "--frames", "0..9", "--size", "32x32", "--format", "apng"], "home.png", [0x89, 0x50, 0x4E, 0x47], "acTL"),
            (["transition", "Animations/tabbar.json", "--from", "home", "--to", "favourites", "--size", "195x42"], "shift.webp", Array("RIFF".utf8), "ANMF"),
        ]
        for run in runs {
            let path = folder.appendingPathComponent(run.file).path
            let result = try CommandRunner.run(run.arguments + ["-o", path])
            #expect(result.status == 0, "\(run.arguments): \(result.error)")
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.starts(with: run.magic) && data.range(of: Data(run.marker.utf8)) != nil, "\(run.file)")
            // The same bytes through a pipe: the encoders are deterministic.
            let format = ["webp": "webp", "gif": "gif", "png": "apng"][(run.file as NSString).pathExtension]!
            let piped = try CommandRunner.run(run.arguments + ["--format", format, "-o", "-"])
            #expect(piped.status == 0 && piped.outputData == data, "\(run.file) through standard output")
        }
        // Frames 0…9 at the animation's rate: ten fcTL chunks.
        let apng = try Data(contentsOf: folder.appendingPathComponent("home.png"))
        #expect(apng.ranges(of: Data("fcTL".utf8)).count == 10)
        // Played once: no Netscape looping extension.
        #expect(try Data(contentsOf: folder.appendingPathComponent("home.gif")).range(of: Data("NETSCAPE2.0".utf8)) == nil)
    }

    @Test("keypaths lists what --color matches; --tint and --color recolour, and a typo warns with the closest keypaths")
    func colors() throws {
        let heart = "Animations/favourites.json"
        let listed = try CommandRunner.run(["keypaths", heart, "--colors"])
        #expect(listed.status == 0 && listed.output.split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) } == ["favourites.Heart.Fill.Color", "favourites.Heart.Stroke.Color"].map(Optional.some), "\(listed.output)")
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("heart.png").path
        let recoloured = try CommandRunner.run(["render", heart, "--frame", "20", "--size", "48x48", "--tint", "#0000FF", "--color", "**.Fill.Color=#FF0000", "-o", output])
        #expect(recoloured.status == 0 && recoloured.error.isEmpty, "\(recoloured.error)")
        let image = try PixelImage(decodingPNG: Data(contentsOf: URL(fileURLWithPath: output)))
        // The fill is red (--color comes after --tint); the outline blue.
        #expect(image.pixel(x: 24, y: 24).red > 0.99 && image.pixel(x: 24, y: 24).blue < 0.01)
        let outline = (0..<48).flatMap { y in (0..<48).map { x in image.pixel(x: x, y: y) } }.filter { $0.blue > 0.9 && $0.red < 0.1 && $0.alpha > 0.5 }
        #expect(outline.count > 40, "\(outline.count) blue outline pixels")
        let typo = try CommandRunner.run(["render", heart, "--frame", "20", "--color", "Hart.Fill.Color=#FF0000", "-o", output])
        #expect(typo.status == 0)
        #expect(typo.error.contains("warning: \(heart): --color 'Hart.Fill.Color' matches no color keypath; closest: 'favourites.Heart.Fill.Color'"), "\(typo.error)")
        let shift = try CommandRunner.run(["transition", "Animations/tabbar.json", "--from", "home", "--to", "favourites", "--tint", "#FF2D55", "--color", "**.Hart.Color=#FFCC00", "--timeline", folder.appendingPathComponent("t.json").path])
        #expect(shift.status == 0 && shift.error.contains("--color '**.Hart.Color' matches no color keypath"), "\(shift.error)")
        #expect(try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8).contains("#FF2D55FF"))
    }

    @Test("a Telegram sticker (.tgs, gzip-compressed) renders like the JSON inside")
    func telegramSticker() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sticker = folder.appendingPathComponent("home.tgs")
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-c", CommandRunner.packageRoot.appendingPathComponent(home).path]
        #expect(FileManager.default.createFile(atPath: sticker.path, contents: nil))
        gzip.standardOutput = try FileHandle(forWritingTo: sticker)
        try gzip.run()
        gzip.waitUntilExit()
        for (input, output) in [(sticker.path, "sticker.png"), (home, "json.png")] {
            let result = try CommandRunner.run(["render", input, "--frame", "24", "--size", "48x48", "-o", folder.appendingPathComponent(output).path])
            #expect(result.status == 0, "\(result.error)")
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("sticker.png")) == Data(contentsOf: folder.appendingPathComponent("json.png")))
    }

    @Test("inspect --strict and compare --max-diff fail scripts (exit 1) only when they should")
    func scriptGates() throws {
        #expect(try CommandRunner.run(["inspect", home, "--strict"]).status == 0)
        let strict = try CommandRunner.run(["inspect", "Tests/SnapshotTests/Fixtures/text.json", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.error.contains("--strict fails on any"), "\(strict.error)")
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for frame in ["0", "24"] {
            #expect(try CommandRunner.run(["render", home, "--frame", frame, "--size", "48x48", "-o", folder.appendingPathComponent("\(frame).png").path]).status == 0)
        }
        let (first, second) = (folder.appendingPathComponent("0.png").path, folder.appendingPathComponent("24.png").path)
        #expect(try CommandRunner.run(["compare", first, first, "--max-diff", "0"]).status == 0)
        let differing = try CommandRunner.run(["compare", first, second, "--max-diff", "0.5"])
        #expect(differing.status == 1)
        #expect(differing.output.contains("diff_pct"), "the metric is printed before failing")
        #expect(differing.error.contains("above --max-diff 0.5"), "\(differing.error)")
        #expect(try CommandRunner.run(["compare", first, second, "--max-diff", "100"]).status == 0)
        #expect(try CommandRunner.run(["compare", first, second, "--max-diff", "-1"]).status == 64)
    }

    @Test("-o - writes a single-file output to standard output, the same bytes as a file")
    func standardOutput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, file) in [("png", "home.png"), ("svg", "home.svg")] {
            let piped = try CommandRunner.run(["render", home, "--frame", "10", "--size", "32x32", "--format", format, "-o", "-"])
            #expect(piped.status == 0, "\(piped.error)")
            #expect(try CommandRunner.run(["render", home, "--frame", "10", "--size", "32x32", "-o", folder.appendingPathComponent(file).path]).status == 0)
            if format == "png" {
                #expect(piped.outputData == (try Data(contentsOf: folder.appendingPathComponent(file))))
            } else {
                // SVG ids are per document but stable; the bytes match too.
                #expect(piped.output == (try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        let strip = try CommandRunner.run(["filmstrip", home, "--count", "4", "--cell", "16x16", "-o", "-"])
        #expect(strip.status == 0 && strip.outputData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try CommandRunner.run(["render", home, "--all", "-o", "-"]).status == 64)
    }

    @Test("progress shows on a terminal only, and --quiet hides it", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progress() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = "\(CommandRunner.binary.path) render \(home) --all --size 24x24 -o \(folder.appendingPathComponent("frames").path)"
        // util-linux's script runs the command on a pseudo-terminal, as a person at a shell would.
        let terminal = try CommandRunner.run(arguments: ["-qec", command, "/dev/null"], executable: "/usr/bin/script")
        #expect(terminal.output.contains("render: 48/48 frames"), "\(terminal.output)")
        let quiet = try CommandRunner.run(arguments: ["-qec", command + " --quiet", "/dev/null"], executable: "/usr/bin/script")
        #expect(!quiet.output.contains("frames/s") && quiet.output.contains("wrote 48 frames"), "\(quiet.output)")
        let piped = try CommandRunner.run(["render", home, "--all", "--size", "24x24", "-o", folder.appendingPathComponent("frames").path])
        #expect(piped.status == 0 && piped.error.isEmpty, "no progress noise in pipes and logs: \(piped.error)")
    }

    @Test("a sequence replaces the frame files of an earlier run and touches nothing else")
    func sequenceReplacesEarlierFrames() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("frames")
        #expect(try CommandRunner.run(["render", home, "--all", "--size", "16x16", "-o", output.path]).status == 0)
        try Data("notes".utf8).write(to: output.appendingPathComponent("notes.txt"))
        try Data().write(to: output.appendingPathComponent("frame-final.png"))
        let result = try CommandRunner.run(["render", home, "--frames", "0..2", "--size", "16x16", "--format", "svg", "-o", output.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["frame-00000.svg", "frame-00001.svg", "frame-00002.svg", "frame-final.png", "notes.txt"])
    }

    @Test("errors name the file and leave no output", arguments: [
        (["render", "Animations/missing.json", "-o", "OUT"], "Animations/missing.json: cannot read the file"),
        (["render", "Animations/home.json", "--frame", "9999", "-o", "OUT"], "Animations/home.json: frame 9999 is outside the animation"),
        (["render", "BROKEN", "-o", "OUT"], "invalid JSON at line 1"),
        (["render", "Animations/home.json", "--frames", "0..9999", "-o", "FOLDER"], "frame 48 is outside the animation"),
        (["render", "Animations/home.json", "--marker", "missing", "-o", "FOLDER"], "no marker is named \"missing\"; the markers are select, deselect"),
        // What to fix, named: the range with its excluded end, the manifest's key, the file that is not a PNG.
        (["render", "Animations/home.json", "--frame", "48", "-o", "OUT"], "frame 48 is outside the animation, whose frames run from 0 to 47 (fractions too, up to its end at 48, which is excluded)"),
        (["transition", "BAR", "--from", "home", "--to", "search", "--strip", "OUT"], "bar.json: tabs[0].animation: "),
        (["render", "TRUNCATED", "-o", "OUT"], "truncated.lottie: not a complete zip archive"),
        (["compare", "Animations/home.json", "Animations/search.json"], "Animations/home.json: not a PNG image; compare takes two PNGs"),
    ])
    func errors(arguments: [String], message: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"fr\": 30,".utf8).write(to: broken)
        // The start of a zip whose end never comes.
        let truncated = folder.appendingPathComponent("truncated.lottie")
        try Data([0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 60)).write(to: truncated)
        // The project's bar without its icons beside it.
        let bar = folder.appendingPathComponent("bar.json")
        try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Animations/tabbar.json")).write(to: bar)
        let output = folder.appendingPathComponent("out.png").path
        let placeholders = ["OUT": output, "FOLDER": folder.appendingPathComponent("frames").path, "BROKEN": broken.path, "TRUNCATED": truncated.path, "BAR": bar.path]
        let result = try CommandRunner.run(arguments.map { placeholders[$0] ?? $0 })
        #expect(result.status == 1)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bar.json", "broken.json", "truncated.lottie"])
    }

    /// The README promises exit status 64 for every malformed command line, before anything is read or written.
    @Test("every malformed option value is a usage error (exit 64) naming the option", arguments: [
        (["render", "Animations/home.json", "--size", "0x0", "-o", "OUT.png"], "'0x0' is invalid for '--size <WIDTHxHEIGHT>': 0x0 is not a size from 1x1 to 16384x16384"),
        (["render", "Animations/home.json", "--size", "100000x100000", "-o", "OUT.png"], "100000x100000 is not a size"),
        (["render", "Animations/home.json", "--size", "12x", "-o", "OUT.png"], "not of the form WIDTHxHEIGHT"),
        (["render", "Animations/home.json", "--size", "big", "-o", "OUT.png"], "--size"),
        (["render", "Animations/home.json", "--frames", "3..1", "-o", "OUT"], "--frames"),
        (["render", "Animations/home.json", "--frames", "0..1e9", "-o", "OUT"], "--frames"),
        (["render", "Animations/home.json", "--frame", "inf", "-o", "OUT.png"], "--frame"),
        (["render", "Animations/home.json", "--frame", "soon", "-o", "OUT.png"], "--frame"),
        (["render", "Animations/home.json", "--background", "red", "-o", "OUT.png"], "--background"),
        (["render", "Animations/home.json", "-o", "OUT.mkv"], ".mkv is not a format TabShift writes; use .png, .svg, .pdf, .webp, .gif, .apng (or .png with --format apng), .mp4 and .webm"),
        (["render", "Animations/home.json", "--all", "-o", "OUT.png"], "names one .png file, but many frames were asked for"),
        (["render", "Animations/home.json", "--frame", "3", "-o", "OUT.webp"], "--frame picks one still"),
        (["render", "Animations/home.json", "--format", "gif", "-o", "OUT.webp"], "names webp but --format is gif"),
        (["render", "Animations/home.json", "--fps", "60", "-o", "OUT.gif"], "--fps 60 is more than gif plays"),
        (["render", "Animations/home.json", "--fps", "0", "-o", "OUT.webp"], "--fps must be from 1 to 1000"),
        (["render", "Animations/home.json", "--loop", "-1", "-o", "OUT.webp"], "--loop"),
        (["render", "Animations/home.json", "--quality", "101", "-o", "OUT.webp"], "--quality"),
        (["render", "Animations/home.json", "--quality", "50", "-o", "OUT.gif"], "--quality is for animated WebP"),
        (["render", "Animations/home.json", "--matte", "red", "-o", "OUT.gif"], "--matte"),
        (["render", "Animations/home.json", "--loop", "2", "-o", "OUT.png"], "--loop, --quality, --bitrate and --matte shape animated images and videos"),
        (["render", "Animations/home.json", "--bitrate", "1M", "-o", "OUT.gif"], "--bitrate is for video"),
        (["render", "Animations/home.json", "--bitrate", "fast", "-o", "OUT.mp4"], "--bitrate \"fast\" is not a bit rate"),
        (["render", "Animations/home.json", "--bitrate", "1M", "--quality", "50", "-o", "OUT.webm"], "give one"),
        (["render", "Animations/home.json", "--loop", "2", "-o", "OUT.mp4"], "a video's player decides"),
        (["render", "Animations/home.json", "--matte", "#000000", "-o", "OUT.webm"], "webm keeps alpha"),
        (["render", "Animations/home.json", "--format", "svg", "-o", "OUT.png"], "names png but --format is svg"),
        (["render", "Animations/home.json", "--format", "webm", "-o", "OUT.png"], "--format"),
        (["filmstrip", "Animations/home.json", "--cell", "0x", "-o", "OUT.png"], "--cell"),
        (["filmstrip", "Animations/home.json", "--count", "0", "-o", "OUT.png"], "--count"),
        (["filmstrip", "Animations/home.json", "-o", "OUT.jpg"], ".jpg is not a format"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--fps", "0", "-o", "OUT"], "--fps"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--size", "wide", "-o", "OUT"], "--size"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--strip", "OUT.gif"], "--strip"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "-o", "OUT.png"], "names one .png file"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--fps", "60", "-o", "OUT.gif"], "--fps 60 is more than gif plays"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--loop", "2", "--timeline", "OUT.json"], "--output, which is missing"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--release-at", "2", "-o", "OUT"], "--release-at"),
        (["transition", "Animations/tabbar.json", "--to", "search", "-o", "OUT"], "give --from and --to"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--badge", "inbox=4", "-o", "OUT"], "each --then and each --badge takes an --at after it"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--badge", "inbox", "--at", "0.1", "-o", "OUT"], "is not ID=VALUE"),
        (["transition", "Animations/tabbar.json", "--from", "home", "--to", "search", "--then", "inbox", "--at", "61", "-o", "OUT"], "--at 61.0 is not between 0 and 60 seconds"),
        (["render", "Animations/home.json", "--frame", "3", "--fps", "30", "-o", "OUT.png"], "one still has no rate"),
        (["render", "Animations/home.json", "--all", "--fps", "30", "--number-from-frame", "-o", "OUT"], "give one of the two"),
        (["export", "Animations/tabbar.json", "--from", "home", "-o", "OUT.json"], "give --from and --to, or --all"),
        (["export", "Animations/tabbar.json", "--all", "--from", "home", "-o", "OUT.json"], "--all exports every shift of the bar"),
        (["export", "Animations/tabbar.json", "--from", "home", "--to", "search", "-o", "OUT.webp"], "write .json (Lottie) or .lottie (dotLottie)"),
        (["export", "Animations/tabbar.json", "--all", "--fps", "0", "-o", "OUT.json"], "--fps must be from 1 to 240"),
        (["render", "Animations/home.json", "--color", "Fill.Color", "-o", "OUT.png"], "is not of the form KEYPATH=#RRGGBB"),
        (["render", "Animations/home.json", "--color", "**.Color=pink", "-o", "OUT.png"], "\"pink\" is not a colour"),
        (["render", "Animations/home.json", "--tint", "blue", "-o", "OUT.png"], "--tint"),
        (["preview", "Animations/home.json", "-o", "OUT.png"], "name it .html"),
        (["compare", "Animations/home.json"], "Missing expected argument"),
        (["inspect"], "Missing expected argument"),
        (["keypaths"], "Missing expected argument"),
        (["bench", "Animations/home.json", "--size", "x"], "--size"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resolved = arguments.map { $0.hasPrefix("OUT") ? folder.appendingPathComponent($0).path : $0 }
        let result = try CommandRunner.run(resolved)
        #expect(result.status == 64, "\(arguments): \(result.error)")
        #expect(result.error.contains(message), "\(arguments): \(result.error)")
        // One line, naming where to read more.
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("tabshift: error: ") && lines[0].hasSuffix("--help')"), "\(arguments): \(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a subcommand's help names the whole command, however it is asked for", arguments: [
        ["render", "--help"], ["help", "render"], ["render", "-h"], ["transition", "--help"],
    ])
    func helpNamesTheWholeCommand(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.error)")
        let name = arguments.first { $0 != "help" } ?? ""
        #expect(result.output.contains("USAGE: tabshift \(name) "), "\(arguments): \(result.output.prefix(300))")
    }

    @Test("--version after a subcommand prints the version, as after tabshift itself")
    func versionAfterASubcommand() throws {
        let plain = try CommandRunner.run(["--version"]), after = try CommandRunner.run(["render", "--version"])
        #expect(plain.status == 0 && after.status == 0 && !plain.output.isEmpty && after.output == plain.output)
    }

    @Test("an output that is a pipe or a device (-o /dev/null) is written into, not replaced by a file")
    func specialFileOutputs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, arguments) in [("frame", ["--frame", "3"]), ("video", ["--format", "webm"])] {
            let fifo = folder.appendingPathComponent("\(name)-pipe").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let received = LockedBox(Data())
            let reader = Thread { received.value = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data() }
            reader.start()
            let result = try CommandRunner.run(["render", "Animations/home.json", "--size", "32x32"] + arguments + ["-o", fifo])
            #expect(result.status == 0, "\(result.error)")
            var status = stat()
            #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "\(name): the pipe was replaced")
            #expect(BatchCommandTests.wait(upTo: 10) { !received.value.isEmpty }, "\(name): nothing came through the pipe")
        }
    }

    @Test("transition and render write MP4 and WebM videos (the README's transition command)")
    func videos() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mp4 = folder.appendingPathComponent("shift.mp4"), webm = folder.appendingPathComponent("search.webm")
        let shift = try CommandRunner.run(["transition", "Animations/tabbar.json", "--from", "home", "--to", "favourites", "--output", mp4.path])
        #expect(shift.status == 0 && shift.output.contains("wrote 34 frames"), "\(shift.output)\(shift.error)")
        let render = try CommandRunner.run(["render", "Animations/search.json", "--size", "96x96", "--bitrate", "400k", "-o", webm.path])
        #expect(render.status == 0, "\(render.error)")
        #expect(try Data(contentsOf: mp4).subdata(in: 4..<8) == Data("ftyp".utf8))
        #expect(try Data(contentsOf: webm).prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]))
        let ffprobe = "/usr/bin/ffprobe"
        if FileManager.default.isExecutableFile(atPath: ffprobe) {
            let probe = try CommandRunner.run(arguments: ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", mp4.path], executable: ffprobe)
            #expect(probe.output.trimmingCharacters(in: .whitespacesAndNewlines) == "34")
        }
    }

    @Test("inspect prints the header, markers, layers and diagnostics")
    func inspectText() throws {
        let result = try CommandRunner.run(["inspect", "Animations/search.json"])
        #expect(result.status == 0)
        #expect(result.output.contains("size: 96x96  frame rate: 60 fps"))
        #expect(result.output.contains("select.forward at frame 48, 24 frames"))
        #expect(result.output.contains("diagnostics: 0"))
    }

    @Test("inspect --json lists diagnostics with their paths")
    func inspectJSON() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("unknown-shape.json")
        try LottieFixture.data(LottieFixture.document(layers: [LottieFixture.shapeLayer([#"{"ty": "xx", "nm": "Mystery"}"#])])).write(to: file)
        let result = try CommandRunner.run(["inspect", file.path, "--json"])
        #expect(result.status == 0, "\(result.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: String]])
        #expect(diagnostics.first?["path"] == "layers[0].shapes[0]")
        #expect(diagnostics.first?["message"]?.contains("shape type \"xx\" is not supported") == true)
    }

    @Test("compare prints the conformance metric and can draw the difference")
    func compare() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path, diff = folder.appendingPathComponent("diff.png").path
        #expect(try CommandRunner.run(["render", home, "--frame", "0", "--size", "32x32", "-o", a]).status == 0)
        #expect(try CommandRunner.run(["render", home, "--frame", "12", "--size", "32x32", "-o", b]).status == 0)
        let same = try CommandRunner.run(["compare", a, a])
        #expect(same.output == "diff_pct=0.000 mad=0.000 max=0\n")
        let different = try CommandRunner.run(["compare", a, b, "--diff-image", diff])
        #expect(different.status == 0)
        #expect(!different.output.hasPrefix("diff_pct=0.000"))
        #expect(try PixelImage(decodingPNG: Data(contentsOf: URL(fileURLWithPath: diff))).width == 32)
    }

    @Test("usage errors exit with a usage status")
    func usage() throws {
        let result = try CommandRunner.run(["render", home, "--frame", "1", "--all", "-o", "x.png"])
        #expect(result.status == 64)
        #expect(result.error.contains("only one of --frame, --frames, --marker and --all"))
    }
}

/// A value one thread writes and another reads.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
