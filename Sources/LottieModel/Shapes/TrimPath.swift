/// Shows only a stretch of the shapes before it. Start and end are in percent, offset in degrees.
public struct TrimPath: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        /// Every shape is trimmed to the same stretch of its own length.
        case simultaneously
        /// The shapes are trimmed as one path laid end to end.
        case individually
    }

    public var start: AnimatedValue<Double>
    public var end: AnimatedValue<Double>
    public var offset: AnimatedValue<Double>
    public var mode: Mode

    public init(start: AnimatedValue<Double>, end: AnimatedValue<Double>, offset: AnimatedValue<Double> = .constant(0), mode: Mode = .simultaneously) {
        self.start = start
        self.end = end
        self.offset = offset
        self.mode = mode
    }
}
