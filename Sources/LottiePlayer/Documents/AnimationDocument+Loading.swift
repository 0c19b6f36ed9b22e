import Foundation

/// Loading from file URLs and from bundles.
extension AnimationDocument {
    /// A file URL (JSON, `.tgs` or `.lottie`); external images are looked for beside it.
    public init(contentsOf url: URL, animation id: String? = nil, expressions: ExpressionMode = .on) throws(PlayerError)
    {
        guard url.isFileURL else {
            throw .unreadableFile(path: url.absoluteString, reason: "only file URLs are read; download the file first")
        }
        try self.init(contentsOfFile: url.path, animation: id, expressions: expressions)
    }

    /// A resource of `bundle` (e.g. `Bundle.module` in a package, `Bundle.main` in an app) named `name`, with
    /// `fileExtension` `json`, `lottie` or `tgs`.
    public init(
        named name: String, fileExtension: String = "json", bundle: Bundle = .main, subdirectory: String? = nil,
        animation id: String? = nil,
        expressions: ExpressionMode = .on
    ) throws(PlayerError) {
        guard let url = bundle.url(forResource: name, withExtension: fileExtension, subdirectory: subdirectory) else {
            throw .unreadableFile(path: "\(name).\(fileExtension)", reason: "no such resource in \(bundle.bundlePath)")
        }
        try self.init(contentsOf: url, animation: id, expressions: expressions)
    }
}
