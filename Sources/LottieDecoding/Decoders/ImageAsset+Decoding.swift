import Foundation
import LottieModel
import VectorGraphics

extension JSONValue {
    /// An image asset: `p` a `data:` URI (with `e: 1`) or a file name in folder `u`; `w`, `h` its size.
    /// Bytes that are not PNG, JPEG or WebP make a diagnostic and no asset: the layers using it draw nothing.
    func imageAsset(context: DecodingContext) throws(LottieDecodingError) -> ImageAsset? {
        let id = try required("id").requireString()
        let name = try required("p").requireString()
        let width = try optionalNumber("w") ?? 0, height = try optionalNumber("h") ?? 0
        guard name.hasPrefix("data:") else {
            return ImageAsset(id: id, width: width, height: height, source: .external(directory: try optionalString("u") ?? "", name: name))
        }
        guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
              let bytes = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
            context.note(path: path.appending(key: "p"), "the image is not a base64 data: URI; skipped")
            return nil
        }
        let array = [UInt8](bytes)
        guard let format = EncodedImage.format(of: array) else {
            context.note(path: path.appending(key: "p"), "the embedded image is not PNG, JPEG or WebP; skipped")
            return nil
        }
        return ImageAsset(id: id, width: width, height: height, source: .embedded(EncodedImage(data: array, format: format)))
    }
}
