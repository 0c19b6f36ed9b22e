import Foundation
import LottieDecoding
import LottieStateMachines

/// dotlottie-rs's test machines and animations (Fixtures/dotlottie-rs, MIT).
enum DotLottieFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dotlottie-rs")

    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    /// A machine under `statemachines/`, e.g. `guard_tests/less_than.json`.
    static func machine(_ path: String) throws -> StateMachine {
        try StateMachineDecoder().decode(data("statemachines/" + path)).machine
    }

    /// A started machine with no animation, as dotlottie-rs's tests run most machines.
    static func started(_ path: String, policy: OpenURLPolicy = OpenURLPolicy()) throws -> StateMachineEngine {
        let engine = StateMachineEngine(machine: try machine(path))
        try engine.start(policy: policy)
        return engine
    }

    /// Every machine file under `statemachines/`, relative to it.
    static var allMachinePaths: [String] {
        let root = folder.appendingPathComponent("statemachines")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "json" }.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }
}

import LottiePlayer

extension DotLottieFixtures {
    /// The machine `path` (under `statemachines/`) driving the dotLottie file `animation` (under `animations/`),
    /// drawn at `size`×`size` and started, as dotlottie-rs's tests load a player and a machine.
    static func interactive(_ path: String, animation: String, size: Int = 100, policy: OpenURLPolicy = OpenURLPolicy()) throws -> InteractiveAnimation {
        let document = try AnimationDocument(contentsOfFile: folder.appendingPathComponent("animations/" + animation).path)
        let player = try InteractiveAnimation(document: document, machine: try machine(path), viewport: Viewport(width: size, height: size))
        try player.start(policy: policy)
        return player
    }
}
