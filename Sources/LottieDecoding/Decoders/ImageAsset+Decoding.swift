import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// An image asset: `p` a `data:` URI (with `e: 1`) or a file name in folder `u`; `w`, `h` its size.
    /// Bytes that are not PNG, JPEG or WebP make a diagnostic and no asset: the layers using it draw nothing.
    /// An asset that names a slot (`sid`) takes the slot's `p`, `u`, `e`, `w` and `h` over its own.
    func imageAsset(context: DecodingContext) throws(LottieDecodingError) -> ImageAsset? {
        let id = try required("id").requireString()
        let slot = try context.slotValue(for: self, kind: .image)
        func member(_ key: StaticString) -> JSONValue? { slot?[key] ?? self[key] }
        guard let file = member("p") else {
            throw LottieDecodingError(path: path.description, reason: .missingKey("p"))
        }
        let name = try file.requireString()
        let width = try member("w")?.requireNumber() ?? 0, height = try member("h")?.requireNumber() ?? 0
        guard name.hasPrefix("data:") else {
            return ImageAsset(
                id: id, width: width, height: height,
                source: .external(directory: try member("u")?.requireString() ?? "", name: name))
        }
        guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
            let bytes = Data(
                base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters)
        else {
            context.note(self, key: "p", "the image is not a base64 data: URI; skipped")
            return nil
        }
        let array = [UInt8](bytes)
        guard let format = EncodedImage.format(of: array) else {
            context.note(self, key: "p", "the embedded image is not PNG, JPEG or WebP; skipped")
            return nil
        }
        return ImageAsset(
            id: id, width: width, height: height, source: .embedded(EncodedImage(data: array, format: format)))
    }
}
