import Foundation
import LottiePlayer

/// Reading a job from one line of a job list (JSON), strictly: an unknown key or a value of the wrong kind is an
/// error naming its key path, as `$.sizes[1]`.
extension BatchJob {
    /// A job from `line`; `defaults` gives what the line leaves out (the command line's options).
    package init(line: String, defaults: BatchJob) throws(BatchJobError) {
        try self.init(object: try Self.object(line), defaults: defaults)
    }

    /// The JSON object of a line.
    static func object(_ line: String) throws(BatchJobError) -> [String: Any] {
        do {
            guard
                let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
                    as? [String: Any]
            else {
                throw BatchJobError(path: "$", message: "a job is a JSON object")
            }
            return parsed
        } catch let error as BatchJobError {
            throw error
        } catch {
            throw BatchJobError(path: "$", message: "not JSON: \(Self.reason(error))")
        }
    }

    /// Defaults for the jobs of a run from a job object without `input` (what the Python package and the C library
    /// pass for options), checked as a job is.
    package static func defaults(json: String) throws(BatchJobError) -> BatchJob {
        try BatchJob(object: try object(json), defaults: BatchJob(input: "", output: ""), isDefaults: true)
    }

    /// A job from a line's JSON object.
    init(object: [String: Any], defaults: BatchJob, isDefaults: Bool = false) throws(BatchJobError) {
        self = defaults
        let known: Set = [
            "input", "output", "frames", "sizes", "formats", "slots", "theme", "expressions", "background", "fps"
        ]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw BatchJobError(
                path: "$.\(unknown)", message: "unknown key (a job has \(known.sorted().joined(separator: ", ")))")
        }
        if let input = object["input"] as? String, !input.isEmpty {
            self.input = input
        } else if !isDefaults || object["input"] != nil {
            throw BatchJobError(path: "$.input", message: "the Lottie file's path is required")
        }
        if let output = object["output"] {
            guard let text = output as? String, !text.isEmpty else {
                throw BatchJobError(path: "$.output", message: "a folder path")
            }
            self.output = text
        }
        guard !self.output.isEmpty || isDefaults else {
            throw BatchJobError(path: "$.output", message: "the output folder is required (here or as --output)")
        }
        if let frames = object["frames"] { self.frames = try Self.frames(frames) }
        if let sizes = object["sizes"] { self.sizes = try Self.sizes(sizes) }
        if let formats = object["formats"] { self.formats = try Self.formats(formats) }
        if let slots = object["slots"] {
            guard let dictionary = slots as? [String: Any] else {
                throw BatchJobError(path: "$.slots", message: "an object of slot values by id")
            }
            var values: [String: String] = [:]
            for (id, value) in dictionary {
                if let text = value as? String {
                    values[id] = text
                } else if JSONSerialization.isValidJSONObject(value),
                    let data = try? JSONSerialization.data(withJSONObject: value)
                {
                    values[id] = String(decoding: data, as: UTF8.self)
                } else {
                    throw BatchJobError(path: "$.slots.\(id)", message: "a slot value is text or Lottie JSON")
                }
            }
            self.slots = values
        }
        if let theme = object["theme"] {
            guard let text = theme as? String else { throw BatchJobError(path: "$.theme", message: "a theme id") }
            self.theme = text
        }
        if let expressions = object["expressions"] {
            guard let flag = Self.boolean(expressions) else {
                throw BatchJobError(path: "$.expressions", message: "true or false")
            }
            self.expressions = flag
        }
        if let background = object["background"] {
            guard let text = background as? String, let color = LottieColor(hex: text) else {
                throw BatchJobError(path: "$.background", message: "a colour #RRGGBB[AA]")
            }
            self.background = color
        }
        if let fps = object["fps"] {
            guard let number = Self.number(fps), number > 0, number <= 240 else {
                throw BatchJobError(path: "$.fps", message: "frames per second, above 0 and at most 240")
            }
            self.framesPerSecond = number
        }
        try check()
    }

    /// What every job must satisfy, however it was made.
    package func check() throws(BatchJobError) {
        if sizes.count > Self.maximumSizes {
            throw BatchJobError(path: "$.sizes", message: "at most \(Self.maximumSizes) sizes")
        }
        if formats.isEmpty { throw BatchJobError(path: "$.formats", message: "at least one format") }
        if case .evenlySpaced(let count) = frames, !(1...Self.maximumStills).contains(count) {
            throw BatchJobError(path: "$.frames.count", message: "from 1 to \(Self.maximumStills)")
        }
        if case .listed(let list) = frames, list.isEmpty || list.count > Self.maximumStills {
            throw BatchJobError(path: "$.frames", message: "from 1 to \(Self.maximumStills) frames")
        }
    }

    package static func frames(_ value: Any) throws(BatchJobError) -> Frames {
        if let word = value as? String {
            if word == "all" { return .all }
            if let reference = frameReference(word) { return .listed([reference]) }
            throw BatchJobError(
                path: "$.frames",
                message: "\"\(word)\" is not all, ip, mid, last, a list, {\"count\": N} or {\"marker\": NAME}")
        }
        if let number = number(value) {
            guard number.isFinite else { throw BatchJobError(path: "$.frames", message: "a finite frame number") }
            return .listed([.number(number)])
        }
        if let list = value as? [Any] {
            var references: [FrameReference] = []
            for (index, item) in list.enumerated() {
                if let word = item as? String, let reference = frameReference(word) {
                    references.append(reference)
                } else if let number = number(item), number.isFinite {
                    references.append(.number(number))
                } else {
                    throw BatchJobError(path: "$.frames[\(index)]", message: "a frame number, ip, mid or last")
                }
            }
            return .listed(references)
        }
        if let object = value as? [String: Any], object.count == 1 {
            if let count = object["count"] {
                guard let number = number(count), let whole = Int(exactly: number) else {
                    throw BatchJobError(path: "$.frames.count", message: "a whole number")
                }
                return .evenlySpaced(count: whole)
            }
            if let marker = object["marker"] {
                guard let name = marker as? String else {
                    throw BatchJobError(path: "$.frames.marker", message: "a marker's name")
                }
                return .marker(name)
            }
        }
        throw BatchJobError(
            path: "$.frames",
            message: "all, ip, mid, last, a frame number, a list of them, {\"count\": N} or {\"marker\": NAME}")
    }

    /// A JSON number (JSONSerialization gives numbers and booleans both as NSNumber; booleans are chars).
    static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        return number.doubleValue
    }

    /// A JSON true or false.
    static func boolean(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else { return nil }
        return number.boolValue
    }

    static func frameReference(_ word: String) -> FrameReference? {
        switch word {
        case "ip", "first": .inPoint
        case "mid", "middle": .middle
        case "last": .last
        default: Double(word).flatMap { $0.isFinite ? .number($0) : nil }
        }
    }

    package static func sizes(_ value: Any) throws(BatchJobError) -> [Viewport] {
        let list = (value as? [Any]) ?? [value]
        var sizes: [Viewport] = []
        for (index, item) in list.enumerated() {
            guard let text = item as? String, let size = size(text) else {
                throw BatchJobError(
                    path: "$.sizes[\(index)]",
                    message: "a size WIDTHxHEIGHT, each side from 1 to \(Viewport.maximumSide)")
            }
            sizes.append(size)
        }
        return sizes
    }

    /// `WIDTHxHEIGHT`, each side within the renderer's limit.
    package static func size(_ text: String) -> Viewport? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0], radix: 10), let height = Int(parts[1], radix: 10),
            (1...Viewport.maximumSide).contains(width), (1...Viewport.maximumSide).contains(height)
        else { return nil }
        return Viewport(width: width, height: height)
    }

    package static func formats(_ value: Any) throws(BatchJobError) -> [Format] {
        let list = (value as? [Any]) ?? [value]
        var formats: [Format] = []
        for (index, item) in list.enumerated() {
            guard let text = item as? String, let format = Format(rawValue: text.lowercased()) else {
                throw BatchJobError(
                    path: "$.formats[\(index)]",
                    message: "one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            formats.append(format)
        }
        return formats
    }

    private static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        return text.split(separator: "\n").first.map(String.init) ?? text
    }
}

/// A job list line that is not a job: where in it, and what is wrong.
package struct BatchJobError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the offending value, `$` for the whole line.
    package let path: String
    package let message: String

    package var description: String { "\(path): \(message)" }
}
