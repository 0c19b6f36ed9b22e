import CJSONArena
import CJansson
import Foundation

/// The memory of one document's jansson values, handed out in large blocks and released all at once.
///
/// jansson allocates every value, key and hash table separately; with the system allocator, allocating and freeing
/// them was more than half of parsing. While an arena serves a thread (`serving`), jansson's allocations on that
/// thread come from it and its frees are nothing; everything goes when the arena does. Other threads, and this one
/// outside `serving`, keep the system allocator, so jansson stays usable by anyone else in the process. The bump
/// pointer itself is C (`tabshift_json_arena_malloc` in CJSONArena); this class owns the blocks.
final class JSONArena {
    private var blocks: [(start: UnsafeMutableRawPointer, length: Int)] = []
    /// Where the next allocation starts and how much of the current block is left, while not serving.
    private var cursor: UnsafeMutablePointer<CChar>?
    private var remaining = 0

    /// Blocks start small, as most files are, and double up to a ceiling: a first block above the C library's
    /// mapping threshold would cost every small document a system call and fresh pages.
    static let firstBlockSize = 16 << 10
    static let largestBlockSize = 1 << 20

    deinit {
        Self.keep(blocks)
    }

    /// The bytes handed out so far (with their rounding), while not serving.
    var usedBytes: Int { blocks.reduce(0) { $0 + $1.length } - remaining }

    /// A new block with room for `size` bytes, its first `size` (rounded to 16) handed out; the rest becomes the
    /// thread's bump region. Nil when memory runs out, which jansson reports as a parse error.
    fileprivate func refill(
        _ size: Int, state: UnsafeMutablePointer<tabshift_json_arena_state>
    ) -> UnsafeMutableRawPointer? {
        // Sizes reach here below `Int.max - 15` (CJSONArena refuses larger ones), so the rounding cannot overflow.
        let rounded = (size + 15) & ~15
        // The shift is capped so that a document of thousands of blocks does not shift the size out to 0 (and then
        // take a block per allocation): 16 doublings of the first block are past the ceiling already.
        let length = max(min(Self.firstBlockSize << min(blocks.count, 16), Self.largestBlockSize), rounded)
        guard let block = Self.reuse(length) ?? malloc(length) else { return nil }
        blocks.append((block, length))
        state.pointee.cursor = (block + rounded).assumingMemoryBound(to: CChar.self)
        state.pointee.remaining = length - rounded
        return block
    }

    /// Blocks of finished documents, by size, for the next document: asking the C library for blocks this large
    /// made it tidy its free lists on every request, a twentieth of decoding. At most `keptBytes` are kept.
    private static let spareBlocks = SpareBlocks()
    static let keptBytes = 4 << 20

    /// The blocks kept between documents, behind a lock the thread sanitizer understands.
    private final class SpareBlocks: @unchecked Sendable {
        private let lock = NSLock()
        private var bySize: [Int: [UnsafeMutableRawPointer]] = [:]
        private var bytes = 0

        func take(_ length: Int) -> UnsafeMutableRawPointer? {
            lock.withLock {
                guard let block = bySize[length]?.popLast() else { return nil }
                bytes -= length
                return block
            }
        }

        /// Keeps what fits of `blocks` (smallest first, as the arena took them) and returns the rest.
        func keep(_ blocks: [(start: UnsafeMutableRawPointer, length: Int)]) -> [UnsafeMutableRawPointer] {
            lock.withLock {
                var released: [UnsafeMutableRawPointer] = []
                for (block, length) in blocks {
                    if JSONArena.isStandardSize(length), bytes + length <= JSONArena.keptBytes {
                        bySize[length, default: []].append(block)
                        bytes += length
                    } else {
                        released.append(block)
                    }
                }
                return released
            }
        }
    }

    /// The block sizes the arena asks for, in order: only these are kept for reuse.
    private static func isStandardSize(_ length: Int) -> Bool {
        length >= firstBlockSize && length <= largestBlockSize && length & (length - 1) == 0
    }

    private static func reuse(_ length: Int) -> UnsafeMutableRawPointer? {
        isStandardSize(length) ? spareBlocks.take(length) : nil
    }

    private static func keep(_ blocks: [(start: UnsafeMutableRawPointer, length: Int)]) {
        for block in spareBlocks.keep(blocks) { free(block) }
    }

    /// Runs `body` with this arena serving jansson on the calling thread.
    func serving<Result>(_ body: () -> Result) -> Result {
        _ = Self.allocatorInstalled
        let state = tabshift_json_arena()!
        let previous = state.pointee
        state.pointee = tabshift_json_arena_state(
            owner: Unmanaged.passUnretained(self).toOpaque(), cursor: cursor, remaining: remaining
        ) { owner, size in
            Unmanaged<JSONArena>.fromOpaque(owner!)._withUnsafeGuaranteedRef {
                $0.refill(size, state: tabshift_json_arena()!)
            }
        }
        defer {
            cursor = state.pointee.cursor
            remaining = state.pointee.remaining
            state.pointee = previous
        }
        return body()
    }

    /// jansson's allocator, set once for the process: the current arena when there is one, else the system's.
    private static let allocatorInstalled: Void = json_set_alloc_funcs(
        tabshift_json_arena_malloc, tabshift_json_arena_free)
}
