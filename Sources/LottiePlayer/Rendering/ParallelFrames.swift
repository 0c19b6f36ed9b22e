import CAllocator
import CScheduling
import Dispatch
import Foundation

/// Produces many frames on every core and hands them over in order.
///
/// Frames are pure functions of time, so each worker gets its own renderer (made by `makeWorker` on the worker's
/// thread). A batch is cut into one run of consecutive frames per worker, because a renderer that plays frames in
/// order redraws only what changed (and encodes nothing twice) where one handed every other frame starts afresh
/// each time; a worker that finishes early takes the second half of the longest run left. The batch's results
/// are then consumed in order before the next batch starts, so memory holds one batch, not the whole sequence.
package enum ParallelFrames {
    /// Frames per worker per batch: long runs of consecutive frames, few enough frames to keep memory small.
    static let framesPerWorkerPerBatch = 16

    /// Values at least this large (glibc's first threshold for giving a block a mapping of its own) are handed back
    /// to the system after each batch; smaller ones are reused by the next batch at no cost.
    static let largeValueBytes = 128 << 10

    /// Makes `count` values with `produce` on every core, each worker with its own `makeWorker()` result, and
    /// hands them to `consume` in index order. `workers` defaults to one per usable core; `bytesPerValue` is about
    /// how much memory each value holds once consumed and freed.
    package static func run<Worker, Value>(
        count: Int,
        workers requested: Int? = nil,
        bytesPerValue: Int = 0,
        makeWorker: @Sendable () throws(PlayerError) -> Worker,
        produce: @Sendable (Worker, Int) throws(PlayerError) -> Value,
        consume: (Int, Value) throws(PlayerError) -> Void
    ) throws(PlayerError) {
        guard count > 0 else { return }
        let cores = usableCores
        let workers = max(1, min(requested ?? cores, count))
        let batchSize = workers * framesPerWorkerPerBatch
        let slots = Slots<Worker, Value>(workers: workers, batchSize: batchSize)
        var batchStart = 0
        while batchStart < count {
            let batchEnd = min(batchStart + batchSize, count)
            let start = batchStart
            slots.startBatch(frameCount: batchEnd - start, batchNumber: batchStart / batchSize)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                // Only a run that takes every core pins: runs of fewer workers side by side would all crowd the
                // first cores.
                let pin = workers == cores ? CorePin(core: worker) : nil
                defer { pin?.release() }
                do throws(PlayerError) {
                    let renderer = try slots.worker(worker, make: makeWorker)
                    while let offset = slots.nextFrame(for: worker) {
                        guard !slots.hasFailed else { return }
                        slots.store(.success(try produce(renderer, start + offset)), at: offset)
                    }
                } catch {
                    slots.fail(error, at: worker)
                }
            }
            if let error = slots.firstError { throw error }
            for index in batchStart..<batchEnd {
                guard case .success(let value) = slots.take(at: index - batchStart) else { continue }
                try consume(index, value)
            }
            // The batch's values are freed now, each into the arena of the worker thread that made it. glibc keeps
            // large ones there once it has raised its mapping threshold past them, and on a busy machine the pool's
            // threads, and so the arenas, change from batch to batch: handed back, frames cannot pile up however
            // long the video is. Handing back walks every arena and the next batch faults its pages in again, too
            // dear for small frames.
            if bytesPerValue >= largeValueBytes { tabshift_return_free_memory() }
            batchStart = batchEnd
        }
    }
}

extension ParallelFrames {
    /// The cores this process may run on: those of its CPU affinity (`taskset`, a container's cpuset), which
    /// `ProcessInfo.activeProcessorCount` does not look at; a second worker on one core only adds switching.
    package static var usableCores: Int {
        let count = Int(exactly: tabshift_usable_cpu_count()) ?? 0
        return count > 0 ? count : ProcessInfo.processInfo.activeProcessorCount
    }
}

/// Keeps the calling thread on one core until released.
///
/// Workers sleep between batches, and a sleeping worker is woken on the core of the thread that wakes it: on some
/// machines both workers then share one core for a whole batch while the other idles (seen on a 2-vCPU VM, where
/// a sequence took as long on two cores as on one). Each worker holds its own core for its batch instead.
private struct CorePin {
    private var previous = cpu_set_t()

    init?(core: Int) {
        guard tabshift_pin_thread(Int32(clamping: core), &previous) == 0 else { return nil }
    }

    func release() {
        var previous = previous
        tabshift_unpin_thread(&previous)
    }
}

/// What the workers of one run share: their renderers and one result slot per frame of a batch, each slot
/// written by one worker and read after the batch, when every worker has finished.
private final class Slots<Worker, Value>: @unchecked Sendable {
    private var workers: [Worker?]
    private var results: [Result<Value, PlayerError>?]
    private var errors: [PlayerError?]
    private let lock = NSLock()
    private var failed = false

    init(workers: Int, batchSize: Int) {
        self.workers = Array(repeating: nil, count: workers)
        results = Array(repeating: nil, count: batchSize)
        errors = Array(repeating: nil, count: workers)
    }

    func worker(_ index: Int, make: () throws(PlayerError) -> Worker) throws(PlayerError) -> Worker {
        if let existing = lock.withLock({ workers[index] }) { return existing }
        let made = try make()
        lock.withLock { workers[index] = made }
        return made
    }

    /// The frames of the batch each worker has still to make, in order.
    private var runs: [Range<Int>] = []

    /// Cuts a batch of `frameCount` frames into one run per worker. Runs turn by one worker per batch, so that
    /// the worker that ended the last batch (with its last run) starts this one where it stopped.
    func startBatch(frameCount: Int, batchNumber: Int) {
        lock.withLock {
            let count = workers.count
            runs = Array(repeating: 0..<0, count: count)
            for run in 0..<count {
                let worker = (run + count - batchNumber % count) % count
                runs[worker] = (run * frameCount / count)..<((run + 1) * frameCount / count)
            }
        }
    }

    /// The next frame of the batch for `worker` to make, nil when every one is taken. Frames differ in cost, so a
    /// worker whose run is done takes the second half of the longest run left rather than leave its core idle.
    func nextFrame(for worker: Int) -> Int? {
        lock.withLock {
            if runs[worker].isEmpty {
                guard let longest = runs.indices.max(by: { runs[$0].count < runs[$1].count }), !runs[longest].isEmpty
                else { return nil }
                let run = runs[longest]
                let middle = run.lowerBound + run.count / 2
                runs[longest] = run.lowerBound..<middle
                runs[worker] = middle..<run.upperBound
            }
            let frame = runs[worker].lowerBound
            runs[worker] = (frame + 1)..<runs[worker].upperBound
            return frame
        }
    }

    func store(_ result: Result<Value, PlayerError>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    func take(at index: Int) -> Result<Value, PlayerError>? {
        lock.withLock {
            defer { results[index] = nil }
            return results[index]
        }
    }

    func fail(_ error: PlayerError, at worker: Int) {
        lock.withLock {
            errors[worker] = error
            failed = true
        }
    }

    var hasFailed: Bool { lock.withLock { failed } }

    var firstError: PlayerError? { lock.withLock { errors.compactMap { $0 }.first } }
}
