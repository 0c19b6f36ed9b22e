import Foundation
import CairoRendering
import LottiePlayer

/// How a value becomes the picture a snapshot compares: a frame, a film strip, a tab shift.
///
/// ```swift
/// assertSnapshot(of: heart, as: .frame(10))
/// assertSnapshot(of: heart, as: .filmStrip(marker: "select", count: 6))
/// assertSnapshot(of: bar, as: .tabShift(from: "home", to: "favourites"))
/// ```
public struct ImageSnapshotStrategy<Value>: Sendable {
    /// A word for the golden's name, e.g. `frame-10`, so that one test's goldens tell what they show.
    public var label: String
    /// Draws the value; a throw is reported as a failure naming the snapshot.
    public var render: @Sendable (Value) throws -> PixelImage

    /// A strategy drawing values with `render`.
    public init(label: String, render: @escaping @Sendable (Value) throws -> PixelImage) {
        self.label = label
        self.render = render
    }
}

extension ImageSnapshotStrategy where Value == PixelImage {
    /// The image itself.
    public static var image: Self { Self(label: "image") { $0 } }
}

extension ImageSnapshotStrategy where Value == LottieScene {
    /// A scene drawn at `viewport` (its own size when nil), on `background` when given.
    public static func scene(viewport: Viewport? = nil, background: LottieColor? = nil) -> Self {
        Self(label: "scene") { scene in
            let size =
                viewport
                ?? Viewport(
                    width: Int(clampingRounded: scene.width, to: 1...1 << 14),
                    height: Int(clampingRounded: scene.height, to: 1...1 << 14))
            return try CairoRenderer(background: background).image(scene, viewport: size)
        }
    }
}

extension ImageSnapshotStrategy where Value == AnimationDocument {
    /// One frame (absolute, fractional allowed) at `size`×`size` pixels, on `background` when given.
    public static func frame(_ frame: Double, size: Int = 96, background: LottieColor? = nil) -> Self {
        Self(label: "frame-\(frame.frameNumberText)") { document in
            try AnimationRenderer(
                document: document, viewport: Viewport(width: size, height: size), background: background
            ).image(frame: frame)
        }
    }

    /// `count` evenly spaced frames of the animation, or of one marker's segment, tiled `columns` to a row in
    /// white cells of `cellSize` pixels.
    public static func filmStrip(marker: String? = nil, count: Int = 10, columns: Int = 5, cellSize: Int = 64) -> Self {
        Self(label: marker.map { "strip-\($0)" } ?? "strip") { document in
            let strip = try document.filmStrip(
                count: count, columns: columns, cellWidth: Double(cellSize), cellHeight: Double(cellSize),
                marker: marker)
            return try ImageSnapshotStrategy<LottieScene>.scene().render(strip)
        }
    }
}

extension ImageSnapshotStrategy where Value == TabBarDocument {
    /// A film strip of a tab shift: `count` moments from the request until the bar rests, one bar per row.
    public static func tabShift(_ plan: TabShiftPlan, count: Int = 8) -> Self {
        Self(label: "shift") { bar in
            let strip = try TabShiftRecording(document: bar, plan: plan).filmStrip(count: count)
            return try ImageSnapshotStrategy<LottieScene>.scene().render(strip)
        }
    }

    /// A film strip of the shift from one tab to another by a tap (ids or positions).
    public static func tabShift(
        from: TabReference, to: TabReference, count: Int = 8, reducedMotion: Bool = false
    ) -> Self {
        tabShift(TabShiftPlan(from: from, to: to, reducedMotion: reducedMotion), count: count)
    }
}

extension ImageSnapshotStrategy where Value == InteractiveAnimation {
    /// What an interactive animation shows now: after the taps, inputs and time a test gave it.
    ///
    /// ```swift
    /// let icon = try InteractiveAnimation(contentsOfFile: "favourites.lottie", viewport: Viewport(width: 96, height:
    /// 96)) try icon.start() icon.click(x: 48, y: 48) icon.advance(seconds: 0.8) assertSnapshot(of: icon, as: .screen)
    /// ```
    public static var screen: Self {
        Self(label: "screen") { animation in try animation.image() }
    }
}
