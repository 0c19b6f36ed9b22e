import VectorGraphics

/// The clips in force while drawing, outermost first, each with the device matrix it was set under.
final class ClipTrail {
    struct Clip: Equatable {
        var path: BezierPath
        var matrix: AffineTransform
    }

    private(set) var clips: [Clip] = []

    func push(_ path: BezierPath, under matrix: AffineTransform) {
        clips.append(Clip(path: path, matrix: matrix))
    }

    func pop() {
        clips.removeLast()
    }
}
