import Foundation
import ImageCodecs
import VectorGraphics

/// A WebM file (Matroska's EBML) of one VP9 track with an alpha channel, as Chromium and Firefox play it
/// transparently: the track says `AlphaMode` 1, and each frame's alpha, a second VP9 stream coded from the alpha
/// plane as luma, rides in the frame's `BlockAdditional` with ID 1.
///
/// Times are milliseconds (Matroska's default scale). A cluster starts at each key frame, and cues index them,
/// so a player seeks without reading the whole file. Finished clusters wait in a spool on disk; only the one being
/// filled is in memory.
struct WebMWriter {
    private let width: Int
    private let height: Int
    private let hasAlpha: Bool
    private let clusters: Spool
    private var cluster: (time: Int, blocks: [Data])?
    /// Each key frame's time and where its cluster starts in the spool.
    private var cuePoints: [(time: Int, position: Int)] = []
    private var elapsed = 0
    private var previousFrameTime = 0

    init(width: Int, height: Int, hasAlpha: Bool) throws(OutputError) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        clusters = try Spool()
    }

    /// Adds one frame shown from `time` for `duration` milliseconds.
    mutating func append(frame: [UInt8], alpha: [UInt8]?, isKey: Bool, time: Int, duration: Int) throws(OutputError)
    {
        // A block's time is 16 bits past its cluster's.
        if isKey || cluster == nil || time - (cluster?.time ?? time) > 30_000 {
            try flushCluster()
            cluster = (time, [])
            if isKey { cuePoints.append((time, clusters.count)) }
        }
        let relative = Int16(clamping: time - (cluster?.time ?? time))
        var block = Data([0x81])  // track 1
        block.append(relative.bytes)
        block.append(0)
        block.append(contentsOf: frame)
        var group = [element(0xA1, block), element(0x9B, unsigned: UInt64(max(duration, 0)))]
        if !isKey {
            // Without a reference, a demuxer takes every frame for a key frame.
            group.append(element(0xFB, signed: Int64(previousFrameTime - time)))
        }
        if let alpha {
            let more = element(0xA6, [element(0xEE, unsigned: 1), element(0xA5, Data(alpha))])
            group.append(element(0x75A1, [more]))
        }
        let blockGroup = element(0xA0, group)
        cluster?.blocks.append(blockGroup)
        previousFrameTime = time
        elapsed = time + duration
    }

    private mutating func flushCluster() throws(OutputError) {
        guard let cluster else { return }
        try clusters.append(element(0x1F43_B675, [element(0xE7, unsigned: UInt64(cluster.time))] + cluster.blocks))
        self.cluster = nil
    }

    /// Writes the whole file into `sink`.
    mutating func finish(into sink: any ByteSink) throws(OutputError) {
        try flushCluster()
        let header = element(
            0x1A45_DFA3,
            [
                element(0x4286, unsigned: 1), element(0x42F7, unsigned: 1), element(0x42F2, unsigned: 4),
                element(0x42F3, unsigned: 8),
                element(0x4282, Data("webm".utf8)), element(0x4287, unsigned: 4), element(0x4285, unsigned: 2)
            ])
        let info = element(
            0x1549_A966,
            [
                element(0x2AD7B1, unsigned: 1_000_000), element(0x4489, float: Double(elapsed)),
                element(0x4D80, Data("TabShift".utf8)), element(0x5741, Data("TabShift".utf8))
            ])
        // BT.709 matrix, transfer and primaries; limited range; chroma at the centre of each 2×2 block.
        let colour = element(
            0x55B0,
            [
                element(0x55B1, unsigned: 1), element(0x55B9, unsigned: 1), element(0x55BA, unsigned: 1),
                element(0x55BB, unsigned: 1),
                element(0x55B7, unsigned: 2), element(0x55B8, unsigned: 2)
            ])
        var video = [element(0xB0, unsigned: UInt64(width)), element(0xBA, unsigned: UInt64(height))]
        if hasAlpha { video.append(element(0x53C0, unsigned: 1)) }
        video.append(colour)
        let tracks = element(
            0x1654_AE6B,
            [
                element(
                    0xAE,
                    [
                        element(0xD7, unsigned: 1), element(0x73C5, unsigned: 1), element(0x83, unsigned: 1),
                        element(0x9C, unsigned: 0),
                        element(0x86, Data("V_VP9".utf8)), element(0xE0, video)
                    ])
            ])
        // Positions count from the start of the segment's data; the seek head's size does not depend on them
        // because every position is written in eight bytes.
        let seekHeadSize = seekHead(info: 0, tracks: 0, cues: 0).count
        let infoPosition = seekHeadSize
        let tracksPosition = infoPosition + info.count
        let clustersPosition = tracksPosition + tracks.count
        let cuesPosition = clustersPosition + clusters.count
        let cues = element(
            0x1C53_BB6B,
            cuePoints.map { point in
                element(
                    0xBB,
                    [
                        element(0xB3, unsigned: UInt64(point.time)),
                        element(
                            0xB7,
                            [
                                element(0xF7, unsigned: 1),
                                element(0xF1, unsigned: UInt64(clustersPosition + point.position))
                            ])
                    ])
            })
        var head = header
        head.append(Self.identifier(0x1853_8067))
        head.append(Self.size(cuesPosition + cues.count))
        head.append(seekHead(info: infoPosition, tracks: tracksPosition, cues: cuesPosition))
        head.append(info)
        head.append(tracks)
        try sink.write(head)
        try clusters.copy(into: sink)
        try sink.write(cues)
    }

    private func seekHead(info: Int, tracks: Int, cues: Int) -> Data {
        let entries = [(0x1549_A966, info), (0x1654_AE6B, tracks), (0x1C53_BB6B, cues)].map { id, position in
            element(0x4DBB, [element(0x53AB, Self.identifier(UInt32(id))), element(0x53AC, UInt64(position).bytes)])
        }
        return element(0x114D_9B74, entries)
    }

    // MARK: EBML

    private static func identifier(_ id: UInt32) -> Data {
        let bytes = id.bytes
        return bytes.drop { $0 == 0 }.isEmpty ? Data([0]) : Data(bytes.drop { $0 == 0 })
    }

    /// A size as EBML's variable-length integer, in the fewest bytes.
    private static func size(_ value: Int) -> Data {
        var length = 1
        while length < 8, UInt64(value) >= (UInt64(1) << (7 * UInt64(length))) - 1 { length += 1 }
        let marked = UInt64(value) | (UInt64(1) << (7 * UInt64(length)))
        return Data(marked.bytes.suffix(length))
    }

    private func element(_ id: UInt32, _ payload: Data) -> Data {
        var data = Self.identifier(id)
        data.append(Self.size(payload.count))
        data.append(payload)
        return data
    }

    private func element(_ id: UInt32, _ children: [Data]) -> Data {
        element(id, children.reduce(into: Data()) { $0.append($1) })
    }

    private func element(_ id: UInt32, unsigned value: UInt64) -> Data {
        let bytes = value.bytes.drop { $0 == 0 }
        return element(id, bytes.isEmpty ? Data([0]) : Data(bytes))
    }

    private func element(_ id: UInt32, signed value: Int64) -> Data {
        var bytes = value.bytes
        while bytes.count > 1,
            (bytes[bytes.startIndex] == 0 && bytes[bytes.startIndex + 1] & 0x80 == 0)
                || (bytes[bytes.startIndex] == 0xFF && bytes[bytes.startIndex + 1] & 0x80 != 0)
        {
            bytes = bytes.dropFirst()
        }
        return element(id, Data(bytes))
    }

    private func element(_ id: UInt32, float value: Double) -> Data {
        element(id, value.bitPattern.bytes)
    }
}
