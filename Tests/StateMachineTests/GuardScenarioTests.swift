import LottieStateMachines
import Testing

/// dotlottie-rs's guard tests (tests/state_machine_guards.rs), with its machines and the same expected states.
@Suite("State machines: guards (dotlottie-rs's scenarios)")
struct GuardScenarioTests {
    /// Starts the machine, checks the state it starts in, then sets `rating` to each value and checks the state.
    static func walk(_ path: String, starting: String, _ steps: [(Float, String)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let engine = try DotLottieFixtures.started(path)
        #expect(engine.currentStateName == starting, sourceLocation: sourceLocation)
        for (rating, expected) in steps {
            #expect(engine.setNumericInput("rating", rating) != nil, sourceLocation: sourceLocation)
            #expect(engine.currentStateName == expected, "rating \(rating)", sourceLocation: sourceLocation)
        }
    }

    @Test("NotEqual") func notEqual() throws {
        try Self.walk("guard_tests/equal_not_equal.json", starting: "global", [(3, "star_2")])
    }

    @Test("Equal") func equal() throws {
        try Self.walk("guard_tests/equal_not_equal.json", starting: "global", [(5, "star_5")])
    }

    @Test("GreaterThan") func greaterThan() throws {
        try Self.walk("guard_tests/greater_than.json", starting: "global", [(5, "star_2"), (4, "star_2"), (3, "star_2"), (1, "star_1"), (2, "star_1")])
    }

    @Test("GreaterThanOrEqual") func greaterThanOrEqual() throws {
        try Self.walk("guard_tests/greater_than_equal.json", starting: "global", [(5, "star_2"), (1, "star_1"), (2, "star_2")])
    }

    @Test("LessThanOrEqual") func lessThanOrEqual() throws {
        try Self.walk("guard_tests/less_than_equal.json", starting: "star_3", [(5, "star_5"), (3, "star_3"), (5, "star_5"), (1, "star_3")])
    }

    @Test("LessThan") func lessThan() throws {
        try Self.walk("guard_tests/less_than.json", starting: "star_3", [(5, "star_5"), (3, "star_5"), (1, "star_3")])
    }
}
