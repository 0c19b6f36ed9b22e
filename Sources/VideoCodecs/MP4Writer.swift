import Foundation
import ImageCodecs
import VectorGraphics

/// An MP4 file (ISO/IEC 14496-12 and -15) of one H.264 track at a constant frame rate, with its index (`moov`)
/// before the media (`mdat`), so that a browser plays it while it downloads ("faststart").
///
/// One chunk holds every sample; the samples' sizes, durations and key frames are the index. Times are in
/// 1/90000 s, which every common frame rate divides. The samples wait in a spool on disk until the index is known.
struct MP4Writer {
    static let timescale = 90_000

    private let width: Int
    private let height: Int
    private var sequenceParameterSet: [UInt8]?
    private var pictureParameterSet: [UInt8]?
    private let media: Spool
    private var sampleSizes: [UInt32] = []
    private var durations: [UInt32] = []
    private var keySamples: [UInt32] = []

    init(width: Int, height: Int) throws(OutputError) {
        self.width = width
        self.height = height
        media = try Spool()
    }

    /// Adds one access unit shown for `duration` units of `timescale`. Parameter sets go to the track's
    /// configuration rather than into the samples.
    mutating func append(_ unit: H264Encoder.AccessUnit, duration: Int) throws(OutputError) {
        var sample = Data()
        for nal in unit.units where !nal.isEmpty {
            switch nal[0] & 0x1F {
            case 7: if sequenceParameterSet == nil { sequenceParameterSet = nal }
            case 8: if pictureParameterSet == nil { pictureParameterSet = nal }
            default:
                sample.append(bigEndian: UInt32(truncatingIfNeeded: nal.count))
                sample.append(contentsOf: nal)
            }
        }
        try media.append(sample)
        sampleSizes.append(UInt32(truncatingIfNeeded: sample.count))
        durations.append(UInt32(clamping: duration))
        if unit.isKey { keySamples.append(UInt32(truncatingIfNeeded: sampleSizes.count)) }
    }

    /// Writes the whole file into `sink`.
    func finish(into sink: any ByteSink) throws(OutputError) {
        guard let sequenceParameterSet, let pictureParameterSet, sequenceParameterSet.count >= 4 else {
            throw OutputError(operation: "encoding MP4", message: "the encoder wrote no parameter sets")
        }
        guard media.count < (1 << 32) - (1 << 20) else {
            throw OutputError(operation: "encoding MP4", message: "the video is over 4 GiB")
        }
        let fileType = box("ftyp", [Data("isom".utf8), UInt32(0x200).bytes, Data("isomiso2avc1mp41".utf8)])
        // The chunk offset depends on the index's size, which does not depend on the offset's value.
        let withoutOffset = movie(
            chunkOffset: 0, configuration: decoderConfiguration(sequenceParameterSet, pictureParameterSet))
        let offset = UInt32(truncatingIfNeeded: fileType.count + withoutOffset.count + 8)
        let index = movie(
            chunkOffset: offset, configuration: decoderConfiguration(sequenceParameterSet, pictureParameterSet))
        try sink.write(fileType)
        try sink.write(index)
        var mediaHeader = UInt32(truncatingIfNeeded: media.count + 8).bytes
        mediaHeader.append(Data("mdat".utf8))
        try sink.write(mediaHeader)
        try media.copy(into: sink)
    }

    private var totalDuration: UInt64 { durations.reduce(0) { $0 + UInt64($1) } }

    private func movie(chunkOffset: UInt32, configuration: Data) -> Data {
        let identity: [UInt32] = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x4000_0000]
        let matrix = Data(identity.flatMap(\.bytes))
        let milliseconds = UInt32(clamping: totalDuration * 1000 / UInt64(Self.timescale))
        let movieHeader = fullBox(
            "mvhd", version: 0, flags: 0,
            [
                UInt32(0).bytes, UInt32(0).bytes, UInt32(1000).bytes, milliseconds.bytes,
                UInt32(0x10000).bytes, UInt16(0x100).bytes, Data(count: 10), matrix, Data(count: 24), UInt32(2).bytes
            ])
        let trackHeader = fullBox(
            "tkhd", version: 0, flags: 3,
            [
                UInt32(0).bytes, UInt32(0).bytes, UInt32(1).bytes, UInt32(0).bytes, milliseconds.bytes, Data(count: 8),
                UInt16(0).bytes, UInt16(0).bytes, UInt16(0).bytes, UInt16(0).bytes, matrix,
                UInt32(clamping: width << 16).bytes, UInt32(clamping: height << 16).bytes
            ])
        let mediaHeader = fullBox(
            "mdhd", version: 0, flags: 0,
            [
                UInt32(0).bytes, UInt32(0).bytes, UInt32(Self.timescale).bytes, UInt32(clamping: totalDuration).bytes,
                UInt16(0x55C4).bytes, UInt16(0).bytes  // "und"
            ])
        let handler = fullBox(
            "hdlr", version: 0, flags: 0,
            [UInt32(0).bytes, Data("vide".utf8), Data(count: 12), Data("VideoHandler\0".utf8)])
        let videoHeader = fullBox("vmhd", version: 0, flags: 1, [Data(count: 8)])
        let dataInformation = box(
            "dinf",
            [fullBox("dref", version: 0, flags: 0, [UInt32(1).bytes, fullBox("url ", version: 0, flags: 1, [])])])
        let sampleEntry = box(
            "avc1",
            [
                Data(count: 6), UInt16(1).bytes, Data(count: 16), UInt16(clamping: width).bytes,
                UInt16(clamping: height).bytes,
                UInt32(0x48_0000).bytes, UInt32(0x48_0000).bytes, UInt32(0).bytes, UInt16(1).bytes, Data(count: 32),
                UInt16(0x18).bytes, UInt16(0xFFFF).bytes, configuration,
                // BT.709 primaries, transfer and matrix, limited range: what the samples are.
                box("colr", [Data("nclx".utf8), UInt16(1).bytes, UInt16(1).bytes, UInt16(1).bytes, Data([0])])
            ])
        var timeRuns: [(count: UInt32, delta: UInt32)] = []
        for duration in durations {
            if let last = timeRuns.last, last.delta == duration {
                timeRuns[timeRuns.count - 1].count += 1
            } else {
                timeRuns.append((1, duration))
            }
        }
        let sampleTable = box(
            "stbl",
            [
                fullBox("stsd", version: 0, flags: 0, [UInt32(1).bytes, sampleEntry]),
                fullBox(
                    "stts", version: 0, flags: 0,
                    [UInt32(truncatingIfNeeded: timeRuns.count).bytes]
                        + timeRuns.map { $0.count.bytes + $0.delta.bytes }),
                fullBox(
                    "stss", version: 0, flags: 0,
                    [UInt32(truncatingIfNeeded: keySamples.count).bytes] + keySamples.map(\.bytes)),
                fullBox(
                    "stsc", version: 0, flags: 0,
                    [
                        UInt32(1).bytes, UInt32(1).bytes, UInt32(truncatingIfNeeded: sampleSizes.count).bytes,
                        UInt32(1).bytes
                    ]),
                fullBox(
                    "stsz", version: 0, flags: 0,
                    [UInt32(0).bytes, UInt32(truncatingIfNeeded: sampleSizes.count).bytes] + sampleSizes.map(\.bytes)),
                fullBox("stco", version: 0, flags: 0, [UInt32(1).bytes, chunkOffset.bytes])
            ])
        let mediaInformation = box("minf", [videoHeader, dataInformation, sampleTable])
        let track = box("trak", [trackHeader, box("mdia", [mediaHeader, handler, mediaInformation])])
        return box("moov", [movieHeader, track])
    }

    /// `avcC`: the profile and level of the sequence, 4-byte unit lengths, and the two parameter sets.
    private func decoderConfiguration(_ sequence: [UInt8], _ picture: [UInt8]) -> Data {
        box(
            "avcC",
            [
                Data([1, sequence[1], sequence[2], sequence[3], 0xFF, 0xE1]), UInt16(clamping: sequence.count).bytes,
                Data(sequence),
                Data([1]), UInt16(clamping: picture.count).bytes, Data(picture)
            ])
    }

    private func box(_ type: String, _ parts: [Data]) -> Data {
        let size = parts.reduce(8) { $0 + $1.count }
        var data = UInt32(truncatingIfNeeded: size).bytes
        data.append(Data(type.utf8))
        for part in parts { data.append(part) }
        return data
    }

    private func fullBox(_ type: String, version: UInt8, flags: UInt32, _ parts: [Data]) -> Data {
        box(
            type,
            [
                Data([
                    version, UInt8(truncatingIfNeeded: flags >> 16), UInt8(truncatingIfNeeded: flags >> 8),
                    UInt8(truncatingIfNeeded: flags)
                ])
            ] + parts)
    }
}

extension FixedWidthInteger {
    /// Big-endian bytes, as MP4 and Matroska store numbers.
    var bytes: Data { withUnsafeBytes(of: bigEndian) { Data($0) } }
}

extension Data {
    mutating func append<Value: FixedWidthInteger>(bigEndian value: Value) { append(value.bytes) }
}
