import Foundation
import LottiePlayer
import ReferenceEngines

/// Every frame of a shift: TabShift's bar renderer against ThorVG drawing the same background, indicator and icons
/// (same frames, placements and opacities; ThorVG cannot tint, so its icons keep their own colours) in one canvas.
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
            func drawThorVG(_ pose: TabBarPose) {
                var background = [0.0, 0, 0, 0]
                if let color = document.manifest.background { background = [color.red, color.green, color.blue, color.alpha] }
                reference_bar_set_background(bar, background)
                if let indicator = pose.indicator {
                    let rect = [indicator.rect.x * scale, indicator.rect.y * scale, indicator.rect.width * scale, indicator.rect.height * scale]
                    reference_bar_set_indicator(bar, rect, min(rect[2], rect[3]) / 2, [indicator.color.red, indicator.color.green, indicator.color.blue, indicator.color.alpha])
                }
                for tab in pose.tabs {
                    let animation = document.icons[tab.index].animation
                        let fit: Double = min(tab.iconRect.width / animation.width, tab.iconRect.height / animation.height) * tab.scale * scale
                    let centerX = (tab.iconRect.midX + tab.offset.x) * scale, centerY = (tab.iconRect.midY + tab.offset.y) * scale
                    let left: Double = centerX - animation.width / 2 * fit
                    let top: Double = centerY - animation.height / 2 * fit
                    let matrix: [Double] = [fit, 0, 0, fit, left, top]
                    reference_bar_set_icon(bar, Int32(tab.index), tab.frame - animation.inPoint, matrix, tab.opacity)
                }
                _ = reference_bar_render(bar)
            }
            var times: [String: [Double]] = [:]
            for repetition in 0...repetitions {
                renderer.canvas.invalidate()
                for (index, pose) in poses.enumerated() {
                    for engine in (index + repetition) % 2 == 0 ? ["ts", "tvg"] : ["tvg", "ts"] {
                        let start = reference_cpu_seconds()
                        if engine == "ts" { _ = try renderer.render(pose) } else { drawThorVG(pose) }
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
