import ArgumentParser
import Foundation
import LottiePlayer

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one self-contained HTML page previewing an animation or a tab bar.",
        discussion: """
            For an animation: animated WebPs of the whole animation at 1x and 3x on light and dark backgrounds, of every \
            marker and of every tab segment, a film strip, the inspect report and the diagnostics. For a tab bar manifest: \
            every shift between two tabs in both directions, played normally and with reduced motion, one at 3x, and each \
            icon's report. Every image is inside the page; it loads nothing from the network.
            """
    )

    @Argument(help: "A Lottie file (JSON, .tgs or .lottie) or a tab bar manifest (JSON with \"tabs\").")
    var file: String

    @Option(help: "The animation of a dotLottie file to preview, by id. Defaults to the first.")
    var animation: String?

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    @Option(name: .shortAndLong, help: "The HTML file to write (- for standard output).")
    var output: String

    func validate() throws {
        let fileExtension = (output as NSString).pathExtension.lowercased()
        if output != "-", !["html", "htm"].contains(fileExtension) {
            throw ValidationError("--output \"\(output)\": the preview is an HTML page; name it .html")
        }
    }

    func run() throws {
        try reportingErrors {
            let html =
                if try Self.isTabBarManifest(file) {
                    try PreviewPage.html(
                        for: try TabBarDocument(contentsOfFile: file, expressions: expressions.mode))
                } else {
                    try PreviewPage.html(
                        for: try AnimationDocument(
                            contentsOfFile: file, animation: animation, expressions: expressions.mode))
                }
            try writeOutput(Data(html.utf8), to: output)
            if output != "-" { print("wrote \(output) (\(html.utf8.count >> 10) KiB)") }
        }
    }

    /// A bar manifest is JSON with a `tabs` list and no `layers`; anything else is read as an animation.
    static func isTabBarManifest(_ path: String) throws(PlayerError) -> Bool {
        let data = try Data(readingFile: path)
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["tabs"] is [Any] && object["layers"] == nil
    }
}
