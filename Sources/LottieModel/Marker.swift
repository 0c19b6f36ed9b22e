/// A named point or stretch of the timeline (spec `markers`).
public struct Marker: Sendable, Hashable {
    public var name: String
    public var frame: Double
    public var durationFrames: Double

    public init(name: String, frame: Double, durationFrames: Double) {
        self.name = name
        self.frame = frame
        self.durationFrames = durationFrames
    }

    public var endFrame: Double { frame + durationFrames }
}
