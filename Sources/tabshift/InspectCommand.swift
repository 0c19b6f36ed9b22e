import ArgumentParser
import Foundation
import LottiePlayer

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show an animation's header, markers, layer tree and every diagnostic with its JSON path."
    )

    @Argument(help: "The Lottie file: JSON, a Telegram sticker (.tgs) or a dotLottie file (.lottie).")
    var file: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Exit 1 when the file has any diagnostic (after printing the report), for scripts and CI.")
    var strict = false

    @Option(help: "The animation of a dotLottie file to inspect, by id; the report lists them all.")
    var animation: String?

    func run() throws {
        try reportingErrors {
            let summary = AnimationSummary(try AnimationDocument(contentsOfFile: file, animation: animation))
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = try encoder.encode(summary)
                print(String(decoding: data, as: UTF8.self))
            } else {
                print(InspectionText(summary: summary).text)
            }
            if strict && !summary.diagnostics.isEmpty {
                printError("\(file): \(summary.diagnostics.count) diagnostic(s); --strict fails on any")
                throw ExitCode.failure
            }
        }
    }
}

/// The plain-text form of an `AnimationSummary`.
struct InspectionText {
    let summary: AnimationSummary

    var text: String {
        var lines = [
            "file: \(summary.file)",
            "name: \(summary.name.isEmpty ? "(none)" : summary.name)  version: \(summary.version.isEmpty ? "?" : summary.version)",
            "size: \(number(summary.width))x\(number(summary.height))  frame rate: \(number(summary.frameRate)) fps",
            "frames: \(number(summary.inPoint))..<\(number(summary.outPoint))  duration: \(String(format: "%.3f", summary.durationSeconds)) s",
            "markers: \(summary.markers.count)",
        ]
        if let chosen = summary.animation {
            lines.insert("animations in the dotLottie file: \(summary.animations.joined(separator: ", ")) (this report: \(chosen))", at: 1)
        }
        lines += summary.markers.map { "  \($0.name) at frame \(number($0.frame)), \(number($0.duration)) frames" }
        lines.append("layers: \(summary.layers.count)")
        appendLayers(summary.layers, depth: 1, to: &lines)
        lines.append("tab segments (role, direction → what plays):")
        lines += summary.segments.map { "  \($0.role) \($0.direction) → \($0.source), frames \(number($0.startFrame)) → \(number($0.endFrame))" }
        lines.append("diagnostics: \(summary.diagnostics.count)")
        lines += summary.diagnostics.map { "  \($0.path): \($0.message)" }
        return lines.joined(separator: "\n")
    }

    private func appendLayers(_ layers: [AnimationSummary.LayerSummary], depth: Int, to lines: inout [String]) {
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
