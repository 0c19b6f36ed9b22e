import Dispatch
import Foundation

/// Produces many frames on every core and hands them over in order.
///
/// Frames are pure functions of time, so each worker gets its own renderer (made by `makeWorker` on the worker's
/// thread) and renders every n-th frame of a batch; the batch's results are then consumed in order before the
/// next batch starts, so memory holds one batch, not the whole sequence.
public enum ParallelFrames {
    /// Frames per worker per batch: enough to keep the cores busy, few enough to keep memory small.
    static let framesPerWorkerPerBatch = 8

    /// Makes `count` values with `produce` on every core, each worker with its own `makeWorker()` result, and
    /// hands them to `consume` in index order.
    public static func run<Worker, Value>(
        count: Int,
        workers requested: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWorker: @Sendable () throws(PlayerError) -> Worker,
        produce: @Sendable (Worker, Int) throws(PlayerError) -> Value,
        consume: (Int, Value) throws(PlayerError) -> Void
    ) throws(PlayerError) {
        guard count > 0 else { return }
        let workers = max(1, min(requested, count))
        let batchSize = workers * framesPerWorkerPerBatch
        let slots = Slots<Worker, Value>(workers: workers, batchSize: batchSize)
        var batchStart = 0
        while batchStart < count {
            let batchEnd = min(batchStart + batchSize, count)
            let start = batchStart
            slots.startBatch()
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                do throws(PlayerError) {
                    let renderer = try slots.worker(worker, make: makeWorker)
                    // Each worker takes the next frame not yet taken: frames differ in cost, and a fixed share
                    // per worker left one core idle while the other finished its harder frames.
                    while let offset = slots.nextFrame(below: batchEnd - start) {
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
            batchStart = batchEnd
        }
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

    private var taken = 0

    func startBatch() {
        lock.withLock { taken = 0 }
    }

    /// The next frame of the batch for a worker to make, nil when every one is taken.
    func nextFrame(below count: Int) -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
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
