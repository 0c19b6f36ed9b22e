import Foundation
@_spi(Model) import LottieModel
import TabShiftEngine

/// What `tabshift inspect` shows: header, markers, layer tree and diagnostics, encodable as JSON.
public struct AnimationSummary: Codable, Sendable {
    /// One layer as `inspect` shows it.
    public struct LayerSummary: Codable, Sendable {
        /// The name in the file (`nm`).
        public var name: String
        /// The spec's word for the layer or item: shape, precomposition, text, …
        public var kind: String
        /// The layer's index (`ind`), which parents and mattes refer to.
        public var index: Int?
        /// The index of the layer this one is parented to.
        public var parent: Int?
        /// The first frame the layer shows.
        public var inPoint: Double
        /// The frame the layer stops showing at.
        public var outPoint: Double
        /// Hidden in the file: not drawn.
        public var hidden: Bool
        /// How the layer is matted by another, if it is.
        public var matte: String?
        /// How many shape items a shape layer holds.
        public var shapeCount: Int?
        /// The precomposition asset a precomposition layer places.
        public var precomposition: String?
        /// Compositing and timing it uses: masks, matte, blend mode, effects, time remap, stretch, start, 3D,
        /// auto-orient.
        public var features: [String]
        /// The layers of the precomposition this layer places.
        public var children: [LayerSummary]?
    }

    /// A marker as `inspect` shows it.
    public struct MarkerSummary: Codable, Sendable {
        /// The name in the file (`nm`).
        public var name: String
        /// The frame the marker starts at.
        public var frame: Double
        /// How many frames the marker spans.
        public var duration: Double
    }

    /// What a tab shift would play: each role and direction, and the marker or fallback it resolves to.
    public struct SegmentSummary: Codable, Sendable {
        /// The segment's role: select, deselect or reselect.
        public var role: String
        /// The direction of travel it is for: forward or backward.
        public var direction: String
        /// Where the frames come from: a marker's name, or the whole animation.
        public var source: String
        /// The frame the segment starts at.
        public var startFrame: Double
        /// The frame the segment ends at (lower than the start when played backwards).
        public var endFrame: Double
    }

    /// An expression: where it is, whether it runs, and how its runs at the first, middle and last frames ended.
    public struct ExpressionSummary: Codable, Sendable {
        /// The JSON path of the property it computes.
        public var path: String
        /// Compiled and run (false when it does not compile, or when expressions are off).
        public var running: Bool
        /// Why it does not compile.
        public var compileError: String?
        /// The error it last ended with at the frames inspected; nil when it ran without one.
        public var lastError: String?
        /// Its first line, for the text report.
        public var firstLine: String
    }

    /// A slot: a value the file lets a player replace, by id.
    public struct SlotSummary: Codable, Sendable {
        /// The id properties name it by (`sid`).
        public var id: String
        /// What it holds: color, scalar, vector, gradient, bezier, text, image, or unused.
        public var kind: String
        /// How many properties take its value.
        public var properties: Int
        /// The file's value, as Lottie JSON; nil when the file gives none.
        public var defaultValue: String?
        /// The value set from outside (a theme or a slot value), as Lottie JSON, when there is one.
        public var value: String?
    }

    /// A diagnostic: what was skipped or approximated, and where.
    public struct DiagnosticSummary: Codable, Sendable {
        /// The JSON path of what the message is about.
        public var path: String
        /// What was skipped or approximated, and what is drawn instead.
        public var message: String
    }

    /// The file the report is about.
    public var file: String
    /// The name in the file (`nm`).
    public var name: String
    /// The Lottie version the file declares (`v`).
    public var version: String
    /// The composition's width.
    public var width: Double
    /// The composition's height.
    public var height: Double
    /// Frames per second (`fr`).
    public var frameRate: Double
    /// The first frame shown (`ip`).
    public var inPoint: Double
    /// The frame the animation ends at (`op`, exclusive).
    public var outPoint: Double
    /// Seconds from `ip` to `op`.
    public var durationSeconds: Double
    /// The markers, in the file's order.
    public var markers: [MarkerSummary]
    /// The layer tree, top layer first, precompositions expanded.
    public var layers: [LayerSummary]
    /// What a tab bar plays for each role and direction.
    public var segments: [SegmentSummary]
    /// Every After Effects expression, in the file's order.
    public var expressions: [ExpressionSummary]
    /// Everything skipped or approximated.
    public var diagnostics: [DiagnosticSummary]
    /// The animations of a dotLottie file by id (the one summarised is `animation`); empty for a JSON file.
    public var animations: [String]
    /// The dotLottie animation this report is about; nil for a JSON file.
    public var animation: String?
    /// The slots, in the file's order.
    public var slots: [SlotSummary]
    /// The themes of a dotLottie file by id; empty for a JSON file.
    public var themes: [String]
    /// The theme applied, if any.
    public var theme: String?

    /// The report of `document`.
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
                return SegmentSummary(
                    role: role.rawValue, direction: direction.rawValue, source: segment.source,
                    startFrame: segment.startFrame, endFrame: segment.endFrame)
            }
        }
        let probeFrames = [
            document.firstFrame, ((document.firstFrame + document.lastFrame) / 2).rounded(.down), document.lastFrame
        ]
        expressions = document.interpreter.expressionReport(at: probeFrames).map { status in
            let lines = status.source.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            let telling = lines.first { !$0.isEmpty && $0 != "var $bm_rt;" } ?? lines.first ?? ""
            return ExpressionSummary(
                path: status.path, running: status.isRunning, compileError: status.compileError,
                lastError: status.lastError, firstLine: String(telling.prefix(80)))
        }
        diagnostics = document.diagnostics.map { DiagnosticSummary(path: $0.path, message: $0.message) }
        animations = document.animationIDs
        self.animation = document.animationID
        slots = document.slots.map { slot in
            SlotSummary(
                id: slot.id, kind: slot.kind.rawValue, properties: slot.propertyCount, defaultValue: slot.defaultJSON,
                value: document.slotValues[slot.id]?.jsonText)
        }
        themes = document.themeIDs
        theme = document.themeID
    }

    private static func features(of layer: Layer) -> [String] {
        var features: [String] = []
        if !layer.masks.isEmpty {
            features.append(
                "masks "
                    + layer.masks.map { $0.isInverted ? "\($0.mode.rawValue) inverted" : $0.mode.rawValue }.joined(
                        separator: ", "))
        }
        if let matte = layer.matteMode {
            features.append(
                "matte \(matte.rawValue)" + (layer.matteLayerIndex.map { " by layer \($0)" } ?? " by the layer above"))
        }
        if layer.isMatteSource { features.append("is a matte") }
        if layer.blendMode != .normal { features.append("blend \(layer.blendMode.rawValue)") }
        if !layer.effects.isEmpty { features.append("effects " + layer.effects.map(\.name).joined(separator: ", ")) }
        if !layer.styles.isEmpty { features.append("styles " + layer.styles.map(\.name).joined(separator: ", ")) }
        if case .precomposition(let reference) = layer.content, reference.timeRemap != nil {
            features.append("time remap")
        }
        if layer.timeStretch != 1 { features.append("time stretch \(layer.timeStretch)") }
        if layer.startTime != 0 { features.append("start \(layer.startTime)") }
        if layer.transform.rotationX != .constant(0) || layer.transform.rotationY != .constant(0) {
            features.append("3D rotation, flattened")
        }
        if layer.autoOrient { features.append("auto-orient") }
        return features
    }

    /// Precompositions are expanded under the layer that places them, a few levels deep.
    private static func summaries(_ layers: [Layer], in animation: LottieAnimation, depth: Int) -> [LayerSummary] {
        layers.map { layer in
            var summary = LayerSummary(
                name: layer.name,
                kind: layer.isMatteSource ? "\(layer.content.kindName) (matte)" : layer.content.kindName,
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

extension LayerStyle {
    var name: String {
        switch self {
        case .stroke: "stroke"
        case .dropShadow: "drop shadow"
        case .innerShadow: "inner shadow"
        case .outerGlow: "outer glow"
        case .innerGlow: "inner glow"
        case .colorOverlay: "colour overlay"
        case .gradientOverlay: "gradient overlay"
        }
    }
}
