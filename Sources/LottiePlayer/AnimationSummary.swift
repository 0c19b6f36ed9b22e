import LottieModel
import TabShiftEngine

/// What `tabshift inspect` shows: header, markers, layer tree and diagnostics, encodable as JSON.
public struct AnimationSummary: Codable, Sendable {
    public struct LayerSummary: Codable, Sendable {
        public var name: String
        public var kind: String
        public var index: Int?
        public var parent: Int?
        public var inPoint: Double
        public var outPoint: Double
        public var hidden: Bool
        public var matte: String?
        public var shapeCount: Int?
        public var precomposition: String?
        /// Compositing and timing it uses: masks, matte, blend mode, effects, time remap, stretch, start, 3D, auto-orient.
        public var features: [String]
        public var children: [LayerSummary]?
    }

    public struct MarkerSummary: Codable, Sendable {
        public var name: String
        public var frame: Double
        public var duration: Double
    }

    /// What a tab shift would play: each role and direction, and the marker or fallback it resolves to.
    public struct SegmentSummary: Codable, Sendable {
        public var role: String
        public var direction: String
        public var source: String
        public var startFrame: Double
        public var endFrame: Double
    }

    public struct DiagnosticSummary: Codable, Sendable {
        public var path: String
        public var message: String
    }

    public var file: String
    public var name: String
    public var version: String
    public var width: Double
    public var height: Double
    public var frameRate: Double
    public var inPoint: Double
    public var outPoint: Double
    public var durationSeconds: Double
    public var markers: [MarkerSummary]
    public var layers: [LayerSummary]
    public var segments: [SegmentSummary]
    public var diagnostics: [DiagnosticSummary]
    /// The animations of a dotLottie file by id (the one summarised is `animation`); empty for a JSON file.
    public var animations: [String]
    public var animation: String?

    public init(_ document: AnimationDocument) {
        let animation = document.animation
        file = document.name
        name = animation.name
        version = animation.version
        width = animation.width
        height = animation.height
        frameRate = animation.frameRate
        inPoint = animation.inPoint
        outPoint = animation.outPoint
        durationSeconds = animation.durationSeconds
        markers = animation.markers.map { MarkerSummary(name: $0.name, frame: $0.frame, duration: $0.durationFrames) }
        layers = Self.summaries(animation.layers, in: animation, depth: 0)
        let iconSegments = IconSegments(animation: animation)
        segments = SegmentRole.allCases.flatMap { role in
            [ShiftDirection.forward, .backward].map { direction in
                let segment = iconSegments.segment(role, direction: direction)
                return SegmentSummary(role: role.rawValue, direction: direction.rawValue, source: segment.source, startFrame: segment.startFrame, endFrame: segment.endFrame)
            }
        }
        diagnostics = document.diagnostics.map { DiagnosticSummary(path: $0.path, message: $0.message) }
        animations = document.animationIDs
        self.animation = document.animationID
    }

    private static func features(of layer: Layer) -> [String] {
        var features: [String] = []
        if !layer.masks.isEmpty { features.append("masks " + layer.masks.map { $0.isInverted ? "\($0.mode.rawValue) inverted" : $0.mode.rawValue }.joined(separator: ", ")) }
        if let matte = layer.matteMode { features.append("matte \(matte.rawValue)" + (layer.matteLayerIndex.map { " by layer \($0)" } ?? " by the layer above")) }
        if layer.isMatteSource { features.append("is a matte") }
        if layer.blendMode != .normal { features.append("blend \(layer.blendMode.rawValue)") }
        if !layer.effects.isEmpty { features.append("effects " + layer.effects.map(\.name).joined(separator: ", ")) }
        if case .precomposition(let reference) = layer.content, reference.timeRemap != nil { features.append("time remap") }
        if layer.timeStretch != 1 { features.append("time stretch \(layer.timeStretch)") }
        if layer.startTime != 0 { features.append("start \(layer.startTime)") }
        if layer.transform.rotationX != .constant(0) || layer.transform.rotationY != .constant(0) { features.append("3D rotation, flattened") }
        if layer.autoOrient { features.append("auto-orient") }
        return features
    }

    /// Precompositions are expanded under the layer that places them, a few levels deep.
    private static func summaries(_ layers: [Layer], in animation: LottieAnimation, depth: Int) -> [LayerSummary] {
        layers.map { layer in
            var summary = LayerSummary(
                name: layer.name, kind: layer.isMatteSource ? "\(layer.content.kindName) (matte)" : layer.content.kindName,
                index: layer.index, parent: layer.parentIndex, inPoint: layer.inPoint, outPoint: layer.outPoint,
                hidden: layer.isHidden, matte: layer.matteMode?.rawValue, features: features(of: layer)
            )
            switch layer.content {
            case .shapes(let items): summary.shapeCount = items.count
            case .precomposition(let reference):
                summary.precomposition = reference.assetID
                if depth < 4, let asset = animation.precompositions[reference.assetID] {
                    summary.children = summaries(asset.layers, in: animation, depth: depth + 1)
                }
            default: break
            }
            return summary
        }
    }
}

extension LayerEffect {
    var name: String {
        switch self {
        case .fill: "fill"
        case .tint: "tint"
        case .tritone: "tritone"
        case .dropShadow: "drop shadow"
        case .gaussianBlur: "gaussian blur"
        }
    }
}
