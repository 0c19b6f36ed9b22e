import ArgumentParser
import CairoRendering
import Foundation
import LottiePlayer

struct FilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Tile evenly spaced frames of an animation (or of one marker's segment) into one picture."
    )

    @Argument(help: "The Lottie file: JSON, a Telegram sticker (.tgs) or a dotLottie file (.lottie).")
    var file: String

    @Option(help: "The animation of a dotLottie file to use, by id (tabshift inspect lists them). Defaults to the first.")
    var animation: String?

    @Option(help: "How many frames to show.")
    var count = 10

    @Option(help: "Frames per row.")
    var columns = 5

    @Option(help: "The size of each cell, WIDTHxHEIGHT.")
    var cell = "96x96"

    @Option(help: "Only the segment of this marker, e.g. select.")
    var marker: String?

    @Option(name: .shortAndLong, help: "The output file (.png, .svg or .pdf; - for PNG on standard output).")
    var output: String

    @Option(help: "A colour painted under each cell, #RRGGBB[AA]. Defaults to white.")
    var background = "#FFFFFF"

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup var expressionOptions: ExpressionOptions

    func validate() throws {
        guard (1...400).contains(count) else { throw ValidationError("--count must be from 1 to 400") }
        guard columns >= 1 else { throw ValidationError("--columns must be at least 1") }
        _ = try parseBackground(background)
        _ = try parseSize(cell, option: "--cell")
        _ = try singleFileFormat(for: output, requested: nil)
    }

    func run() throws {
        let cellColor = try parseBackground(background)
        try reportingErrors {
            let document = try AnimationDocument(contentsOfFile: file, animation: animation, expressions: expressionOptions.mode).overriding(colorOptions.allColors)
            ColorOptions.warn(document.unmatchedOverrides(), in: file)
            let cellSize = try Viewport(parsing: cell)
            let strip = try document.filmStrip(count: count, columns: columns, cellWidth: Double(cellSize.width), cellHeight: Double(cellSize.height), marker: marker, cellBackground: cellColor)
            try writeScene(strip, to: output, format: try singleFileFormat(for: output, requested: nil), name: file)
        }
    }
}
