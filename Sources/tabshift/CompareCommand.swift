import ArgumentParser
import Foundation
import ImageCodecs
import LottiePlayer
import VectorGraphics

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNGs with the conformance metric and print diff_pct, mad and max.",
        discussion:
            "A frame passes conformance when diff_pct is below 3: the share of pixels where a channel differs by more than 16 of 255, colour weighted by alpha."
    )

    @Argument(help: "The first PNG.")
    var first: String

    @Argument(help: "The second PNG.")
    var second: String

    @Option(help: "Write a PNG marking the differing pixels in red.")
    var diffImage: String?

    @Option(help: "Exit 1 when diff_pct is above this percentage (for scripts and CI), after printing the metric.")
    var maxDiff: Double?

    func validate() throws {
        if let maxDiff, !(maxDiff.isFinite && (0...100).contains(maxDiff)) {
            throw ValidationError("--max-diff must be a percentage from 0 to 100")
        }
    }

    func run() throws {
        try reportingErrors {
            let a = try load(first), b = try load(second)
            guard a.width == b.width, a.height == b.height else {
                throw PlayerError.invalidArgument(
                    "\(first) is \(a.width)x\(a.height) but \(second) is \(b.width)x\(b.height); compare images of one size"
                )
            }
            let difference = ImageDifference(a, b)
            print(difference.description)
            if let diffImage {
                let data: Data
                do throws(OutputError) { data = try ImageDifference.visualization(a, b).pngData() } catch {
                    throw PlayerError.encoding(file: diffImage, error)
                }
                try AtomicFile.write(data, to: diffImage)
            }
            if let maxDiff, difference.differingPercent > maxDiff {
                printError(
                    "\(first) and \(second) differ in \(String(format: "%.3f", difference.differingPercent))% of pixels, above --max-diff \(maxDiff)"
                )
                throw ExitCode.failure
            }
        }
    }

    private func load(_ path: String) throws(PlayerError) -> PixelImage {
        let data = try Data(readingFile: path)
        guard EncodedImage.format(of: [UInt8](data.prefix(12))) == .png else {
            throw .invalidArgument(
                "\(path): not a PNG image; compare takes two PNGs (render an animation's frame to PNG first: tabshift render FILE --frame N --output FILE.png)"
            )
        }
        do { return try PixelImage(decodingPNG: data) } catch {
            throw .unreadableFile(path: path, reason: "a damaged PNG (\(error.message)); write it again")
        }
    }
}
