import Foundation
@_spi(Benchmarking) import LottiePlayer
import ReferenceEngines

/// Every frame of a shift: TabShift's bar renderer against ThorVG drawing the same background, indicator, icons,
/// titles and badges (same frames, placements and opacities; ThorVG cannot tint, so its icons keep their own
/// colours; titles and badges are the same glyph outlines and pills, filled as paths) in one canvas.
func compareBar() {
    guard let path = positional.first, let from = option("from"), let to = option("to") else { fail("bar MANIFEST --from ID --to ID") }
    guard available & Int32(REFERENCE_THORVG) != 0 else { fail("ThorVG is not available: \(String(cString: reference_engines_error()))") }
    let repetitions = Int(option("reps") ?? "") ?? 5
    do {
        let document = try TabBarDocument(contentsOfFile: path)
        let recording = try TabShiftRecording(document: document, plan: TabShiftPlan(from: .id(from), to: .id(to)))
        let poses = recording.times.map(recording.pose(at:))
        for scale in (option("scales") ?? "1,3").split(separator: ",").compactMap({ Double($0) }) {
            let viewport = document.viewport(scale: scale)
            let width = viewport.width, height = viewport.height
            let renderer = try TabBarRenderer(document: document, viewport: viewport)
            guard let bar = reference_bar_new(Int32(width), Int32(height)) else { fail(String(cString: reference_engines_error())) }
            defer { reference_bar_free(bar) }
            for icon in document.icons {
                guard let json = FileManager.default.contents(atPath: icon.name) else { fail("cannot read \(icon.name)") }
                _ = json.withUnsafeBytes { reference_bar_add_icon(bar, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
            }
            // Titles and badges as ThorVG paths, worked out before timing: TabShift shapes them once per bar too.
            let labels = document.scenes(for: poses).map { LabelPaths($0, scale: scale) }
            var shownLabels: LabelPaths?
            func drawThorVG(_ pose: TabBarPose, labels: LabelPaths) {
                var background = [0.0, 0, 0, 0]
                if let color = document.manifest.background { background = [color.red, color.green, color.blue, color.alpha] }
                reference_bar_set_background(bar, background)
                if let indicator = pose.indicator {
                    let rect = [indicator.rect.x * scale, indicator.rect.y * scale, indicator.rect.width * scale, indicator.rect.height * scale]
                    reference_bar_set_indicator(bar, rect, min(rect[2], rect[3]) / 2, [indicator.color.red, indicator.color.green, indicator.color.blue, indicator.color.alpha])
                }
                for tab in pose.tabs {
                    let icon = document.icons[tab.index], size = icon.compositionSize
                    let fit: Double = min(tab.iconRect.width / size.width, tab.iconRect.height / size.height) * tab.scale * scale
                    let centerX = (tab.iconRect.midX + tab.offset.x) * scale, centerY = (tab.iconRect.midY + tab.offset.y) * scale
                    let left: Double = centerX - size.width / 2 * fit
                    let top: Double = centerY - size.height / 2 * fit
                    let matrix: [Double] = [fit, 0, 0, fit, left, top]
                    reference_bar_set_icon(bar, Int32(tab.index), tab.frame - icon.inPoint, matrix, tab.opacity)
                }
                if labels != shownLabels {
                    for (index, label) in labels.paths.enumerated() {
                        label.commands.withUnsafeBufferPointer { commands in
                            label.points.withUnsafeBufferPointer { points in
                                reference_bar_set_label(bar, Int32(index), commands.baseAddress, UInt32(commands.count), points.baseAddress, UInt32(points.count / 2), label.rgba)
                            }
                        }
                    }
                    for index in labels.paths.count..<max(shownLabels?.paths.count ?? 0, labels.paths.count) { reference_bar_set_label(bar, Int32(index), nil, 0, nil, 0, [0, 0, 0, 0]) }
                    shownLabels = labels
                }
                _ = reference_bar_render(bar)
            }
            var times: [String: [Double]] = [:]
            for repetition in 0...repetitions {
                renderer.invalidate()
                for (index, pose) in poses.enumerated() {
                    for engine in (index + repetition) % 2 == 0 ? ["ts", "tvg"] : ["tvg", "ts"] {
                        let start = reference_cpu_seconds()
                        if engine == "ts" { _ = try renderer.draw(pose) } else { drawThorVG(pose, labels: labels[index]) }
                        // The first pass warms both engines.
                        if repetition > 0 { times[engine, default: []].append(reference_cpu_seconds() - start) }
                    }
                }
            }
            emit(["bar": (path as NSString).lastPathComponent, "from": from, "to": to, "size": "\(width)x\(height)", "frames": poses.count,
                  "ms": times.mapValues { milliseconds(median($0)) }])
        }
    } catch {
        fail("\(error)")
    }
}

/// The fills drawn after the icons in a bar's scene (titles, badge pills and labels), flattened to ThorVG paths in
/// pixels.
struct LabelPaths: Equatable {
    struct Path: Equatable {
        var commands: [UInt8] = []
        var points: [Float] = []
        var rgba: [Double]
    }

    var paths: [Path] = []

    init(_ scene: LottieScene, scale: Double) {
        guard let lastIcon = scene.nodes.lastIndex(where: { if case .group(let group) = $0 { group.isSeparateLayer } else { false } }) else { return }
        for node in scene.nodes[(lastIcon + 1)...] { add(node, transform: LottiePlayer.AffineTransform.scale(x: scale, y: scale), opacity: 1) }
    }

    private mutating func add(_ node: SceneNode, transform: LottiePlayer.AffineTransform, opacity: Double) {
        switch node {
        case .group(let group):
            for child in group.children { add(child, transform: group.transform.followed(by: transform), opacity: opacity * group.opacity) }
        case .fill(let fill):
            guard case .solid(let color) = fill.paint else { return }
            var path = Path(rgba: [color.red, color.green, color.blue, color.alpha * opacity * fill.opacity])
            for contour in fill.path.transformed(by: transform).contours {
                path.commands.append(1)
                path.points += [Float(contour.start.x), Float(contour.start.y)]
                for segment in contour.segments {
                    path.commands.append(3)
                    for point in [segment.control1, segment.control2, segment.end] {
                        path.points.append(Float(point.x))
                        path.points.append(Float(point.y))
                    }
                }
                if contour.isClosed { path.commands.append(0) }
            }
            paths.append(path)
        default:
            return
        }
    }
}
