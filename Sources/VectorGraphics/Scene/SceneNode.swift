/// One entry of a `LottieScene`.
public indirect enum SceneNode: Hashable, Sendable {
    case group(SceneGroup)
    case fill(FillNode)
    case stroke(StrokeNode)
    /// Content shown only where its masks, combined in order, let it through.
    case masked(MaskedNode)
    /// Content shown through another drawing (a track matte).
    case matted(MattedNode)
    /// Content drawn offscreen, then changed pixel by pixel (blur, shadow, colour mapping).
    case effected(EffectedNode)
    case image(ImageNode)
    /// Text set in a system font; text with embedded glyph outlines arrives as fills and strokes instead.
    case text(TextNode)

    func collectDrawables(transform: AffineTransform, opacity: Double, into result: inout [PlacedDrawable]) {
        switch self {
        case .group(let group):
            let inner = group.transform.followed(by: transform)
            for child in group.children {
                child.collectDrawables(transform: inner, opacity: opacity * group.opacity, into: &result)
            }
        case .fill, .stroke, .image, .text:
            result.append(PlacedDrawable(node: self, transform: transform, opacity: opacity))
        case .masked(let masked):
            for child in masked.content {
                child.collectDrawables(transform: transform, opacity: opacity, into: &result)
            }
        case .matted(let matted):
            for child in matted.content {
                child.collectDrawables(transform: transform, opacity: opacity, into: &result)
            }
        case .effected(let effected):
            for child in effected.content {
                child.collectDrawables(transform: transform, opacity: opacity, into: &result)
            }
        }
    }

    /// How many fills and strokes the node draws; a group with one needs no offscreen pass for its opacity.
    public var drawableCount: Int {
        switch self {
        case .group(let group): group.children.reduce(0) { $0 + $1.drawableCount }
        case .fill, .stroke, .image: 1
        case .text(let text): text.fill != nil && text.strokeColor != nil ? 2 : 1
        // Compositing needs the whole result at once, like several drawables.
        case .masked, .matted, .effected: 2
        }
    }
}

/// Children drawn with a shared transform, clip and opacity; opacity applies to the composited result.
public struct SceneGroup: Hashable, Sendable {
    /// The group's transform, applied to its children.
    public var transform: AffineTransform
    /// The opacity, 0…1.
    public var opacity: Double
    /// A region, in the group's own coordinates, outside which nothing of the group shows.
    public var clip: BezierPath?
    /// How the composited group mixes with what is under it.
    public var blendMode: BlendingMode
    /// The group's nodes, bottom first.
    public var children: [SceneNode]
    /// A layer of its own, as an icon in a bar is: its children are drawn together and the result composited as one,
    /// whatever its opacity. At full opacity and the normal blend mode that is what drawing them in place gives, up
    /// to the rounding of an extra composite, so outputs without layers (vector ones) may draw it in place.
    public var isSeparateLayer: Bool

    /// A group of `children`, composited as one when its opacity, clip or blend mode needs it, or when it is a
    /// separate layer.
    public init(
        transform: AffineTransform = .identity, opacity: Double = 1, clip: BezierPath? = nil,
        blendMode: BlendingMode = .normal, isSeparateLayer: Bool = false, children: [SceneNode]
    ) {
        self.isSeparateLayer = isSeparateLayer
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.blendMode = blendMode
        self.children = children
    }
}

/// A filled path.
public struct FillNode: Hashable, Sendable {
    /// The outline.
    public var path: BezierPath
    /// A colour or a gradient.
    public var paint: Paint
    /// Which areas count as inside.
    public var rule: FillRule
    /// The opacity, 0…1.
    public var opacity: Double

    /// `path` filled with `paint`.
    public init(path: BezierPath, paint: Paint, rule: FillRule = .nonZero, opacity: Double = 1) {
        self.path = path
        self.paint = paint
        self.rule = rule
        self.opacity = opacity
    }
}

/// A stroked path.
public struct StrokeNode: Hashable, Sendable {
    /// The outline.
    public var path: BezierPath
    /// A colour or a gradient.
    public var paint: Paint
    /// Width, caps, joins and dashes.
    public var style: StrokeAttributes
    /// The opacity, 0…1.
    public var opacity: Double

    /// `path` stroked with `paint` as `style` says.
    public init(path: BezierPath, paint: Paint, style: StrokeAttributes, opacity: Double = 1) {
        self.path = path
        self.paint = paint
        self.style = style
        self.opacity = opacity
    }
}

extension SceneNode {
    /// Whether both are the very same value, held in the same storage: every case keeps its payload in an
    /// immutable box, so one box holds one value for as long as anything refers to it. Equal nodes built apart
    /// are not the same; a node passed on unchanged (a layer at rest that a `SceneMemory` reuses) is. A comparison
    /// of one word, where `==` walks the whole tree.
    package func isSameStorage(as other: SceneNode) -> Bool {
        storageAddress == other.storageAddress
    }

    /// The address of the box that holds the node: two nodes with the same address are the very same value. A plain
    /// number, so that what keeps it compares it without counting a reference to the node (an indirect enum is
    /// that one word).
    @inlinable package var storageAddress: UInt { unsafeBitCast(self, to: UInt.self) }
}
