/// Shows only a stretch of the shapes before it. Start and end are in percent, offset in degrees.
@_spi(Model) public struct TrimPath: Sendable, Equatable {
    /// Trim all paths as one, or each on its own (`m`).
    public enum Mode: Sendable, Equatable {
        /// Every shape is trimmed to the same stretch of its own length.
        case simultaneously
        /// The shapes are trimmed as one path laid end to end.
        case individually
    }

    /// Where the kept part starts, percent (`s`).
    public var start: AnimatedValue<Double>
    /// Where it ends, percent (`e`).
    public var end: AnimatedValue<Double>
    /// How far both move along the path, degrees (`o`).
    public var offset: AnimatedValue<Double>
    /// Simultaneous or individual.
    public var mode: Mode

    /// A trim path (`tm`).
    public init(
        start: AnimatedValue<Double>, end: AnimatedValue<Double>, offset: AnimatedValue<Double> = .constant(0),
        mode: Mode = .simultaneously
    ) {
        self.start = start
        self.end = end
        self.offset = offset
        self.mode = mode
    }
}
