import CScheduling
import Foundation
import LottiePlayer
import Testing

@Suite("Parallel frames")
struct ParallelFramesTests {
    /// One worker's renderer stand-in: the frames it was given, in the order it made them.
    final class Player: @unchecked Sendable {
        var frames: [Int] = []
        /// The core each frame was made on.
        var cores: [Int32] = []
    }

    final class Players: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [Player] = []
        func make() -> Player {
            let player = Player()
            lock.withLock { made.append(player) }
            return player
        }
        var all: [Player] { lock.withLock { made } }
    }

    @Test("every frame is made once and handed over in order", arguments: [1, 2, 3])
    func inOrder(workers: Int) throws {
        let players = Players()
        var handedOver: [Int] = []
        try ParallelFrames.run(count: 101, workers: workers, makeWorker: { players.make() }, produce: { player, index in
            player.frames.append(index)
            return index * 10
        }, consume: { index, value in
            #expect(value == index * 10)
            handedOver.append(index)
        })
        #expect(handedOver == Array(0..<101))
        #expect(players.all.flatMap(\.frames).sorted() == Array(0..<101))
        #expect(players.all.count <= workers)
    }

    @Test("each worker plays runs of consecutive frames, so a retained renderer redraws only what changed")
    func consecutiveRuns() throws {
        let players = Players()
        try ParallelFrames.run(count: 96, workers: 2, makeWorker: { players.make() }, produce: { player, index in
            // Long enough that both workers are busy at once, as with real frames.
            usleep(300)
            player.frames.append(index)
        }, consume: { _, _ in })
        let frames = players.all.map(\.frames)
        let followers = frames.map { run in zip(run, run.dropFirst()).filter { $1 == $0 + 1 }.count }.reduce(0, +)
        // Handing out the next frame to whichever worker is free gives each worker every other frame: no followers.
        #expect(followers >= 96 * 8 / 10, "\(frames)")
    }

    @Test("a failing frame stops the run with its error")
    func failure() {
        #expect(throws: PlayerError.self) {
            try ParallelFrames.run(count: 40, workers: 2, makeWorker: { () }, produce: { _, index throws(PlayerError) in
                if index == 17 { throw .invalidArgument("frame 17") }
            }, consume: { _, _ in })
        }
    }

    @Test("a run on every core keeps each worker on a core of its own, and leaves the calling thread free again")
    func workersKeepTheirCores() throws {
        let cores = ParallelFrames.usableCores
        let players = Players()
        try ParallelFrames.run(count: 64, makeWorker: { players.make() }, produce: { player, index in
            usleep(200)
            player.frames.append(index)
            player.cores.append(sched_getcpu())
        }, consume: { _, _ in })
        #expect(ParallelFrames.usableCores == cores)
        guard cores > 1 else { return }
        // A worker may find every frame taken by the others before it starts; it has no core to keep.
        let coresPerWorker = players.all.map { Set($0.cores) }.filter { !$0.isEmpty }
        #expect(coresPerWorker.allSatisfy { $0.count == 1 }, "\(coresPerWorker)")
        #expect(Set(coresPerWorker.flatMap { $0 }).count == coresPerWorker.count, "\(coresPerWorker)")
    }

    @Test("the cores to use are those this process may run on")
    func usableCores() {
        #expect(ParallelFrames.usableCores >= 1)
        #expect(ParallelFrames.usableCores <= ProcessInfo.processInfo.activeProcessorCount)
    }
}
