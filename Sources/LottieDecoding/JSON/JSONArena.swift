import CJansson
import Foundation

/// The memory of one document's jansson values, handed out in large blocks and released all at once.
///
/// jansson allocates every value, key and hash table separately; with the system allocator, allocating and freeing
/// them was more than half of parsing. While an arena serves a thread (`serving`), jansson's allocations on that
/// thread come from it and its frees are nothing; everything goes when the arena does. Other threads, and this one
/// outside `serving`, keep the system allocator, so jansson stays usable by anyone else in the process.
final class JSONArena {
    private var blocks: [UnsafeMutableRawPointer] = []
    private var cursor: UnsafeMutableRawPointer?
    private var remaining = 0

    /// Blocks start small, as most files are, and double up to a ceiling: a first block above the C library's
    /// mapping threshold would cost every small document a system call and fresh pages.
    static let firstBlockSize = 16 << 10
    static let largestBlockSize = 1 << 20

    deinit {
        for block in blocks { free(block) }
    }

    /// 16-byte aligned, as malloc's results are.
    func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        let rounded = (size + 15) & ~15
        if rounded > remaining {
            let length = max(min(Self.firstBlockSize << blocks.count, Self.largestBlockSize), rounded)
            guard let block = malloc(length) else { return nil }
            blocks.append(block)
            cursor = block
            remaining = length
        }
        guard let start = cursor else { return nil }
        cursor = start + rounded
        remaining -= rounded
        return start
    }

    /// Runs `body` with this arena serving jansson on the calling thread.
    func serving<Result>(_ body: () -> Result) -> Result {
        _ = Self.allocatorInstalled
        let previous = pthread_getspecific(Self.currentKey)
        pthread_setspecific(Self.currentKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.currentKey, previous) }
        return body()
    }

    /// The thread-local slot holding the arena serving each thread. Set once, before jansson can call the allocator
    /// that reads it; a constant-initialized stored global, so reading it costs no lazy-initialization check on
    /// every allocation (that check and counting the arena's references were a tenth of parsing).
    nonisolated(unsafe) private static var currentKey: pthread_key_t = 0

    /// jansson's allocator, set once for the process: the current arena when there is one, else the system's.
    private static let allocatorInstalled: Void = {
        pthread_key_create(&currentKey, nil)
        json_set_alloc_funcs(
            { size in
                guard let arena = pthread_getspecific(JSONArena.currentKey) else { return malloc(size) }
                return Unmanaged<JSONArena>.fromOpaque(arena)._withUnsafeGuaranteedRef { $0.allocate(size) }
            },
            { pointer in if pthread_getspecific(JSONArena.currentKey) == nil { free(pointer) } }
        )
    }()
}
