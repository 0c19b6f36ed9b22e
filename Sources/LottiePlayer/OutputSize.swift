import Foundation
import CairoRendering

extension Viewport {
    /// Reads `WxH` (or one number for a square), e.g. `128x128`, with a clear error for anything else.
    public init(parsing text: String) throws(PlayerError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces), radix: 10) }
        guard (1...2).contains(parts.count), let width = numbers[0], let height = numbers.last ?? nil else {
            throw .invalidArgument("size \"\(text)\" is not of the form WIDTHxHEIGHT, e.g. 128x128")
        }
        self.init(width: width, height: height)
        do { try validate() } catch { throw .invalidArgument("size \(text): \(error.message)") }
    }
}
