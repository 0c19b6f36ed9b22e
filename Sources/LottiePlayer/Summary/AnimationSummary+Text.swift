import Foundation

extension AnimationSummary {
    /// The report `tabshift inspect` prints: header, markers, layer tree, tab segments and diagnostics.
    public var text: String {
        var lines = [
            "file: \(file)",
            "name: \(name.isEmpty ? "(none)" : name)  version: \(version.isEmpty ? "?" : version)",
            "size: \(number(width))x\(number(height))  frame rate: \(number(frameRate)) fps",
            "frames: \(number(inPoint))..<\(number(outPoint))  duration: \(String(format: "%.3f", durationSeconds)) s",
            "markers: \(markers.count)"
        ]
        if let chosen = animation {
            lines.insert(
                "animations in the dotLottie file: \(animations.joined(separator: ", ")) (this report: \(chosen))",
                at: 1)
        }
        lines += markers.map { "  \($0.name) at frame \(number($0.frame)), \(number($0.duration)) frames" }
        lines.append("layers: \(layers.count)")
        appendLayers(layers, depth: 1, to: &lines)
        lines.append("tab segments (role, direction → what plays):")
        lines += segments.map {
            "  \($0.role) \($0.direction) → \($0.source), frames \(number($0.startFrame)) → \(number($0.endFrame))"
        }
        if !expressions.isEmpty {
            let running = expressions.filter(\.running).count,
                failing = expressions.filter { $0.lastError != nil }.count
            lines.append(
                "expressions: \(expressions.count) (\(running) running, \(failing) with an error at the first, middle or last frame)"
            )
            for expression in expressions {
                let state =
                    expression.compileError.map { "does not compile: \($0)" }
                    ?? (!expression.running ? "not run" : expression.lastError.map { "error: \($0)" } ?? "ok")
                lines.append("  \(expression.path): \(state) — \(expression.firstLine)")
            }
        }
        if !slots.isEmpty {
            lines.append("slots: \(slots.count) (set them with --slot ID=VALUE or --slots FILE.json)")
            for slot in slots {
                let uses = slot.properties == 1 ? "1 property" : "\(slot.properties) properties"
                var line =
                    "  \(slot.id): \(slot.kind), \(uses), default \(slot.defaultValue.map { String($0.prefix(100)) } ?? "(the properties' own values)")"
                if let value = slot.value { line += ", set to \(value.prefix(100))" }
                lines.append(line)
            }
        }
        if !themes.isEmpty {
            lines.append(
                "themes: \(themes.joined(separator: ", ")) (applied: \(theme ?? "none"); choose one with --theme ID)")
        }
        lines.append("diagnostics: \(diagnostics.count)")
        lines += diagnostics.map { "  \($0.path): \($0.message)" }
        return lines.joined(separator: "\n")
    }

    private func appendLayers(_ layers: [LayerSummary], depth: Int, to lines: inout [String]) {
        for layer in layers {
            var parts = ["\(layer.kind) \"\(layer.name)\""]
            if let index = layer.index { parts.append("index \(index)") }
            if let parent = layer.parent { parts.append("parent \(parent)") }
            parts.append("frames \(number(layer.inPoint))..<\(number(layer.outPoint))")
            if let count = layer.shapeCount { parts.append("\(count) shape items") }
            if let asset = layer.precomposition { parts.append("asset \(asset)") }
            if layer.hidden { parts.append("hidden") }
            parts += layer.features
            lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: ", "))
            if let children = layer.children { appendLayers(children, depth: depth + 1, to: &lines) }
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() || !value.isFinite ? value.frameNumberText : String(format: "%.3f", value)
    }
}
