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

    /// The arena serving the calling thread, if any.
    static var current: JSONArena? {
        pthread_getspecific(currentKey).map { Unmanaged<JSONArena>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// jansson's allocator, set once for the process: the current arena when there is one, else the system's.
    private static let allocatorInstalled: Void = {
        json_set_alloc_funcs(
            { size in JSONArena.current?.allocate(size) ?? malloc(size) },
            { pointer in if JSONArena.current == nil { free(pointer) } }
        )
    }()
}
