import CVPX
import ImageCodecs
import VectorGraphics

/// One VP9 stream through libvpx: planes in, one compressed frame out per frame in (no look-ahead, so frames come
/// out in order and none is hidden), key frames where the caller says.
final class VP9Encoder {
    struct Packet {
        var data: [UInt8]
        var isKey: Bool
    }

    private var context = vpx_codec_ctx_t()
    private let image: UnsafeMutablePointer<vpx_image_t>
    private let width: Int
    private let height: Int
    private var frames: Int64 = 0
    private let deadline: UInt

    /// How a stream spends its bits: at a constant quality (0–100, higher is better), at a bit rate (bits per
    /// second, for a frame rate), or losslessly (the alpha plane, which has to be 0 where the frame is transparent).
    enum Rate: Equatable {
        case quality(Int)
        case bitRate(Int)
        case lossless

        var speed: Int32 { self == .lossless ? 5 : 8 }
        var deadline: UInt { self == .lossless ? UInt(VPX_DL_GOOD_QUALITY) : UInt(VPX_DL_REALTIME) }
    }

    init(width: Int, height: Int, framesPerSecond: Double, rate: Rate) throws(OutputError) {
        self.width = width
        self.height = height
        deadline = rate.deadline
        guard
            let image = vpx_img_alloc(
                nil, VPX_IMG_FMT_I420, UInt32(truncatingIfNeeded: width), UInt32(truncatingIfNeeded: height), 16)
        else {
            throw OutputError(operation: "encoding VP9", message: "out of memory for a \(width)x\(height) frame")
        }
        self.image = image
        var configuration = vpx_codec_enc_cfg_t()
        guard vpx_codec_enc_config_default(vpx_codec_vp9_cx(), &configuration, 0) == VPX_CODEC_OK else {
            vpx_img_free(image)
            throw OutputError(operation: "encoding VP9", message: "libvpx has no VP9 encoder")
        }
        configuration.g_w = UInt32(truncatingIfNeeded: width)
        configuration.g_h = UInt32(truncatingIfNeeded: height)
        // Time is counted in frames (the container holds the real times); the rate control needs their rate.
        configuration.g_timebase = vpx_rational(
            num: 1000, den: Int32(truncatingIfNeeded: Int(clampingRounded: framesPerSecond * 1000, to: 1...1_000_000)))
        configuration.g_lag_in_frames = 0
        configuration.g_threads = 1
        configuration.g_error_resilient = 0
        configuration.kf_mode = VPX_KF_DISABLED
        switch rate {
        case .quality:
            configuration.rc_end_usage = VPX_Q
            configuration.rc_min_quantizer = 0
            configuration.rc_max_quantizer = 63
        case .bitRate(let bits):
            configuration.rc_end_usage = VPX_VBR
            configuration.rc_target_bitrate = UInt32(clamping: max(1, bits / 1000))
        case .lossless:
            configuration.rc_end_usage = VPX_Q
            configuration.rc_min_quantizer = 0
            configuration.rc_max_quantizer = 0
        }
        guard tabshift_vp9_encoder_init(&context, &configuration) == VPX_CODEC_OK else {
            vpx_img_free(image)
            throw OutputError(operation: "encoding VP9", message: "libvpx refused a \(width)x\(height) stream")
        }
        var controls: [(Int32, Int32)] = [
            (Int32(VP8E_SET_CPUUSED.rawValue), rate.speed),
            (Int32(VP9E_SET_COLOR_SPACE.rawValue), Int32(VPX_CS_BT_709.rawValue)),
            (Int32(VP9E_SET_COLOR_RANGE.rawValue), Int32(VPX_CR_STUDIO_RANGE.rawValue))
        ]
        switch rate {
        case .quality(let quality):
            controls.append((Int32(VP8E_SET_CQ_LEVEL.rawValue), Self.quantizer(quality: quality)))
        case .lossless: controls.append((Int32(VP9E_SET_LOSSLESS.rawValue), 1))
        case .bitRate: break
        }
        for (control, value) in controls where tabshift_vpx_control(&context, control, value) != VPX_CODEC_OK {
            vpx_codec_destroy(&context)
            vpx_img_free(image)
            throw OutputError(operation: "encoding VP9", message: "libvpx refused setting \(control) to \(value)")
        }
    }

    deinit {
        vpx_codec_destroy(&context)
        vpx_img_free(image)
    }

    /// VP9's quantizer index (0–63) for a quality of 0–100, as libwebp's quality reads: 100 is nearly lossless.
    static func quantizer(quality: Int) -> Int32 {
        Int32((Double(100 - min(max(quality, 0), 100)) * 0.63).rounded())
    }

    /// Encodes one frame of planes `width`×`height` (chroma half of each, rounded up) and returns its packet.
    func encode(
        luma: [UInt8], blueDifference: [UInt8], redDifference: [UInt8], key: Bool
    ) throws(OutputError) -> Packet {
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        copy(luma, rowLength: width, rows: height, plane: 0)
        copy(blueDifference, rowLength: chromaWidth, rows: chromaHeight, plane: 1)
        copy(redDifference, rowLength: chromaWidth, rows: chromaHeight, plane: 2)
        let flags: vpx_enc_frame_flags_t = key ? vpx_enc_frame_flags_t(VPX_EFLAG_FORCE_KF) : 0
        guard vpx_codec_encode(&context, image, frames, 1, flags, deadline) == VPX_CODEC_OK else {
            throw OutputError(operation: "encoding VP9", message: String(cString: vpx_codec_error(&context)))
        }
        frames += 1
        var packet = Packet(data: [], isKey: false)
        var iterator: vpx_codec_iter_t?
        while let next = vpx_codec_get_cx_data(&context, &iterator) {
            guard next.pointee.kind == VPX_CODEC_CX_FRAME_PKT else { continue }
            let frame = next.pointee.data.frame
            packet.data.append(contentsOf: UnsafeRawBufferPointer(start: frame.buf, count: frame.sz))
            packet.isKey = packet.isKey || frame.flags & vpx_codec_frame_flags_t(VPX_FRAME_IS_KEY) != 0
        }
        guard !packet.data.isEmpty else {
            throw OutputError(operation: "encoding VP9", message: "libvpx returned no frame for frame \(frames)")
        }
        return packet
    }

    private func copy(_ plane: [UInt8], rowLength: Int, rows: Int, plane index: Int) {
        let stride = withUnsafePointer(to: image.pointee.stride) {
            $0.withMemoryRebound(to: Int32.self, capacity: 4) { Int(truncatingIfNeeded: $0[index]) }
        }
        let base = withUnsafePointer(to: image.pointee.planes) {
            $0.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 4) { $0[index] }
        }
        guard let base else { return }
        plane.withUnsafeBufferPointer { source in
            for row in 0..<rows {
                (base + row * stride).update(from: source.baseAddress! + row * rowLength, count: rowLength)
            }
        }
    }
}
