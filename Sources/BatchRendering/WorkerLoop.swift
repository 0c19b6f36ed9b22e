import CProcessLifetime
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a worker process does: reads jobs, one JSON line each (`{"number": N, "key": K, "job": {…}}`), from
/// standard input, runs each with one `JobRunner`, and answers each with its result line on standard output. It ends
/// when its input ends, and the kernel ends it when the process that started it ends.
package enum WorkerLoop {
    /// A worker's address space unless told otherwise: room for any job the budgets let through.
    package static let defaultMemoryLimit = 8 << 30

    /// Runs until standard input ends. `memoryLimit` bounds the worker's address space in bytes (a job that would
    /// take more fails by ending the worker, which its coordinator reports).
    package static func run(parent: Int32, memoryLimit: Int?) {
        _ = tabshift_end_with_parent(parent)
        // A process that has already reserved more address space than the limit (a sanitizer's shadow memory) would
        // fail its next allocation under it: it keeps no limit.
        if let memoryLimit, addressSpace() < memoryLimit / 2 {
            var limit = rlimit(
                rlim_cur: rlim_t(truncatingIfNeeded: memoryLimit), rlim_max: rlim_t(truncatingIfNeeded: memoryLimit))
            setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        }
        let runner = JobRunner()
        while let line = readLine(strippingNewline: true) {
            let result: BatchResult
            switch Envelope.decode(line) {
            case .success(let envelope): result = runner.run(envelope.job, number: envelope.number, key: envelope.key)
            case .failure(let failure): result = failure
            }
            FileHandle.standardOutput.write(Data((result.line + "\n").utf8))
        }
    }
}

/// This process's address space in bytes (the first field of /proc/self/statm, in pages), or 0 when unknown.
private func addressSpace() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").first.flatMap({ Int($0, radix: 10) })
    else { return 0 }
    return pages * Int(truncatingIfNeeded: sysconf(Int32(_SC_PAGESIZE)))
}

/// A job as the coordinator sends it to a worker.
struct Envelope {
    let number: Int
    let key: String
    let job: BatchJob

    init(number: Int, key: String, job: BatchJob) {
        self.number = number
        self.key = key
        self.job = job
    }

    var line: String {
        let object: [String: Any] = ["number": number, "key": key, "job": job.jsonObject]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The envelope of `line`, or the failed result a broken one gets (the coordinator only sends whole ones).
    static func decode(_ line: String) -> Result<Envelope, BatchResult> {
        guard let object = try? BatchJob.object(line), let number = object["number"] as? Int,
            let job = object["job"] as? [String: Any]
        else {
            return .failure(
                BatchResult(
                    job: 0, key: "", input: "", status: .failed, error: "the worker received a line that is not a job"))
        }
        do {
            let decoded = try BatchJob(object: job, defaults: BatchJob(input: "", output: ""))
            // A sender that gives no key (the Ray integration) gets the one `tabshift batch` would give.
            let key = object["key"] as? String ?? JobKey.make(number: number, line: decoded.line)
            return .success(Envelope(number: number, key: key, job: decoded))
        } catch {
            return .failure(
                BatchResult(
                    job: number, key: object["key"] as? String ?? "", input: job["input"] as? String ?? "",
                    status: .failed, error: "job \(number): \(error.description)"))
        }
    }
}

extension BatchResult: Error {}
