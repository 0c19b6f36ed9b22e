@_spi(Model) import LottieModel

/// Which animation frames a selection names, each checked to be inside the animation, and markers by name.
extension AnimationDocument {
    /// The animation frames of `selection`, `framesPerSecond` apart in time, each checked to be inside the
    /// animation before any is drawn.
    public func animationFrames(
        _ selection: FrameSelection, framesPerSecond rate: Double? = nil
    ) throws(PlayerError) -> [Double] {
        try selection.checkCount(first: firstFrame, last: lastFrame)
        let sourceRate = animation.frameRate > 0 && animation.frameRate.isFinite ? animation.frameRate : 60
        guard let rate, rate.isFinite, rate > 0, abs(rate - sourceRate) > 1e-9 else {
            let frames = try frameNumbers(selection)
            for frame in frames { try checkFrame(frame) }
            return frames
        }
        let whole = try frameNumbers(selection)
        guard let first = whole.first, let last = whole.last else { return [] }
        let step = sourceRate / rate
        let count = Int(clampingRounded: (last - first) / step, to: 0...FrameSelection.maximumCount, rule: .down)
        let frames = (0...count).map { first + Double($0) * step }
        for frame in frames { try checkFrame(frame) }
        return frames
    }

    private func frameNumbers(_ selection: FrameSelection) throws(PlayerError) -> [Double] {
        guard case .marker(let markerName) = selection else {
            return selection.frames(first: firstFrame, last: lastFrame)
        }
        let found = try marker(named: markerName)
        let last = min(found.endFrame, lastFrame)
        return Array(stride(from: found.frame, through: last, by: 1))
    }

    /// The marker of that name, or an error listing the markers there are.
    public func marker(named markerName: String) throws(PlayerError) -> Marker {
        guard let found = animation.marker(named: markerName) else {
            let names = animation.markers.map(\.name)
            throw .invalidArgument(
                "\(name): no marker is named \"\(markerName)\"; "
                    + (names.isEmpty ? "the file has no markers" : "the markers are \(names.joined(separator: ", "))"))
        }
        return found
    }
}
