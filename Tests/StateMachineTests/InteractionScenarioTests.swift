import LottiePlayer
import Testing

/// dotlottie-rs's interaction tests (tests/state_machine_interactions.rs): the same machines, the animations they
/// load at the same 100×100 output, the same pointer positions and the same expected states.
@Suite("State machines: interactions (dotlottie-rs's scenarios)")
struct InteractionScenarioTests {
    static let starRating = "star_rating.lottie"

    @Test("Pointer down and up") func downUp() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_down_up.json", animation: Self.starRating)
        #expect(player.stateName == "global")
    }

    @Test("Pointer down anywhere") func down() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_down.json", animation: Self.starRating)
        #expect(player.stateName == "global")
        player.send(.pointerDown(x: 0, y: 0))
        #expect(player.stateName == "star_4")
    }

    /// Where dotlottie-rs's tests point (x at y 45), and a point on the same star's outline. The layers `star1`…
    /// `star5` are strokes: dotlottie-rs hits a layer's bounding box, so its points (inside the box, beside the
    /// outline) hit; TabShift hits a layer's pixels, so they miss and the points on the outline hit.
    static let stars: [(dotLottie: Double, outline: (x: Double, y: Double), state: String)] = [
        (15, (20, 44), "star_1"), (30, (35, 44), "star_2"), (45, (50, 44), "star_3"), (60, (64, 44), "star_4"), (75, (79, 44), "star_5"),
    ]

    @Test("Pointer enter on each star's layer") func enter() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_enter.json", animation: Self.starRating)
        #expect(player.stateName == "star_0")
        for star in Self.stars {
            player.send(.pointerEnter(x: star.dotLottie, y: 45))
            #expect(player.stateName != star.state, "beside the outline at x \(star.dotLottie): dotlottie-rs's bounding box, not TabShift's pixels")
            player.send(.pointerEnter(x: star.outline.x, y: star.outline.y))
            #expect(player.stateName == star.state, "on the outline at x \(star.outline.x)")
        }
    }

    @Test("Pointer moves entering each star's layer") func enterByMoving() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_enter.json", animation: Self.starRating)
        #expect(player.stateName == "star_0")
        for star in Self.stars {
            player.send(.pointerMove(x: star.outline.x, y: star.outline.y))
            #expect(player.stateName == star.state, "on the outline at x \(star.outline.x)")
        }
    }

    @Test("Pointer exit from a star's layer") func exit() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_exit.json", animation: Self.starRating)
        #expect(player.stateName == "star_0")
        player.send(.pointerEnter(x: 20, y: 44))
        #expect(player.stateName == "star_1")
        player.send(.pointerExit(x: 0, y: 0))
        #expect(player.stateName == "star_0")
    }

    @Test("Pointer moves leaving each star's layer") func exitByMoving() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_exit.json", animation: Self.starRating)
        #expect(player.stateName == "star_0")
        for star in Self.stars {
            player.send(.pointerMove(x: star.outline.x, y: star.outline.y))
            #expect(player.stateName == star.state, "on the outline at x \(star.outline.x)")
            player.send(.pointerMove(x: 0, y: 0))
            #expect(player.stateName == "star_0", "leaving x \(star.outline.x)")
        }
    }

    @Test("Pointer moves anywhere") func move() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pointer_move.json", animation: Self.starRating)
        #expect(player.stateName == "global")
        for state in ["star_1", "star_2", "star_3"] {
            player.send(.pointerMove(x: 0, y: 0))
            #expect(player.stateName == state)
        }
    }

    @Test("OnComplete posted by hand") func completeByHand() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/on_complete.json", animation: Self.starRating)
        #expect(player.stateName == "global")
        for state in ["star_1", "star_2", "star_3"] {
            player.send(.onComplete)
            #expect(player.stateName == state)
        }
    }

    @Test("OnComplete when the segment plays to its end") func completeByPlaying() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/pigeon_fsm.json", animation: "pigeon.lottie")
        #expect(player.stateName == "PigeonRunning")
        player.send(.pointerDown(x: 10, y: 10))
        #expect(player.stateName == "Explosion")
        var ticks = 0
        while !player.isComplete && ticks < 10_000 {
            player.advance(seconds: 1.0 / 60)
            ticks += 1
        }
        #expect(ticks < 10_000)
        #expect(player.stateName == "Feathers falling")
    }

    @Test("OnLoopComplete counts loops until a final state stops the machine") func loopComplete() throws {
        let player = try DotLottieFixtures.interactive("interaction_tests/on_loop_complete.json", animation: "pigeon.lottie")
        var ticks = 0
        while player.status != .stopped && ticks < 10_000 {
            player.advance(seconds: 1.0 / 60)
            ticks += 1
        }
        #expect(ticks < 10_000)
        #expect(player.stateName == "explosion")
        #expect(player.numericInput("loopCount") == 4)
    }

    @Test("Every kind of interaction, without layers") func everyKind() throws {
        let engine = try DotLottieFixtures.started("interaction_tests/all_interaction_events.json")
        let steps: [(InteractionEvent, String)] = [
            (.pointerDown(x: 0, y: 0), "a"), (.pointerUp(x: 0, y: 0), "b"), (.pointerMove(x: 0, y: 0), "c"),
            (.pointerEnter(x: 0, y: 0), "d"), (.pointerExit(x: 0, y: 0), "e"), (.onComplete, "f"),
        ]
        for (event, state) in steps {
            engine.post(event)
            #expect(engine.currentStateName == state, "\(event)")
        }
    }

    @Test("The interaction kinds a host must send") func kinds() throws {
        let engine = try DotLottieFixtures.started("interaction_tests/interaction_array.json")
        #expect(engine.interactionKinds.isSuperset(of: [.pointerDown, .pointerUp, .pointerMove, .pointerEnter, .pointerExit, .onComplete]))
    }
}
