import LottieDecoding
import LottiePlayer
import LottieStateMachines
import Testing

/// dotlottie-rs's action tests (tests/state_machine_actions.rs), with its machines, the animation they load and the
/// same expected states, inputs, frames and events.
@Suite("State machines: actions (dotlottie-rs's scenarios)")
struct ActionScenarioTests {
    static let stars = "star_rating.lottie"

    static func rating(_ path: String, starting: String, _ steps: [(Float, String)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let player = try DotLottieFixtures.interactive(path, animation: stars)
        #expect(player.stateName == starting, sourceLocation: sourceLocation)
        for (rating, expected) in steps {
            #expect(player.setInput("rating", rating), sourceLocation: sourceLocation)
            #expect(player.stateName == expected, "rating \(rating)", sourceLocation: sourceLocation)
        }
    }

    @Test("Increment: by 1, by a value, by an input, by a missing input (1)") func increment() throws {
        try Self.rating("action_tests/inc_rating.json", starting: "global", [(1, "star_2"), (3, "star_5"), (6, "star_12"), (13, "star_14")])
    }

    @Test("Decrement: by a missing input (1), by an input, by a value, by 1") func decrement() throws {
        try Self.rating("action_tests/decr_rating.json", starting: "global", [(13, "star_12"), (6, "star_6"), (3, "star_1"), (5, "star_4")])
    }

    @Test("Toggle") func toggle() throws {
        let player = try DotLottieFixtures.interactive("action_tests/toggle.json", animation: Self.stars)
        #expect(player.stateName == "b")
        try player.fire("Step")
        #expect(player.stateName == "a")
        try player.fire("Step")
        #expect(player.stateName == "b")
    }

    @Test("SetBoolean, SetNumeric, SetString") func setInputs() throws {
        let boolean = try DotLottieFixtures.interactive("action_tests/set_inputs.json", animation: Self.stars)
        #expect(boolean.stateName == "b")
        try boolean.fire("Step")
        #expect(boolean.stateName == "a")
        let numeric = try DotLottieFixtures.interactive("action_tests/set_inputs.json", animation: Self.stars)
        #expect(numeric.setInput("NumericInput", Float(10)) && numeric.stateName == "d")
        let string = try DotLottieFixtures.interactive("action_tests/set_inputs.json", animation: Self.stars)
        #expect(string.setInput("StringInput", "second") && string.stateName == "f")
    }

    @Test("Fire") func fire() throws {
        let player = try DotLottieFixtures.interactive("action_tests/fire.json", animation: Self.stars)
        #expect(player.stateName == "b")
        #expect(player.setInput("OnOffSwitch", true) && player.stateName == "c")
    }

    @Test("SetFrame from an input and from a number") func setFrame() throws {
        let player = try DotLottieFixtures.interactive("action_tests/set_frame.json", animation: Self.stars)
        #expect(player.stateName == "b" && player.frame == 35)
        #expect(player.setInput("OnOffSwitch", true) && player.stateName == "a" && player.frame == 10)
    }

    @Test("SetProgress from an input and from a number") func setProgress() throws {
        let player = try DotLottieFixtures.interactive("action_tests/set_progress.json", animation: Self.stars)
        #expect(player.stateName == "b" && player.frame == 66.75)
        #expect(player.setInput("OnOffSwitch", true) && player.stateName == "a" && abs(player.frame - 8.9) < 1e-5)
    }

    @Test("Reset") func reset() throws {
        let player = try DotLottieFixtures.interactive("action_tests/reset.json", animation: Self.stars)
        #expect(player.frame == 0)
        #expect(player.setInput("rating", Float(3)) && player.stateName == "star_3")
        #expect(player.setInput("rating", Float(6)) && player.stateName == "star_0")
    }

    @Test("FireCustomEvent, and the order of every event from the start") func customEvents() throws {
        let player = try DotLottieFixtures.interactive("normal_usecases/rating.json", animation: Self.stars)
        #expect(player.frame == 0)
        #expect(player.setInput("rating", Float(3)) && player.stateName == "star_3")
        let seen = player.takeEvents().compactMap { event -> String? in
            switch event {
            case .transition(let from, let to): "on_transition: \(from) -> \(to)"
            case .stateEntered(let state): "on_state_entered: \(state)"
            case .stateExited(let state): "on_state_exit: \(state)"
            case .customEvent(let message): "custom_event: \(message)"
            default: nil
            }
        }
        #expect(seen == [
            "on_transition:  -> global", "on_state_exit: ", "on_state_entered: global",
            "on_transition: global -> star_0", "on_state_exit: global", "on_state_entered: star_0", "custom_event: WOOHOO STAR 0",
            "on_transition: star_0 -> star_3", "on_state_exit: star_0", "on_state_entered: star_3", "custom_event: WOOHOO STAR 3",
        ])
    }

    static func actionMachine(_ path: String) throws -> InteractiveAnimation {
        let player = try DotLottieFixtures.interactive(path, animation: Self.stars)
        #expect(player.stateName == "global")
        return player
    }

    @Test("Multiply by a number, by an input, by a missing input (nothing)") func multiply() throws {
        let player = try Self.actionMachine("action_tests/multiply.json")
        for (x, trigger, expected) in [(Float(2), Float(1), Float(6)), (4, 2, 20), (7, 3, 7)] {
            player.setInput("x", x)
            player.setInput("trigger", trigger)
            #expect(player.numericInput("x") == expected, "x \(x), trigger \(trigger)")
        }
    }

    @Test("Floor rounds toward negative infinity") func floor() throws {
        let player = try Self.actionMachine("action_tests/floor.json")
        for (x, trigger, expected) in [(Float(5.7), Float(1), Float(5)), (-1.2, 2, -2)] {
            player.setInput("x", x)
            player.setInput("trigger", trigger)
            #expect(player.numericInput("x") == expected)
        }
    }

    @Test("Clamp: both bounds, one bound, bounds from inputs, inverted and absent bounds change nothing") func clamp() throws {
        let player = try Self.actionMachine("action_tests/clamp.json")
        let cases: [(Float, Float, Float)] = [(150, 1, 100), (-5, 2, 0), (50, 3, 50), (-5, 4, 0), (150, 5, 100), (25, 6, 20), (50, 7, 50), (50, 8, 50)]
        for (x, trigger, expected) in cases {
            player.setInput("x", x)
            player.setInput("trigger", trigger)
            #expect(player.numericInput("x") == expected, "x \(x), trigger \(trigger)")
        }
    }

    @Test("SetRandom: in range, integer dice, the same draw for the same seed") func setRandom() throws {
        let player = try Self.actionMachine("action_tests/set_random.json")
        player.setSeed(99)
        player.setInput("trigger", Float(1))
        let raw = try #require(player.numericInput("x"))
        #expect(raw >= 0 && raw < 1)
        player.setInput("trigger", Float(2))
        let dice = try #require(player.numericInput("dice"))
        #expect(dice >= 4 && dice <= 9 && dice == dice.rounded(.down))
        player.setSeed(99)
        player.setInput("trigger", Float(3))
        #expect(player.numericInput("x2") == player.numericInput("x"))
        player.setInput("trigger", Float(5))
        let range = try #require(player.numericInput("frange"))
        #expect(range >= 10 && range < 20)
    }

    @Test("SetRandom with integer: every draw in 1...6, both ends reached over 300 seeds") func setRandomIntegers() throws {
        var seen: Set<Float> = []
        // The machine alone: the draws do not depend on the animation, and loading it 300 times would only cost time.
        let machine = try DotLottieFixtures.machine("action_tests/set_random.json")
        for seed in 0..<300 {
            let engine = StateMachineEngine(machine: machine)
            engine.setSeed(UInt64(seed))
            try engine.start()
            engine.setNumericInput("trigger", 4)
            let value = try #require(engine.numericInput("irange"))
            #expect(value >= 1 && value <= 6 && value == value.rounded(.down))
            seen.insert(value)
        }
        #expect(seen.contains(1) && seen.contains(6))
    }
}
