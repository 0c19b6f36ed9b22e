import Foundation
import LottieDecoding
import LottieStateMachines
import Testing

@Suite("Decoding dotLottie state machines")
struct StateMachineDecodingTests {
    /// dotlottie-rs refuses these at load (its security tests); every other machine among its assets loads.
    static let refused: [String: String] = [
        "security_tests/compare_to.json": "conditionType",
        "security_tests/guardless_transitions.json": "without guards",
        "security_tests/event_guards.json": "no input is named",
        "security_tests/multi_global.json": "a second global state",
        // An older format (`descriptor`) that dotlottie-rs no longer reads and none of its tests loads.
        "bool_guard.json": "initial",
    ]

    @Test("Every machine among dotlottie-rs's assets loads or is refused as its tests expect, with the place in the file")
    func assets() throws {
        let paths = DotLottieFixtures.allMachinePaths
        #expect(paths.count >= 50)
        for path in paths {
            let data = try DotLottieFixtures.data("statemachines/" + path)
            if let expected = Self.refused[path] {
                #expect(throws: LottieDecodingError.self, "\(path) should be refused") { try StateMachineDecoder().decode(data) }
                do {
                    _ = try StateMachineDecoder().decode(data)
                } catch {
                    #expect(error.description.contains(expected) && (error.path.hasPrefix("states[") || expected == "initial"), "\(path): \(error)")
                }
            } else {
                #expect(throws: Never.self, "\(path) should load") { try StateMachineDecoder().decode(data) }
            }
        }
    }
}
