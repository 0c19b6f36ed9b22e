import VectorGraphics

/// A value at a frame, and how the animation leaves it toward the next keyframe.
@_spi(Model) public struct Keyframe<Value: Sendable & Equatable>: Sendable, Equatable {
    /// When the keyframe is (`t`).
    public var frame: Double
    /// The value there (`s`).
    public var value: Value
    /// The value keeps until the next keyframe, then jumps.
    public var isHold: Bool
    /// Timing of the segment from this keyframe to the next; nil means linear.
    public var easing: KeyframeEasing?
    /// Spatial tangents of a position's motion path: out of this value and into the next, each relative to its value.
    public var spatialOutTangent: Point?
    /// The motion path's tangent arriving here (`ti`).
    public var spatialInTangent: Point?

    /// A keyframe; held, eased or linear to the next.
    public init(
        frame: Double, value: Value, isHold: Bool = false, easing: KeyframeEasing? = nil,
        spatialOutTangent: Point? = nil, spatialInTangent: Point? = nil
    ) {
        self.frame = frame
        self.value = value
        self.isHold = isHold
        self.easing = easing
        self.spatialOutTangent = spatialOutTangent
        self.spatialInTangent = spatialInTangent
    }

    /// The same keyframe with its value transformed.
    public func map<Other>(_ transform: (Value) -> Other) -> Keyframe<Other> {
        Keyframe<Other>(
            frame: frame, value: transform(value), isHold: isHold, easing: easing, spatialOutTangent: spatialOutTangent,
            spatialInTangent: spatialInTangent)
    }
}

/// The two handles of a cubic timing curve from (0,0) to (1,1), one pair per dimension of the value.
///
/// A value with fewer handle entries than dimensions uses the last entry for the remaining dimensions.
@_spi(Model) public struct KeyframeEasing: Sendable, Hashable {
    /// The easing curve's first handle per dimension (`o`).
    public var outHandles: [Point]
    /// The easing curve's second handle per dimension (`i`).
    public var inHandles: [Point]

    /// An easing with a handle pair per dimension.
    public init(outHandles: [Point], inHandles: [Point]) {
        self.outHandles = outHandles
        self.inHandles = inHandles
    }

    /// How many dimensions have their own curve.
    public var dimensionCount: Int { max(outHandles.count, inHandles.count) }

    /// The handles for `dimension`, or the last ones when it has none of its own.
    public func handles(forDimension dimension: Int) -> (out: Point, in: Point) {
        let outHandle = outHandles.isEmpty ? Point(x: 0, y: 0) : outHandles[min(dimension, outHandles.count - 1)]
        let inHandle = inHandles.isEmpty ? Point(x: 1, y: 1) : inHandles[min(dimension, inHandles.count - 1)]
        return (outHandle, inHandle)
    }
}
