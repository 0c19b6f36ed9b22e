/// A named point or stretch of the timeline (spec `markers`).
public struct Marker: Sendable, Hashable {
    /// The marker's name (`cm`).
    public var name: String
    /// Where it starts (`tm`).
    public var frame: Double
    /// How many frames it spans (`dr`).
    public var durationFrames: Double

    /// A marker.
    public init(name: String, frame: Double, durationFrames: Double) {
        self.name = name
        self.frame = frame
        self.durationFrames = durationFrames
    }

    /// Where it ends.
    public var endFrame: Double { frame + durationFrames }
}
