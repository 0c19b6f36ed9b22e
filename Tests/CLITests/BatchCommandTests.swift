import Foundation
import Testing

/// `tabshift batch`: outputs equal `tabshift render`'s, failures stay with their jobs (a crashed worker included),
/// and a second run resumes where a killed one stopped.
@Suite("tabshift batch", .serialized)
struct BatchCommandTests {
    struct Result: Decodable {
        struct Output: Decodable { let path: String; let bytes: Int; let crc32: String }
        let job: Int
        let key: String
        let input: String
        let status: String
        let error: String?
        let outputs: [Output]
    }

    static func results(_ file: URL) -> [Result] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Result.self, from: Data($0.utf8)) }
    }

    /// Waits until `condition` holds, checking every 50 ms, for at most `seconds`.
    static func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == pid
        }
    }

    /// The state letter of `pid` in /proc (R running, S asleep, Z ended and not yet reaped), nil once it is gone.
    static func state(of pid: Int32) -> Substring? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first
    }

    /// Whether `pid` is running or waiting for a core, rather than asleep (an idle worker sleeps reading its next job).
    static func isRunning(_ pid: Int32) -> Bool { state(of: pid) == "R" }

    /// Processes running `tabshift batch-worker --parent pid`.
    static func workers(startedBy pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { candidate in
            guard let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(candidate)/cmdline")) else { return false }
            let words = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return words.contains("batch-worker") && words.contains(String(pid))
        }
    }

    /// `data` gzipped, by gzip(1).
    static func gzip(_ data: Data) throws -> Data {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("data")
        try data.write(to: file)
        let result = try CommandRunner.run(arguments: ["-9", "-n", file.path], executable: "/bin/gzip")
        #expect(result.status == 0)
        return try Data(contentsOf: file.appendingPathExtension("gz"))
    }

    static func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test("every output at one size, and one file's at both, is the file tabshift render writes for the same frame and size")
    func outputsEqualRender() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animations = CommandRunner.packageRoot.appendingPathComponent("Animations")
        let out = folder.appendingPathComponent("out")
        let run = try CommandRunner.run(arguments: ["batch", animations.path, "--output", out.path, "--count", "3", "--size", "64x64", "--size", "40x48", "--format", "png", "--format", "webp", "--quiet"], executable: CommandRunner.binary.path, directory: folder)
        // tabbar.json is a manifest, not an animation: its job fails, and says why.
        #expect(run.status == 1, "\(run.error)")
        let results = Self.results(out.appendingPathComponent("results.jsonl"))
        let files = try FileManager.default.contentsOfDirectory(atPath: animations.path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".lottie") }
        #expect(results.count == files.count)
        let failed = results.filter { $0.status == "failed" }
        #expect(failed.map { URL(fileURLWithPath: $0.input).lastPathComponent } == ["tabbar.json"])
        var compared = 0
        for result in results where result.status == "ok" {
            #expect(result.outputs.count == 2 * (3 + 1), "\(result.input)")
            for output in result.outputs {
                let name = URL(fileURLWithPath: output.path).lastPathComponent
                let data = try Data(contentsOf: URL(fileURLWithPath: output.path))
                #expect(data.count == output.bytes)
                // STEM-WxH-fFRAME.png or STEM-WxH.webp
                // The size is the last part, or the one before the frame (`fNN`).
                let parts = (name as NSString).deletingPathExtension.split(separator: "-")
                let hasFrame = parts.count > 2 && parts[parts.count - 1].hasPrefix("f") && !parts[parts.count - 1].contains("x")
                let size = String(parts[parts.count - (hasFrame ? 2 : 1)])
                // Each file at the first size, and one file at both: every CLI run costs the debug suite time,
                // and the second size goes through the same code.
                guard size == "64x64" || URL(fileURLWithPath: result.input).lastPathComponent == "home.json" else { continue }
                let reference = folder.appendingPathComponent("reference-\(name)")
                var arguments = ["render", result.input, "--size", size, "--output", reference.path]
                if hasFrame { arguments += ["--frame", String(parts[parts.count - 1].dropFirst())] }
                let rendered = try CommandRunner.run(arguments)
                #expect(rendered.status == 0, "\(rendered.error)")
                #expect(try Data(contentsOf: reference) == data, "\(name) differs from tabshift \(arguments.joined(separator: " "))")
                compared += 1
            }
        }
        #expect(compared == (files.count - 1) * 4 + 4)
    }

    @Test("broken, hostile and malformed jobs fail with their reasons; the others are all there; exit status 1")
    func failuresStayWithTheirJobs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = CommandRunner.packageRoot.appendingPathComponent("Animations/home.json").path
        try Data("{\"v\": \"5.7.0\", \"layers\": [".utf8).write(to: folder.appendingPathComponent("truncated.json"))
        try Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8).write(to: folder.appendingPathComponent("deep.json"))
        // A gzip bomb: 80 MiB of spaces in about 80 KB, past the 64 MiB a sticker may inflate to.
        try Self.gzip(Data(repeating: 0x20, count: 80 << 20)).write(to: folder.appendingPathComponent("bomb.tgs"))
        let lines = [
            #"{"input": "truncated.json"}"#,
            #"{"input": "\#(home)", "frames": [0, "mid", 47.5]}"#,
            #"{"input": "deep.json"}"#,
            #"{"input": "bomb.tgs"}"#,
            #"{"input": "\#(home)", "sizes": ["0x10"]}"#,
            #"{"input": "\#(home)", "colour": "red"}"#,
            "not a job",
            #"{"input": "missing.json"}"#,
            #"{"input": "\#(home)", "frames": {"marker": "deselect"}, "formats": ["gif"], "sizes": ["32x32"]}"#,
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("jobs.jsonl"))
        let run = try CommandRunner.run(arguments: ["batch", "--jobs", "jobs.jsonl", "--output", "out", "--size", "48x48", "--quiet"], executable: CommandRunner.binary.path, directory: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("9 jobs: 2 ok, 7 failed"), "\(run.output)")
        let results = Self.results(folder.appendingPathComponent("out/results.jsonl")).sorted { $0.job < $1.job }
        #expect(results.map(\.job) == Array(1...9))
        let errors = Dictionary(uniqueKeysWithValues: results.map { ($0.job, $0.error ?? "") })
        #expect(errors[1]!.contains("truncated.json"))
        #expect(results[1].status == "ok" && results[1].outputs.count == 3)
        #expect(errors[3]!.contains("deep.json") && errors[3]!.contains("depth"), "\(errors[3]!)")
        #expect(errors[4]!.contains("bomb.tgs") && errors[4]!.contains("inflates"), "\(errors[4]!)")
        #expect(errors[5]!.contains("$.sizes[0]"), "\(errors[5]!)")
        #expect(errors[6]!.contains("$.colour"), "\(errors[6]!)")
        #expect(errors[7]!.contains("job 7: $: not JSON"), "\(errors[7]!)")
        #expect(errors[8]!.contains("missing.json"))
        #expect(results[8].status == "ok" && results[8].outputs.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["home-32x32.gif"])
        for result in results where result.status == "ok" {
            for output in result.outputs { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output.path).path)) }
        }
    }

    @Test("a worker killed in the middle of a job fails that job only; every other job completes")
    func crashedWorker() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let search = CommandRunner.packageRoot.appendingPathComponent("Animations/search.json").path
        let jobs = (0..<8).map { #"{"input": "\#(search)", "output": "out\#($0)", "frames": {"count": 24}, "sizes": ["192x192"]}"# }
        try Data(jobs.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("jobs.jsonl"))
        let resultsFile = folder.appendingPathComponent("results.jsonl")
        let batch = try Self.start(["batch", "--jobs", "jobs.jsonl", "--results", "results.jsonl", "--workers", "2"], in: folder)
        #expect(Self.wait(upTo: 120) { !Self.results(resultsFile).isEmpty }, "no job finished")
        // Killed between jobs, a worker would fail no job (the next job goes to a fresh worker): kill one that is drawing.
        var busy: Int32?
        #expect(Self.wait(upTo: 60) {
            busy = Self.children(of: batch.processIdentifier).first(where: Self.isRunning)
            return busy != nil
        }, "no worker process found drawing")
        kill(try #require(busy), SIGKILL)
        batch.waitUntilExit()
        #expect(batch.terminationStatus == 1)
        let results = Self.results(resultsFile)
        #expect(results.count == 8 && Set(results.map(\.job)) == Set(1...8))
        let failed = results.filter { $0.status == "failed" }
        #expect(failed.count == 1, "\(failed.map { $0.error ?? "" })")
        #expect(failed.first?.error?.contains("signal 9") ?? false, "\(failed.first?.error ?? "")")
        for result in results where result.status == "ok" {
            #expect(result.outputs.count == 24)
            #expect(result.outputs.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.path).path) })
        }
    }

    @Test("a worker killed between jobs fails no job: the next job goes to a fresh worker")
    func idleWorkerKilled() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let search = CommandRunner.packageRoot.appendingPathComponent("Animations/search.json").path
        let job = { (n: Int) in Data((#"{"input": "\#(search)", "output": "out\#(n)", "frames": "ip", "sizes": ["48x48"]}"# + "\n").utf8) }
        let resultsFile = folder.appendingPathComponent("results.jsonl")
        let batch = Process()
        batch.executableURL = CommandRunner.binary
        batch.arguments = ["batch", "--jobs", "-", "--results", "results.jsonl", "--workers", "1"]
        batch.currentDirectoryURL = folder
        batch.standardOutput = FileHandle.nullDevice
        batch.standardError = FileHandle.nullDevice
        let jobList = Pipe()
        batch.standardInput = jobList
        try batch.run()
        jobList.fileHandleForWriting.write(job(1))
        #expect(Self.wait(upTo: 120) { Self.results(resultsFile).count == 1 }, "the first job did not finish")
        // The job list has no next line yet, so the only worker sits idle, waiting for a job.
        let workers = Self.children(of: batch.processIdentifier)
        try #require(workers.count == 1, "\(workers)")
        kill(workers[0], SIGKILL)
        // Dead, not yet reaped (the coordinator waits for the job list's next line): only then does a job follow.
        #expect(Self.wait(upTo: 30) { Self.state(of: workers[0]) == "Z" })
        jobList.fileHandleForWriting.write(job(2))
        try jobList.fileHandleForWriting.close()
        batch.waitUntilExit()
        let results = Self.results(resultsFile)
        #expect(batch.terminationStatus == 0)
        #expect(results.map(\.status) == ["ok", "ok"], "\(results.map { $0.error ?? "" }); the test killed pid \(workers[0])")
    }

    @Test("killed half-way and run again, a batch finishes without redoing finished jobs, and leaves no worker behind")
    func resumes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let search = CommandRunner.packageRoot.appendingPathComponent("Animations/search.json").path
        let jobs = (0..<10).map { #"{"input": "\#(search)", "output": "out\#($0)", "frames": {"count": 12}, "sizes": ["128x128"]}"# }
        try Data(jobs.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("jobs.jsonl"))
        let resultsFile = folder.appendingPathComponent("results.jsonl")
        let arguments = ["batch", "--jobs", "jobs.jsonl", "--results", "results.jsonl", "--workers", "1"]
        let first = try Self.start(arguments, in: folder)
        #expect(Self.wait(upTo: 120) { Self.results(resultsFile).count >= 3 })
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        let finishedBefore = Self.results(resultsFile)
        #expect(finishedBefore.count >= 3 && finishedBefore.count < 10, "\(finishedBefore.count) jobs finished before the kill")
        #expect(Self.wait(upTo: 10) { Self.workers(startedBy: first.processIdentifier).isEmpty }, "a worker outlived its batch")
        let second = try CommandRunner.run(arguments: arguments + ["--quiet"], executable: CommandRunner.binary.path, directory: folder)
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.contains("10 jobs: 10 ok, 0 failed (\(10 - finishedBefore.count) ran now, \(finishedBefore.count) were in"), "\(second.output)")
        let results = Self.results(resultsFile)
        #expect(results.count == 10 && Set(results.map(\.key)).count == 10 && Set(results.map(\.job)) == Set(1...10))
        let third = try CommandRunner.run(arguments: arguments + ["--quiet"], executable: CommandRunner.binary.path, directory: folder)
        #expect(third.output.contains("(0 ran now, 10 were in"), "\(third.output)")
    }
}
