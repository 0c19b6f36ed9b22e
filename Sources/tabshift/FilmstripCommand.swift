import ArgumentParser
import Foundation
import LottiePlayer

struct FilmstripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filmstrip",
        abstract: "Tile evenly spaced frames of an animation (or of one marker's segment) into one picture."
    )

    @OptionGroup var source: AnimationOptions

    @Option(help: "How many frames to show.")
    var count = 10

    @Option(help: "Frames per row.")
    var columns = 5

    @Option(help: ArgumentHelp("The size of each cell.", valueName: "WIDTHxHEIGHT"), transform: ArgumentValue.size)
    var cell = Viewport(width: 96, height: 96)

    @Option(help: "Only the segment of this marker, e.g. select.")
    var marker: String?

    @Option(name: .shortAndLong, help: "The output file (.png, .svg or .pdf; - for PNG on standard output).")
    var output: String

    @Option(
        help: ArgumentHelp("A colour painted under each cell. Defaults to white.", valueName: "#RRGGBB[AA]"),
        transform: ArgumentValue.color)
    var background = LottieColor.white

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        guard (1...400).contains(count) else { throw ValidationError("--count must be from 1 to 400") }
        guard columns >= 1 else { throw ValidationError("--columns must be at least 1") }
        _ = try singleFileFormat(for: output, requested: nil)
    }

    func run() throws {
        try reportingErrors {
            let document = try source.load().overriding(colorOptions.allColors)
            ColorOptions.warn(document.unmatchedOverrides(), in: source.file)
            let strip = try document.filmStrip(
                count: count, columns: columns, cellWidth: Double(cell.width), cellHeight: Double(cell.height),
                marker: marker, cellBackground: background)
            try writeScene(
                strip, to: output, format: try singleFileFormat(for: output, requested: nil), name: source.file)
        }
    }
}
