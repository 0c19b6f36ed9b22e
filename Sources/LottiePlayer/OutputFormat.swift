/// The file formats frames can be written in.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a path's extension names, if it names one.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), let format = OutputFormat(rawValue: path[path.index(after: dot)...].lowercased()) else { return nil }
        self = format
    }

    public var fileExtension: String { rawValue }
}
