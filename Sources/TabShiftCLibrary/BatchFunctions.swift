import BatchRendering
import CTabShift
import LottiePlayer

// The C functions for batches (tabshift.h, "Batches").

@_cdecl("tabshift_batch_run")
public func tabshiftBatchRun(
    _ jobList: UnsafePointer<CChar>?, _ inputs: UnsafePointer<UnsafePointer<CChar>?>?, _ inputCount: Int,
    _ defaultsJSON: UnsafePointer<CChar>?,
    _ results: UnsafePointer<CChar>?, _ workers: UInt32, _ jobTimeout: Double,
    _ workerCommand: UnsafePointer<UnsafePointer<CChar>?>?, _ workerCommandCount: Int,
    _ summary: UnsafeMutablePointer<tabshift_batch_summary>?
) -> tabshift_status {
    call {
        let results = try text(results, "results"), summary = try output(summary, "summary")
        let command = try strings(workerCommand, workerCommandCount, "worker_command")
        guard !command.isEmpty else { throw CallFailure.invalidArgument("worker_command is empty") }
        var defaults = BatchJob(input: "", output: "")
        if let json = optionalText(defaultsJSON) {
            do throws(BatchJobError) { defaults = try BatchJob.defaults(json: json) } catch {
                throw CallFailure.invalidArgument("defaults_json: \(error.description)")
            }
        }
        let source: JobSource
        if let jobList = optionalText(jobList) {
            source = try JobSource(jobList: jobList, defaults: defaults)
        } else {
            source = JobSource(files: try strings(inputs, inputCount, "inputs"), defaults: defaults)
        }
        guard jobTimeout >= 0, jobTimeout.isFinite else {
            throw CallFailure.invalidArgument("job_timeout_seconds \(jobTimeout) is not a number of seconds")
        }
        var options = BatchOptions(
            workers: workers == 0 ? ParallelFrames.usableCores : Int(truncatingIfNeeded: workers),
            workerCommand: command, results: results)
        if jobTimeout > 0 { options.jobTimeout = jobTimeout }
        let ended = try BatchRun(jobs: source, options: options).run()
        summary.pointee = tabshift_batch_summary(
            ran: ended.done, failed: ended.failed, skipped: ended.skipped, skipped_failed: ended.skippedFailed,
            seconds: ended.elapsed)
    }
}

@_cdecl("tabshift_batch_serve")
public func tabshiftBatchServe(_ parent: Int32) {
    WorkerLoop.run(parent: parent, memoryLimit: WorkerLoop.defaultMemoryLimit)
}

/// `count` C strings, none NULL.
private func strings(
    _ pointer: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int, _ name: String
) throws(CallFailure) -> [String] {
    guard count > 0 else { return [] }
    guard let pointer else { throw .invalidArgument("\(name) is NULL") }
    var strings: [String] = []
    for index in 0..<count {
        strings.append(try text(pointer[index], "\(name)[\(index)]"))
    }
    return strings
}
