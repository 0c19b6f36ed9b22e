import Foundation
import LottieDecoding
import Testing

@Suite("jansson's arena")
struct JSONArenaTests {
    /// 2,000 small objects: jansson allocates each object, its hash table, its keys and its value separately.
    static let document = Data(("[" + (0..<2000).map { #"{"t": \#($0), "s": [1.5, 2.5]}"# }.joined(separator: ",") + "]").utf8)

    @Test("jansson's tree is allocated from the decoder's arena, which frees it whole")
    func treeComesFromTheArena() throws {
        let bytes = try #require(JSONParseFloor.arenaBytes(parsing: Self.document))
        // Each object holds two members and an array of two reals: well over 100 bytes of jansson's structures.
        #expect(bytes > 2000 * 100)
    }

    @Test("every thread parses into its own arena")
    func otherThreads() async throws {
        let counts = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<4 { group.addTask { JSONParseFloor.arenaBytes(parsing: Self.document) } }
            return await group.reduce(into: [Int?]()) { $0.append($1) }
        }
        let first = try #require(counts.first ?? nil)
        #expect(first > 2000 * 100)
        #expect(counts.allSatisfy { $0 == first })
    }
}
