import Foundation
@_spi(Model) import LottieModel
import TabShiftEngine
import VectorGraphics

/// One self-contained HTML page that shows an animation or a tab bar the way a reviewer wants to see it: animated
/// WebPs, a film strip, the inspect report and diagnostics. Every image is inside the page as a `data:` URI and a
/// content security policy forbids anything else, so it opens offline, attaches to an issue, and loads nothing.
package struct PreviewPage {
    /// The page's pictures fit this many pixels a side at 1x.
    package static let largestSide = 256.0

    /// The light page colour the previews are shown on.
    package static let lightBackground = "#FFFFFF"
    /// The dark page colour the previews are shown on.
    package static let darkBackground = "#1C1C1E"

    /// The preview of an animation: the whole animation at 1x and 3x on light and dark, every marker's segment and
    /// every tab segment at 1x, a film strip, and the inspect report.
    package static func html(for document: AnimationDocument) throws(PlayerError) -> String {
        let summary = AnimationSummary(document)
        let single = Self.fittedViewport(width: document.animation.width, height: document.animation.height, scale: 1)
        let triple = Self.fittedViewport(width: document.animation.width, height: document.animation.height, scale: 3)
        var body = [
            Self.heading(
                title: Self.title(summary),
                subtitle:
                    "\(summary.frameRate.frameNumberText) fps, frames \(summary.inPoint.frameNumberText)..<\(summary.outPoint.frameNumberText), \(String(format: "%.2f", summary.durationSeconds)) s"
            )
        ]
        // A file with a state machine opens with the animation to tap.
        let tappable = try TappableMachine.sections(for: document, viewport: single)
        if let tappable { body += tappable }
        let whole1x = try document.animatedImage(viewport: single, format: .webp)
        let whole3x = try document.animatedImage(viewport: triple, format: .webp)
        body.append(
            Self.section(
                "The whole animation",
                figures: [
                    Self.figure(
                        webP: whole1x, viewport: single, caption: "1x, light", background: lightBackground,
                        id: "whole-1x-light"),
                    Self.figure(
                        webP: whole1x, viewport: single, caption: "1x, dark", background: darkBackground,
                        id: "whole-1x-dark"),
                    Self.figure(
                        webP: whole3x, viewport: triple, caption: "3x, light", background: lightBackground,
                        id: "whole-3x-light"),
                    Self.figure(
                        webP: whole3x, viewport: triple, caption: "3x, dark", background: darkBackground,
                        id: "whole-3x-dark")
                ]))
        var markerFigures: [String] = []
        for marker in document.animation.markers {
            let data = try document.animatedImage(.marker(marker.name), viewport: single, format: .webp)
            markerFigures.append(
                Self.figure(
                    webP: data, viewport: single,
                    caption:
                        "\(marker.name): frames \(marker.frame.frameNumberText) → \(min(marker.endFrame, document.lastFrame).frameNumberText)",
                    background: lightBackground, id: "marker-\(marker.name)"))
        }
        if !markerFigures.isEmpty { body.append(Self.section("Markers", figures: markerFigures)) }
        var segmentFigures: [String] = []
        for segment in summary.segments {
            let frames = Self.frames(from: segment.startFrame, to: segment.endFrame, last: document.lastFrame)
            let data = try document.animatedImage(
                frames: frames, frameDuration: 1 / document.animation.frameRate, viewport: single, format: .webp)
            segmentFigures.append(
                Self.figure(
                    webP: data, viewport: single,
                    caption:
                        "\(segment.role) \(segment.direction): \(segment.source), \(segment.startFrame.frameNumberText) → \(segment.endFrame.frameNumberText)",
                    background: lightBackground, id: "segment-\(segment.role)-\(segment.direction)"))
        }
        body.append(Self.section("Tab segments (what a tab bar plays)", figures: segmentFigures))
        let strip = try document.filmStrip(
            count: 8, columns: 8, cellWidth: Double(single.width), cellHeight: Double(single.height))
        body.append(
            Self.section(
                "Film strip",
                figures: [
                    try Self.figure(
                        scene: strip, caption: "8 frames, evenly spaced", id: "film-strip", file: document.name)
                ]))
        body.append(Self.report(summary))
        return Self.page(
            title: Self.title(summary), body: body,
            script: tappable == nil ? nil : (TappableMachine.script, TappableMachine.scriptHash))
    }

    /// The preview of a tab bar: every shift from one tab to another, in both directions, played normally and with
    /// reduced motion, at the bar's size, and one at 3x.
    package static func html(for bar: TabBarDocument) throws(PlayerError) -> String {
        let viewport = Viewport(
            width: Int(clampingRounded: bar.manifest.width, to: 1...4096),
            height: Int(clampingRounded: bar.manifest.drawnHeight, to: 1...4096))
        let ids = bar.manifest.tabs.map(\.id)
        var body = [
            Self.heading(title: bar.name, subtitle: "a tab bar of \(ids.count) tabs: \(ids.joined(separator: ", "))")
        ]
        var shifts: [String] = [], calm: [String] = []
        for from in ids.indices {
            for to in ids.indices where to != from {
                for reducedMotion in [false, true] {
                    let recording = try TabShiftRecording(
                        document: bar,
                        plan: TabShiftPlan(from: .index(from), to: .index(to), reducedMotion: reducedMotion))
                    let data = try recording.animatedImage(viewport: viewport, format: .webp)
                    let caption =
                        "\(ids[from]) → \(ids[to]), \(recording.direction.rawValue), \(String(format: "%.2f", recording.duration)) s"
                    let id = "shift-\(ids[from])-\(ids[to])" + (reducedMotion ? "-reduced-motion" : "")
                    let shift =
                        " data-from=\"\(from)\" data-to=\"\(to)\"" + (reducedMotion ? " data-reduced-motion" : "")
                    let figure = Self.figure(
                        webP: data, viewport: viewport, caption: caption, background: lightBackground, id: id,
                        attributes: shift)
                    if reducedMotion { calm.append(figure) } else { shifts.append(figure) }
                }
            }
        }
        body.append(try TappableBar.section(for: bar, viewport: viewport))
        let first = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: .index(0), to: .index(ids.count - 1)))
        let triple = Viewport(width: viewport.width * 3, height: viewport.height * 3)
        body.append(
            Self.section(
                "At 3x",
                figures: [
                    Self.figure(
                        webP: try first.animatedImage(viewport: triple, format: .webp), viewport: triple,
                        caption: "\(ids[0]) → \(ids[ids.count - 1]) at \(triple.width)x\(triple.height)",
                        background: lightBackground, id: "shift-3x")
                ]))
        body.append(Self.section("Every shift", figures: shifts))
        body.append(Self.section("Every shift with reduced motion", figures: calm))
        var reports: [String] = []
        for (index, icon) in bar.icons.enumerated() {
            reports.append(Self.report(AnimationSummary(icon), heading: "Icon \(ids[index])"))
        }
        body += reports
        return Self.page(title: bar.name, body: body, script: (TappableBar.script, TappableBar.scriptHash))
    }

    // MARK: Pieces

    static func fittedViewport(width: Double, height: Double, scale: Double) -> Viewport {
        let width = width.isFinite && width > 0 ? width : 1, height = height.isFinite && height > 0 ? height : 1
        let fit = min(1, largestSide / max(width, height)) * scale
        return Viewport(
            width: Int(clampingRounded: width * fit, to: 1...4096),
            height: Int(clampingRounded: height * fit, to: 1...4096))
    }

    /// Whole frames from `start` toward `end` (backwards when it is lower), both included, within the animation.
    static func frames(from start: Double, to end: Double, last: Double) -> [Double] {
        let step = end >= start ? 1.0 : -1.0
        return Array(stride(from: start, through: end, by: step)).map { min($0, last) }
    }

    static func title(_ summary: AnimationSummary) -> String {
        summary.name.isEmpty ? summary.file : "\(summary.name) (\(summary.file))"
    }

    static func heading(title: String, subtitle: String) -> String {
        "<header><h1>\(HTMLText.escape(title))</h1><p>\(HTMLText.escape(subtitle))</p></header>"
    }

    static func section(_ title: String, figures: [String]) -> String {
        "<section><h2>\(HTMLText.escape(title))</h2><div class=\"figures\">\n\(figures.joined(separator: "\n"))\n</div></section>"
    }

    static func figure(
        webP: Data, viewport: Viewport, caption: String, background: String, id: String, attributes: String = ""
    ) -> String {
        """
        <figure id="\(HTMLText.escape(id))" style="background:\(background)"\(attributes)><img src="data:image/webp;base64,\(webP.base64EncodedString())" \
        width="\(viewport.width)" height="\(viewport.height)" alt="\(HTMLText.escape(caption))"><figcaption>\(HTMLText.escape(caption))</figcaption></figure>
        """
    }

    static func figure(scene: LottieScene, caption: String, id: String, file: String) throws(PlayerError) -> String {
        let viewport = Viewport(
            width: Int(clampingRounded: scene.width, to: 1...16384),
            height: Int(clampingRounded: scene.height, to: 1...16384))
        let png = try OutputFormat.png.encode(scene, viewport: viewport, file: file)
        return """
            <figure id="\(HTMLText.escape(id))"><img src="data:image/png;base64,\(png.base64EncodedString())" width="\(viewport.width)" height="\(viewport.height)" \
            alt="\(HTMLText.escape(caption))"><figcaption>\(HTMLText.escape(caption))</figcaption></figure>
            """
    }

    static func report(_ summary: AnimationSummary, heading: String = "Inspect") -> String {
        let diagnostics =
            summary.diagnostics.isEmpty
            ? "<p>No diagnostics: every feature of the file is drawn.</p>"
            : "<ul class=\"diagnostics\">"
                + summary.diagnostics.map {
                    "<li><code>\(HTMLText.escape($0.path))</code> \(HTMLText.escape($0.message))</li>"
                }.joined() + "</ul>"
        return
            "<section><h2>\(HTMLText.escape(heading))</h2><h3>Diagnostics</h3>\(diagnostics)<h3>Report</h3><pre>\(HTMLText.escape(summary.text))</pre></section>"
    }

    /// The page; `script`, when given, is the one script the policy allows, by its hash.
    static func page(title: String, body: [String], script: (text: String, hash: String)? = nil) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; script-src '\(script?.hash ?? "none")'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title)) · TabShift preview</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1C1C1E; background: #F2F2F7; }
        h1 { font-size: 20px; margin: 0; } header p { margin: 4px 0 16px; color: #6C6C70; }
        h2 { font-size: 16px; margin: 24px 0 8px; } h3 { font-size: 14px; margin: 12px 0 4px; }
        .figures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; padding: 8px; border-radius: 8px; border: 1px solid #D1D1D6; max-width: 100%;
                 box-sizing: border-box; }
        figure img { display: block; max-width: 100%; height: auto; }
        .tap-bar { position: relative; max-width: 100%; border-radius: 8px; overflow: hidden;
                   border: 1px solid #D1D1D6; }
        .tap-bar img { display: block; }
        .tap-bar button { position: absolute; top: 0; height: 100%; margin: 0; padding: 0; border: 0;
                          background: transparent; cursor: pointer; }
        .tap-bar button:focus-visible { outline: 2px solid #0A84FF; outline-offset: -2px; }
        figcaption { font-size: 12px; color: #8E8E93; margin-top: 4px; max-width: 400px; }
        pre { background: #FFFFFF; padding: 12px; border-radius: 8px; overflow-x: auto; font-size: 12px; }
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        <footer><p>Made by tabshift preview. Animated images are lossless WebP.</p></footer>
        \(script.map { "<script>\($0.text)</script>" } ?? "")
        </body>
        </html>

        """
    }
}
