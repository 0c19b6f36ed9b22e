import Foundation
import LottieDecoding
import LottieStateMachines

extension AnimationDocument {
    /// The state machines of a dotLottie file (version 2), by id in its manifest's order; empty for anything else.
    public var stateMachineIDs: [String] {
        (try? archive())?.stateMachineIDs ?? []
    }

    /// The state machine `id` of this dotLottie file (its first when nil), decoded strictly; what was dropped from
    /// it (reserved input names) and what in it can never happen (names that point nowhere) as warnings, each with
    /// its place in the machine's JSON.
    public func stateMachine(id: String? = nil) throws(PlayerError) -> (machine: StateMachine, warnings: [String]) {
        guard let archive = try archive(), let chosen = id ?? archive.stateMachineIDs.first else {
            throw .invalidArgument(
                "\(name): there is no state machine in this file; only a dotLottie file (version 2) carries them")
        }
        let file = "s/\(chosen).json"
        do throws(LottieDecodingError) {
            let decoded = try StateMachineDecoder().decode(try archive.stateMachineData(id: chosen))
            return (decoded.machine, decoded.diagnostics.map { "\(file): \($0)" })
        } catch {
            throw .decoding(error.inFile("\(name) (\(file))"))
        }
    }

    /// The same file's animation `id`, with this document's theme and slot values.
    func switchingAnimation(to id: String) throws(PlayerError) -> AnimationDocument {
        guard animationIDs.contains(id) else {
            throw .invalidArgument(
                "\(name): there is no animation \"\(id)\"; it has \(animationIDs.joined(separator: ", "))")
        }
        return try reloaded(theme: themeID, slotValues: slotValues, animation: id)
    }

    /// The dotLottie archive the document was read from; nil for a Lottie JSON or sticker.
    private func archive() throws(PlayerError) -> DotLottieArchive? {
        let data = try sourceData()
        guard DotLottieArchive.isZip(data) else { return nil }
        do {
            return try DotLottieArchive(data: data)
        } catch {
            throw .decoding(error.inFile(name))
        }
    }
}

extension StateMachineDecoder {
    /// A state machine given on its own (a JSON file beside an animation).
    package static func decode(file path: String) throws(PlayerError) -> (machine: StateMachine, warnings: [String]) {
        let data = try Data(readingFile: path)
        do throws(LottieDecodingError) {
            let decoded = try StateMachineDecoder().decode(data)
            return (decoded.machine, decoded.diagnostics.map { "\(path): \($0)" })
        } catch {
            throw .decoding(error.inFile(path))
        }
    }
}
