import COpenH264
import ImageCodecs
import VectorGraphics

/// One H.264 stream through OpenH264: constrained baseline (every decoder plays it), BT.709 limited range written
/// in the sequence's video usability information, no frame ever skipped, an IDR frame where the caller says.
final class H264Encoder {
    /// One frame's network abstraction layer units, without start codes.
    struct AccessUnit {
        var units: [[UInt8]]
        var isKey: Bool
    }

    private let encoder: UnsafeMutablePointer<ISVCEncoder?>
    private let width: Int
    private let height: Int
    private var frames: Int64 = 0
    private let frameMilliseconds: Double

    /// A stream of `width`×`height` frames (both even), at a constant quality (0–100) or a bit rate.
    init(width: Int, height: Int, framesPerSecond: Double, quality: Int, bitRate: Int?) throws(OutputError) {
        precondition(width % 2 == 0 && height % 2 == 0)
        self.width = width
        self.height = height
        frameMilliseconds = 1000 / framesPerSecond
        var created: UnsafeMutablePointer<ISVCEncoder?>?
        guard WelsCreateSVCEncoder(&created) == 0, let created, let functions = created.pointee?.pointee else {
            throw OutputError(operation: "encoding H.264", message: "OpenH264 could not create an encoder")
        }
        encoder = created
        var parameters = SEncParamExt()
        _ = functions.GetDefaultParams(encoder, &parameters)
        parameters.iUsageType = CAMERA_VIDEO_REAL_TIME
        parameters.iPicWidth = Int32(clamping: width)
        parameters.iPicHeight = Int32(clamping: height)
        parameters.fMaxFrameRate = Float(framesPerSecond)
        parameters.iSpatialLayerNum = 1
        parameters.iTemporalLayerNum = 1
        parameters.bEnableFrameSkip = false
        parameters.uiIntraPeriod = 0
        parameters.iMultipleThreadIdc = 1
        parameters.eSpsPpsIdStrategy = CONSTANT_ID
        parameters.bEnableDenoise = false
        // Background detection skips blocks it judges unchanged, which leaves slow colour changes (a label fading from
        // blue to grey) behind by several frames.
        parameters.bEnableBackgroundDetection = false
        parameters.bEnableAdaptiveQuant = bitRate != nil
        if let bitRate {
            parameters.iRCMode = RC_BITRATE_MODE
            parameters.iTargetBitrate = Int32(clamping: bitRate)
            parameters.iMaxBitrate = Int32(clamping: bitRate * 2)
        } else {
            // A fixed quantizer: the same quality on every frame, whatever it costs.
            parameters.iRCMode = RC_OFF_MODE
            let quantizer = Self.quantizer(quality: quality)
            parameters.iMinQp = quantizer
            parameters.iMaxQp = quantizer
        }
        withUnsafeMutablePointer(to: &parameters.sSpatialLayers) {
            $0.withMemoryRebound(to: SSpatialLayerConfig.self, capacity: 1) { layer in
                layer.pointee.iVideoWidth = Int32(clamping: width)
                layer.pointee.iVideoHeight = Int32(clamping: height)
                layer.pointee.fFrameRate = Float(framesPerSecond)
                layer.pointee.iSpatialBitrate = parameters.iTargetBitrate
                layer.pointee.iMaxSpatialBitrate = parameters.iMaxBitrate
                layer.pointee.iDLayerQp = parameters.iMaxQp
                layer.pointee.uiProfileIdc = PRO_BASELINE
                layer.pointee.sSliceArgument.uiSliceMode = SM_SINGLE_SLICE
                layer.pointee.bVideoSignalTypePresent = true
                layer.pointee.uiVideoFormat = UInt8(truncatingIfNeeded: VF_UNDEF.rawValue)
                layer.pointee.bFullRange = false
                layer.pointee.bColorDescriptionPresent = true
                layer.pointee.uiColorPrimaries = UInt8(truncatingIfNeeded: CP_BT709.rawValue)
                layer.pointee.uiTransferCharacteristics = UInt8(truncatingIfNeeded: TRC_BT709.rawValue)
                layer.pointee.uiColorMatrix = UInt8(truncatingIfNeeded: CM_BT709.rawValue)
            }
        }
        var quiet = Int32(truncatingIfNeeded: WELS_LOG_QUIET)
        _ = functions.SetOption(encoder, ENCODER_OPTION_TRACE_LEVEL, &quiet)
        // Once every property is set, a throw runs deinit, which frees the encoder.
        let status = functions.InitializeExt(encoder, &parameters)
        guard status == 0 else {
            throw OutputError(
                operation: "encoding H.264", message: "OpenH264 refused a \(width)x\(height) stream (status \(status))")
        }
        var format = Int32(videoFormatI420.rawValue)
        _ = functions.SetOption(encoder, ENCODER_OPTION_DATAFORMAT, &format)
    }

    deinit {
        if let functions = encoder.pointee?.pointee { _ = functions.Uninitialize(encoder) }
        WelsDestroySVCEncoder(encoder)
    }

    /// H.264's quantizer (0–51) for a quality of 0–100, as VP9's reads: 100 is nearly lossless.
    static func quantizer(quality: Int) -> Int32 {
        Int32((Double(100 - min(max(quality, 0), 100)) * 0.51).rounded())
    }

    /// Encodes one frame of planes (chroma half the size each way).
    func encode(
        luma: [UInt8], blueDifference: [UInt8], redDifference: [UInt8], key: Bool
    ) throws(OutputError) -> AccessUnit {
        guard let functions = encoder.pointee?.pointee else {
            throw OutputError(operation: "encoding H.264", message: "the encoder is gone")
        }
        if key { _ = functions.ForceIntraFrame(encoder, true) }
        var luma = luma, blueDifference = blueDifference, redDifference = redDifference
        var info = SFrameBSInfo()
        let status: Int32 = luma.withUnsafeMutableBufferPointer { y in
            blueDifference.withUnsafeMutableBufferPointer { u in
                redDifference.withUnsafeMutableBufferPointer { v in
                    var picture = SSourcePicture()
                    picture.iColorFormat = Int32(videoFormatI420.rawValue)
                    picture.iPicWidth = Int32(clamping: width)
                    picture.iPicHeight = Int32(clamping: height)
                    picture.iStride = (
                        Int32(clamping: width), Int32(clamping: width / 2), Int32(clamping: width / 2), 0
                    )
                    picture.pData = (y.baseAddress, u.baseAddress, v.baseAddress, nil)
                    picture.uiTimeStamp = Int64((Double(frames) * frameMilliseconds).rounded())
                    return functions.EncodeFrame(encoder, &picture, &info)
                }
            }
        }
        guard status == 0 else {
            throw OutputError(
                operation: "encoding H.264", message: "OpenH264 failed on frame \(frames) (status \(status))")
        }
        frames += 1
        guard info.eFrameType != videoFrameTypeSkip, info.eFrameType != videoFrameTypeInvalid else {
            throw OutputError(operation: "encoding H.264", message: "OpenH264 skipped frame \(frames)")
        }
        var unit = AccessUnit(units: [], isKey: info.eFrameType == videoFrameTypeIDR)
        withUnsafePointer(to: info.sLayerInfo) {
            $0.withMemoryRebound(to: SLayerBSInfo.self, capacity: Int(truncatingIfNeeded: info.iLayerNum)) { layers in
                for layerIndex in 0..<Int(truncatingIfNeeded: info.iLayerNum) {
                    let layer = layers[layerIndex]
                    guard var bytes = layer.pBsBuf, let lengths = layer.pNalLengthInByte else { continue }
                    for nal in 0..<Int(truncatingIfNeeded: layer.iNalCount) {
                        let length = Int(truncatingIfNeeded: lengths[nal])
                        unit.units.append(Self.withoutStartCode(UnsafeBufferPointer(start: bytes, count: length)))
                        bytes += length
                    }
                }
            }
        }
        return unit
    }

    /// OpenH264 writes Annex B (each unit after 00 00 01 or 00 00 00 01); MP4 stores units after their length.
    private static func withoutStartCode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var start = 0
        while start < bytes.count, bytes[start] == 0 { start += 1 }
        if start < bytes.count, bytes[start] == 1, start >= 2 { start += 1 } else { start = 0 }
        return Array(bytes[start...])
    }
}
