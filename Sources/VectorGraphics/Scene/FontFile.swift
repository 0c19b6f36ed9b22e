/// The bytes of a font file (TrueType, OpenType, WOFF as the font engine reads them) that a document carries, for
/// text drawn in a font no system has.
///
/// A class, shared by every text node that uses it; two files are equal when their bytes are.
public final class FontFile: Sendable, Hashable {
    /// The file's bytes.
    public let bytes: [UInt8]
    private let digest: Int

    /// A font file of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var hasher = Hasher()
        hasher.combine(bytes.count)
        // The first and last kilobytes tell files apart in practice; equality still compares every byte.
        hasher.combine(bytes.prefix(1024))
        hasher.combine(bytes.suffix(1024))
        digest = hasher.finalize()
    }

    /// Equal when the bytes are.
    public static func == (left: FontFile, right: FontFile) -> Bool {
        left === right || (left.digest == right.digest && left.bytes == right.bytes)
    }

    /// Hashes the bytes' digest.
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
