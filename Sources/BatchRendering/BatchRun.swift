import Foundation
import LottiePlayer
#if canImport(Glibc)
import Glibc
#endif

/// How a batch runs.
package struct BatchOptions: Sendable {
    /// Worker processes, each drawing one job at a time on one core.
    package var workers: Int
    /// The command that starts a worker (`tabshift batch-worker …`): a program running `WorkerLoop`.
    package var workerCommand: [String]
    /// The results file, appended to; a second run skips the jobs it holds.
    package var results: String
    /// A job that takes longer ends its worker and fails.
    package var jobTimeout: Double = 300
    /// Run again the jobs the results file holds as failed.
    package var retryFailed = false

    package init(workers: Int, workerCommand: [String], results: String) {
        self.workers = workers
        self.workerCommand = workerCommand
        self.results = results
    }
}

/// Where a batch stands, for a progress line.
package struct BatchProgress: Sendable {
    /// Jobs run in this run, and how many of them failed.
    package var done = 0, failed = 0
    /// Jobs the results file already held, and how many of those had failed.
    package var skipped = 0, skippedFailed = 0
    /// Jobs in the list, when known (a job list is counted before the run; files and folders are not).
    package var total: Int?
    package var elapsed: Double = 0

    /// Jobs of the list that stand failed: failed now, or failed before and not run again.
    package var standingFailed: Int { failed + skippedFailed }
}

/// A job list run on worker processes: jobs are sent to idle workers as they are read, results are appended to the
/// results file as they come, a worker that dies or overruns the job timeout is replaced and its job recorded as
/// failed, and jobs the results file already holds are skipped.
package final class BatchRun: @unchecked Sendable {
    private let source: JobSource
    private let options: BatchOptions
    private let lock = NSLock()
    private var progress = BatchProgress()
    private let started = ContinuousClock.now
    private let resultsFile: ResultsFile
    // Called under `lock`, so never twice at once.
    private let report: (BatchProgress) -> Void

    package init(
        jobs source: JobSource, options: BatchOptions, total: Int? = nil,
        report: @escaping (BatchProgress) -> Void = { _ in }
    ) throws(PlayerError) {
        self.source = source
        self.options = options
        self.report = report
        resultsFile = try ResultsFile(path: options.results)
        progress.total = total
    }

    /// Runs every job; returns where the run ended (every job done, skipped or failed).
    package func run() -> BatchProgress {
        signal(SIGPIPE, SIG_IGN)
        let finished = DispatchGroup()
        for _ in 0..<max(1, options.workers) {
            finished.enter()
            let thread = Thread { [self] in
                work()
                finished.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        finished.wait()
        lock.lock()
        defer { lock.unlock() }
        progress.elapsed = seconds()
        return progress
    }

    private func seconds() -> Double {
        (ContinuousClock.now - started).inSeconds
    }

    /// The next job not yet done, with its key; results for lines that are not jobs are recorded on the way.
    private func nextJob() -> (PendingJob, BatchJob)? {
        lock.lock()
        defer { lock.unlock() }
        while let (number, line, job) = source.next() {
            let key = JobKey.make(number: number, line: (try? job.get().line) ?? line)
            if let previous = resultsFile.previous[key], previous == .ok || !options.retryFailed {
                progress.skipped += 1
                if previous == .failed { progress.skippedFailed += 1 }
                continue
            }
            switch job {
            case .success(let job):
                return (PendingJob(number: number, key: key, input: job.input, line: line), job)
            case .failure(let error):
                let input = (try? BatchJob.object(line))?["input"] as? String ?? ""
                recordLocked(
                    BatchResult(
                        job: number, key: key, input: input, status: .failed,
                        error: "job \(number): \(error.description)"))
            }
        }
        return nil
    }

    private func record(_ result: BatchResult) {
        lock.lock()
        defer { lock.unlock() }
        recordLocked(result)
    }

    private func recordLocked(_ result: BatchResult) {
        resultsFile.append(result)
        progress.done += 1
        if result.status == .failed { progress.failed += 1 }
        progress.elapsed = seconds()
        report(progress)
    }

    /// One worker thread: keeps a worker process busy, starting another when one ends.
    private func work() {
        var worker: WorkerProcess?
        while let (pending, job) = nextJob() {
            let envelope = Envelope(number: pending.number, key: pending.key, job: job).line
            // A worker that ended while idle never saw the job, so the job is not to blame: it goes to a fresh worker,
            // and fails only if that one cannot take it either.
            if let idle = worker, idle.hasEnded() { worker = nil }
            var delivered = false
            var failure = "the worker process ended before it received the job, twice"
            for _ in 0..<2 where !delivered {
                if worker == nil {
                    do {
                        worker = try WorkerProcess(command: options.workerCommand)
                    } catch {
                        failure = "cannot start a worker process: \(error)"
                        break
                    }
                }
                delivered = worker?.send(envelope) ?? false
                if !delivered {
                    worker?.stop()
                    worker = nil
                }
            }
            guard delivered, let process = worker else {
                record(.failure(of: pending, failure))
                continue
            }
            switch process.receive(timeout: options.jobTimeout) {
            case .line(let line):
                if let result = try? JSONDecoder().decode(BatchResult.self, from: Data(line.utf8)) {
                    record(result)
                } else {
                    record(.failure(of: pending, "the worker process answered with something that is not a result"))
                    process.stop()
                    worker = nil
                }
            case .ended(let how):
                record(.failure(of: pending, "\(pending.input): \(how) while drawing this job"))
                worker = nil
            case .timedOut:
                process.stop()
                worker = nil
                record(
                    .failure(
                        of: pending,
                        "\(pending.input): took longer than \(Int(clampingRounded: options.jobTimeout, to: 0...Int.max)) s (--job-timeout); the worker was stopped"
                    ))
            }
        }
        worker?.stop()
    }
}

/// What identifies a job across runs: FNV-1a (64 bits) of its number and its job, as 16 hex digits.
enum JobKey {
    static func make(number: Int, line: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(number)\n\(line)".utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(format: "%016llx", hash)
    }
}
