import Foundation
import LottieDecoding

/// Where a document's bytes came from: a file, read again when needed (so that a loaded document holds its model
/// and not its text), or bytes handed over.
enum AnimationSource: Sendable {
    case file(String)
    case bytes(Data)
}

extension AnimationDocument {
    /// The bytes the document was read from: the file's, read again, or those handed over.
    func sourceData() throws(PlayerError) -> Data {
        switch source {
        case .file(let path): try Data(readingFile: path)
        case .bytes(let bytes): bytes
        }
    }

    /// The animation's Lottie JSON as written: the file's, a sticker's inflated, or this document's animation of a
    /// dotLottie file.
    func sourceJSON() throws(PlayerError) -> Data {
        let data = try sourceData()
        do {
            return try LottieDecoder().documentJSON(data, animation: animationID)
        } catch {
            throw .decoding(error.inFile(name))
        }
    }
}
