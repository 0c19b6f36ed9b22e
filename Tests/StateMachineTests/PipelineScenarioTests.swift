import Foundation
import LottieDecoding
import LottiePlayer
import LottieStateMachines
import Testing

/// dotlottie-rs's sanity cases (tests/state_machine_cases.rs) and elapsed-time tests
/// (tests/state_machine_elapsed_time.rs), with its machines and the same expected states and inputs.
@Suite("State machines: the evaluation pipeline and elapsed time (dotlottie-rs's scenarios)")
struct PipelineScenarioTests {
    static let smileys = "smiley-slider.lottie"

    @Test("The global state's transitions and a transition without guards") func globalAndGuardless() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_global_and_guardless.json", animation: Self.smileys)
        #expect(player.stateName == "global")
        #expect(player.setInput("Rating", Float(2)) && player.stateName == "b")
        #expect(player.setInput("Rating", Float(1)) && player.stateName == "d")
    }

    @Test("Guarded transitions before the one without guards") func guardedAndGuardless() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_guarded_and_guardless.json", animation: Self.smileys)
        #expect(player.stateName == "a")
        try player.fire("Step")
        #expect(player.stateName == "d")
        #expect(player.setInput("r", Float(1)) && player.stateName == "a")
        try player.fire("Step")
        #expect(player.stateName == "g")
    }

    @Test("A transition without guards and one waiting for an event") func guardlessAndEvent() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_guardless_and_event.json", animation: Self.smileys)
        #expect(player.stateName == "global")
        #expect(player.setInput("Rating", Float(1)) && player.stateName == "c")
    }

    @Test("An exit action makes the global state transition") func exitActionMovesGlobal() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_exit_action_causes_global_to_transition.json", animation: Self.smileys)
        #expect(player.stateName == "Initial")
        #expect(player.setInput("rating", Float(1)) && player.stateName == "a")
        try player.fire("Step")
        #expect(player.stateName == "a")
        player.setInput("rating", Float(4))
        player.setInput("a_exited", false)
        try player.fire("Step")
        #expect(player.stateName == "d")
    }

    @Test("An exit action with no valid global transition leaves the chosen transition") func exitActionIgnored() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_exit_action_global_ignored_if_non_valid.json", animation: Self.smileys)
        #expect(player.stateName == "Initial")
        #expect(player.setInput("rating", Float(1)) && player.stateName == "a")
        try player.fire("Step")
        #expect(player.stateName == "c")
        #expect(player.setInput("rating", Float(3)) && player.stateName == "c")
    }

    @Test("An entry action makes the global state transition") func entryActionMovesGlobal() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_entry_action_causes_global_to_transition.json", animation: Self.smileys)
        #expect(player.stateName == "Initial")
        #expect(player.setInput("rating", Float(1)) && player.stateName == "b")
        #expect(player.setInput("rating", Float(3)) && player.stateName == "b")
        try player.fire("Step")
        #expect(player.stateName == "d")
    }

    @Test("An entry action with no valid global transition leaves the chosen transition") func entryActionIgnored() throws {
        let player = try DotLottieFixtures.interactive("sanity_tests/test_entry_action_global_ignored_if_non_valid.json", animation: Self.smileys)
        #expect(player.stateName == "Initial")
        #expect(player.setInput("rating", Float(1)) && player.stateName == "a")
        try player.fire("Step")
        #expect(player.stateName == "c")
        #expect(player.setInput("a_exited", true) && player.stateName == "d")
    }

    // MARK: Elapsed time

    @Test("@elapsedTime counts seconds, not while stopped, and from zero at each start") func elapsedTime() throws {
        let engine = StateMachineEngine(machine: try DotLottieFixtures.machine("elapsed_time_tests/no_elapsed_time.json"))
        engine.advance(seconds: 1)
        engine.advance(seconds: 1)
        #expect(engine.numericInput("@elapsedTime") == 0)
        try engine.start()
        #expect(engine.numericInput("@elapsedTime") == 0)
        engine.advance(seconds: 0.5)
        engine.advance(seconds: 0.5)
        #expect(abs(engine.numericInput("@elapsedTime")! - 1) < 1e-4)
        engine.stop()
        try engine.start()
        #expect(engine.numericInput("@elapsedTime") == 0)
    }

    @Test("A guard on @elapsedTime is evaluated as time passes") func timeout() throws {
        let engine = try DotLottieFixtures.started("elapsed_time_tests/timeout_transition.json")
        #expect(engine.currentStateName == "running")
        engine.advance(seconds: 0.5)
        #expect(engine.currentStateName == "running")
        engine.advance(seconds: 0.7)
        #expect(engine.currentStateName == "done")
        #expect(engine.inputDeclarations.contains { $0.name == "@elapsedTime" && $0.type == "Numeric" })
    }

    @Test("@elapsedTime as a guard's compareTo") func compareToElapsedTime() throws {
        let engine = try DotLottieFixtures.started("elapsed_time_tests/compare_to_at_elapsed_time.json")
        #expect(engine.currentStateName == "waiting")
        engine.advance(seconds: 0.3)
        #expect(engine.currentStateName == "waiting")
        engine.advance(seconds: 0.4)
        #expect(engine.currentStateName == "after")
    }

    @Test("@elapsedTime as an action's value") func elapsedTimeInAction() throws {
        let machine = try StateMachineDecoder().decode(Data("""
            {"initial": "s", "states": [{"type": "PlaybackState", "name": "s", "animation": "", "transitions": [],
              "entryActions": [{"type": "Increment", "inputName": "stamp", "value": "@elapsedTime"}]}],
             "inputs": [{"type": "Numeric", "name": "stamp", "value": 10}]}
            """.utf8)).machine
        let engine = StateMachineEngine(machine: machine)
        engine.advance(seconds: 0.75)
        try engine.start()
        #expect(abs(engine.numericInput("stamp")! - 10) < 1e-4)
        engine.advance(seconds: 0.5)
        engine.setNumericInput("stamp", 10)
        #expect(throws: StateMachineEngine.Failure.self) { try engine.fire("evt") }
        try engine.overrideState("s", evaluate: false)
        #expect(abs(engine.numericInput("stamp")! - 10.5) < 1e-3)
    }

    @Test("Time passing does not evaluate a machine without @elapsedTime guards (entry actions run once)") func noReevaluation() throws {
        let engine = try DotLottieFixtures.started("elapsed_time_tests/no_elapsed_time.json")
        #expect(engine.numericInput("counter") == 1)
        for _ in 0..<50 { engine.advance(seconds: 0.016) }
        #expect(engine.numericInput("counter") == 1)
    }
}
