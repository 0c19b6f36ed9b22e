import Foundation
import LottiePlayer

/// A job written back as a job list line, everything explicit: what the coordinator sends a worker, and what a
/// job's key is made from.
extension BatchJob {
    var jsonObject: [String: Any] {
        var object: [String: Any] = [
            "input": input, "output": output, "formats": formats.map(\.rawValue), "expressions": expressions,
            "sizes": sizes.map { "\($0.width)x\($0.height)" }
        ]
        switch frames {
        case .all: object["frames"] = "all"
        case .marker(let name): object["frames"] = ["marker": name]
        case .evenlySpaced(let count): object["frames"] = ["count": count]
        case .listed(let references):
            object["frames"] = references.map { reference -> Any in
                switch reference {
                case .number(let frame): frame
                case .inPoint: "ip"
                case .middle: "mid"
                case .last: "last"
                }
            }
        }
        if !slots.isEmpty { object["slots"] = slots }
        if let theme { object["theme"] = theme }
        if let background { object["background"] = background.hexString }
        if let framesPerSecond { object["fps"] = framesPerSecond }
        return object
    }

    /// The job as one line of JSON with sorted keys.
    package var line: String {
        let data =
            (try? JSONSerialization.data(withJSONObject: jsonObject, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
