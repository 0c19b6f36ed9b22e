@_spi(Model) import LottieModel
import VectorGraphics

/// Several scenes tiled into one, left to right and top to bottom, each fitted into a cell of the same size.
package enum FilmStrip {
    /// `spacing` separates cells and frames the strip; `cellBackground` is painted under each cell.
    package static func scene(
        _ scenes: [LottieScene], columns: Int, cellWidth: Double, cellHeight: Double, spacing: Double = 4,
        cellBackground: LottieColor? = nil
    ) -> LottieScene {
        let columns = max(1, min(columns, scenes.count))
        let rows = (scenes.count + columns - 1) / columns
        let width = Double(columns) * (cellWidth + spacing) + spacing
        let height = Double(max(rows, 1)) * (cellHeight + spacing) + spacing
        var nodes: [SceneNode] = []
        for (index, scene) in scenes.enumerated() {
            let x = spacing + Double(index % columns) * (cellWidth + spacing)
            let y = spacing + Double(index / columns) * (cellHeight + spacing)
            if let cellBackground {
                nodes.append(
                    .fill(
                        FillNode(
                            path: .rectangle(x: x, y: y, width: cellWidth, height: cellHeight),
                            paint: .solid(cellBackground))))
            }
            let scale = min(cellWidth / scene.width, cellHeight / scene.height)
            let transform = AffineTransform.scale(x: scale, y: scale)
                .followed(
                    by: .translation(
                        x: x + (cellWidth - scene.width * scale) / 2, y: y + (cellHeight - scene.height * scale) / 2))
            let clip = BezierPath.rectangle(x: 0, y: 0, width: scene.width, height: scene.height)
            nodes.append(.group(SceneGroup(transform: transform, clip: clip, children: scene.nodes)))
        }
        return LottieScene(width: width, height: height, nodes: nodes)
    }

    /// `count` frames spread evenly from `first` to `last`, both included.
    package static func sampleFrames(first: Double, last: Double, count: Int) -> [Double] {
        guard count > 1 else { return [first] }
        return (0..<count).map { first + (last - first) * Double($0) / Double(count - 1) }
    }
}

extension AnimationDocument {
    /// `count` evenly spaced frames of the animation, or of one marker's segment, tiled `columns` to a row.
    package func filmStrip(
        count: Int, columns: Int, cellWidth: Double, cellHeight: Double, marker: String? = nil,
        cellBackground: LottieColor? = .white
    ) throws(PlayerError) -> LottieScene {
        var first = firstFrame, last = lastFrame
        if let marker {
            let found = try self.marker(named: marker)
            first = found.frame
            last = min(found.endFrame, animation.outPoint - 0.001)
        }
        let scenes = try FilmStrip.sampleFrames(first: first, last: last, count: count).map {
            frame throws(PlayerError) in try scene(at: frame)
        }
        return FilmStrip.scene(
            scenes, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight, cellBackground: cellBackground)
    }
}

extension TabShiftRecording {
    /// `count` moments from the first request until the bar rests, one bar per row, each `cellWidth` × `cellHeight`.
    package func filmStrip(
        count: Int, cellWidth: Double? = nil, cellHeight: Double? = nil, cellBackground: LottieColor? = .white
    ) -> LottieScene {
        let moments = FilmStrip.sampleFrames(first: 0, last: duration, count: count)
        return FilmStrip.scene(
            moments.map(scene(at:)), columns: 1, cellWidth: cellWidth ?? document.manifest.width,
            cellHeight: cellHeight ?? document.manifest.height, cellBackground: cellBackground)
    }
}
