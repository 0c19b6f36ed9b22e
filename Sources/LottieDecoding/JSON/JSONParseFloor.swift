import CJansson
import Foundation

/// jansson's own parse of a file and the freeing of its tree, with jansson's default allocator: the floor a decoder
/// built on jansson cannot go below, which `tabshift bench` reports beside the decoder's time.
package enum JSONParseFloor {
    /// Parses `data` and frees the tree; false when it is not JSON. jansson's allocator is the system's for the
    /// measurement, as jansson ships, whatever the decoder has installed: the process's allocator functions are
    /// swapped, so this is for single-threaded benchmarks only.
    package static func parseAndFree(_ data: Data) -> Bool {
        var installed: (json_malloc_t?, json_free_t?) = (nil, nil)
        json_get_alloc_funcs(&installed.0, &installed.1)
        json_set_alloc_funcs({ malloc($0) }, { free($0) })
        defer { json_set_alloc_funcs(installed.0, installed.1) }
        return data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            var error = json_error_t()
            guard let root = json_loadb(base.assumingMemoryBound(to: CChar.self), buffer.count, 0, &error) else {
                return false
            }
            json_decref(root)
            return true
        }
    }

    /// The decoder's own parse: into an arena, freed all at once (`JSONDocument`).
    package static func parseIntoArena(_ data: Data) -> Bool { (try? JSONDocument(data: data)) != nil }

    /// The bytes jansson took from the arena parsing `data` as the decoder does, nil when it is not JSON: the whole
    /// tree's, when the arena serves jansson as it should. Were jansson to allocate elsewhere, freeing the arena
    /// would free nothing of the tree and every decode would leak it, as it once did.
    package static func arenaBytes(parsing data: Data) -> Int? { (try? JSONDocument(data: data))?.arenaBytes }
}
