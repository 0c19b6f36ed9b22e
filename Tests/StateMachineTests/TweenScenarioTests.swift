import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import LottiePlayer
import LottieStateMachines
import Testing

/// dotlottie-rs's engine tests (tests/state_machine.rs and tests/state_machine_security.rs): loading, inputs, final
/// states, tweened transitions (redirected, interrupted, cancelled, landing) and the infinite-loop guard, with its
/// machines and animations and the same expected states, inputs, events and frames; the drawn tweens are checked on
/// TabShift's own pixels.
@Suite("State machines: loading, inputs and tweens (dotlottie-rs's scenarios)")
struct TweenScenarioTests {
    static let smileys = "smiley-slider.lottie"

    static func machine(json: String) throws -> StateMachine {
        try StateMachineDecoder().decode(Data(json.utf8)).machine
    }

    static func player(json: String, animation: String, size: Int = 100) throws -> InteractiveAnimation {
        let document = try AnimationDocument(contentsOfFile: DotLottieFixtures.folder.appendingPathComponent("animations/" + animation).path)
        let player = try InteractiveAnimation(document: document, machine: try machine(json: json), viewport: Viewport(width: size, height: size))
        try player.start()
        return player
    }

    static func tweenPoses(size: Int = 300) throws -> InteractiveAnimation {
        let path = DotLottieFixtures.folder.appendingPathComponent("statemachines/normal_usecases/tween_poses.lottie").path
        let player = try InteractiveAnimation(contentsOfFile: path, stateMachine: "tween_poses", viewport: Viewport(width: size, height: size))
        try player.start()
        _ = player.takeEvents()
        return player
    }

    static func poses(json: String) throws -> InteractiveAnimation {
        let path = DotLottieFixtures.folder.appendingPathComponent("statemachines/normal_usecases/tween_poses.lottie").path
        let document = try AnimationDocument(contentsOfFile: path)
        let player = try InteractiveAnimation(document: document, machine: try machine(json: json), viewport: Viewport(width: 300, height: 300))
        try player.start()
        return player
    }

    /// The centre of the bright blob the tween_poses animation draws on its dark background.
    static func centroid(_ player: InteractiveAnimation) throws -> (x: Double, y: Double) {
        let image = try player.image()
        var sumX = 0.0, sumY = 0.0, count = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let offset = (y * image.width + x) * 4
                if Int(image.rgba[offset]) + Int(image.rgba[offset + 1]) + Int(image.rgba[offset + 2]) > 300 {
                    sumX += Double(x)
                    sumY += Double(y)
                    count += 1
                }
            }
        }
        #expect(count > 0, "nothing bright drawn")
        return (sumX / max(count, 1), sumY / max(count, 1))
    }

    static func entered(_ player: InteractiveAnimation) -> [String] {
        player.takeEvents().compactMap { if case .stateEntered(let state) = $0 { state } else { nil } }
    }

    // MARK: Loading and inputs

    @Test("A machine inside a .lottie by id, the same as the machine given alone; bad data refused; start and stop") func loading() throws {
        let path = DotLottieFixtures.folder.appendingPathComponent("statemachines/normal_usecases/sm_exploding_pigeon.lottie").path
        let document = try AnimationDocument(contentsOfFile: path)
        #expect(document.stateMachineIDs == ["Exploding Pigeon"])
        let inside = try document.stateMachine(id: "Exploding Pigeon").machine
        #expect(inside == (try DotLottieFixtures.machine("normal_usecases/exploding_pigeon.json")))
        let player = try InteractiveAnimation(contentsOfFile: path, viewport: Viewport(width: 100, height: 100))
        try player.start()
        #expect(player.status == .running)
        #expect(throws: LottieDecodingError.self) { try StateMachineDecoder().decode(Data("bad_data".utf8)) }
        let engine = try DotLottieFixtures.started("action_tests/inc_rating.json")
        engine.stop()
        #expect(engine.status == .stopped)
    }

    @Test("Numeric, boolean and string inputs set and read; events fired") func inputs() throws {
        let rating = try DotLottieFixtures.started("normal_usecases/rating.json")
        rating.setNumericInput("rating", 1)
        #expect(rating.currentStateName == "star_1" && rating.numericInput("rating") == 1)
        rating.setNumericInput("rating", 5)
        #expect(rating.currentStateName == "star_5" && rating.numericInput("rating") == 5)
        let toggle = try DotLottieFixtures.started("toggle.json")
        #expect(toggle.booleanInput("OnOffSwitch") == false)
        toggle.setBooleanInput("OnOffSwitch", true)
        #expect(toggle.currentStateName == "a" && toggle.booleanInput("OnOffSwitch") == true)
        toggle.setBooleanInput("OnOffSwitch", false)
        #expect(toggle.currentStateName == "b")
        let password = try DotLottieFixtures.started("normal_usecases/password.json")
        #expect(password.stringInput("password") == "incorrect")
        password.setStringInput("password", "welcome")
        #expect(password.currentStateName == "a" && password.stringInput("password") == "welcome")
        password.setStringInput("password", "goodbye")
        #expect(password.currentStateName == "b")
        let events = try DotLottieFixtures.started("normal_usecases/password_with_events.json")
        try events.fire("Step")
        #expect(events.currentStateName == "a")
        try events.fire("Step")
        #expect(events.currentStateName == "b")
    }

    @Test("A final state stops the machine") func finalState() throws {
        let engine = try DotLottieFixtures.started("normal_usecases/final_state.json")
        #expect(engine.currentStateName == "star_0")
        for (rating, state) in [(Float(3), "star_3"), (5, "star_1"), (3, "star_1")] {
            engine.setNumericInput("rating", rating)
            #expect(engine.currentStateName == state)
        }
    }

    @Test("Every input listed with its type, @elapsedTime too; @-names a file declares are dropped") func inputList() throws {
        let engine = try DotLottieFixtures.started("sanity_tests/test_get_all_inputs.json")
        let listed = Set(engine.inputDeclarations.map { "\($0.name):\($0.type)" })
        #expect(listed == ["a_exited:Boolean", "Step:Event", "rating:Numeric", "b_exited:String", "@elapsedTime:Numeric"])
        let decoded = try StateMachineDecoder().decode(DotLottieFixtures.data("statemachines/security_tests/at_prefixed_user_input.json"))
        #expect(decoded.machine.inputs.isEmpty && decoded.diagnostics.contains { $0.contains("@bogus") })
    }

    @Test("A machine that cycles is stopped after its cycle budget") func infiniteLoop() throws {
        // dotlottie-rs's test loads the animation without a drawing target, so its tweened transition cannot tween
        // and is taken at once: the machine alone does the same.
        let engine = try DotLottieFixtures.started("security_tests/infinite_loop.json")
        engine.setNumericInput("rating", 3)
        #expect(engine.status == .stopped)
        #expect(engine.takeEvents().contains(.error("InfiniteLoop")))
        // With the animation the transition tweens first, and the cycle starts when it lands.
        let player = try DotLottieFixtures.interactive("security_tests/infinite_loop.json", animation: Self.smileys)
        player.setInput("rating", Float(3))
        #expect(player.status == .tweening)
        player.advance(seconds: 2.5)
        #expect(player.status == .stopped && player.takeEvents().contains(.error("InfiniteLoop")))
    }

    // MARK: Tweens

    @Test("A tweened transition to a state without a segment tweens; stopping the playback abandons it") func tweenWithoutSegment() throws {
        let json = String(decoding: try DotLottieFixtures.data("statemachines/tween_no_segment.json"), as: UTF8.self)
        let player = try Self.player(json: json, animation: Self.smileys)
        #expect(player.stateName == "segment_state")
        player.setInput("trigger", Float(1))
        #expect(player.status == .tweening && player.isTweening && player.stateName == "segment_state")
        player.stopPlayback()
        let frame = player.frame
        player.advance(seconds: 0.016)
        #expect(player.status == .running && player.stateName == "segment_state" && player.frame == frame && !player.isPlaying)
    }

    @Test("Tweens into reverse states end on their segment's last frame, or the animation's") func reverseTweens() throws {
        let json = String(decoding: try DotLottieFixtures.data("statemachines/tween_reverse_segment.json"), as: UTF8.self)
        let segment = try Self.player(json: json, animation: Self.smileys)
        #expect(segment.stateName == "forward_state")
        segment.setInput("trigger", Float(1))
        #expect(segment.status == .tweening && segment.stateName == "forward_state")
        segment.advance(seconds: 0.01)
        #expect(segment.stateName == "reverse_state" && segment.status == .running)
        let whole = try Self.player(json: json, animation: Self.smileys)
        whole.setInput("trigger", Float(2))
        #expect(whole.status == .tweening)
        whole.advance(seconds: 0.01)
        #expect(whole.stateName == "reverse_no_segment_state" && whole.status == .running)
        #expect(whole.frame == whole.document.animation.outPoint - 1)
    }

    static func redirection() throws -> InteractiveAnimation {
        let json = String(decoding: try DotLottieFixtures.data("statemachines/tween_redirection.json"), as: UTF8.self)
        let player = try Self.player(json: json, animation: Self.smileys)
        #expect(player.stateName == "star_1")
        _ = player.takeEvents()
        return player
    }

    @Test("Inputs during a tween retarget it; the abandoned target is never entered") func retarget() throws {
        let player = try Self.redirection()
        player.setInput("rating", Float(2))
        #expect(player.status == .tweening && player.stateName == "star_1")
        player.advance(seconds: 0.5)
        #expect(player.setInput("rating", Float(3)))
        #expect(player.status == .tweening && player.stateName == "star_1")
        player.advance(seconds: 2.5)
        #expect(player.stateName == "star_3" && player.status == .running)
        let entered = Self.entered(player)
        #expect(entered.contains("star_3") && !entered.contains("star_2"))
    }

    @Test("An instant transition interrupts a tween") func instantInterrupts() throws {
        let player = try Self.redirection()
        player.setInput("rating", Float(2))
        player.advance(seconds: 0.5)
        player.setInput("rating", Float(5))
        #expect(player.stateName == "star_5" && player.status == .running && !player.isTweening)
        let entered = Self.entered(player)
        #expect(entered.contains("star_5") && !entered.contains("star_2"))
    }

    @Test("Chained interrupts land on the last target, the only state entered") func chained() throws {
        let player = try Self.redirection()
        player.setInput("rating", Float(2))
        player.advance(seconds: 0.4)
        player.setInput("rating", Float(3))
        player.advance(seconds: 0.4)
        player.setInput("rating", Float(4))
        #expect(player.status == .tweening)
        player.advance(seconds: 2.5)
        #expect(player.stateName == "star_4" && player.status == .running)
        #expect(Self.entered(player) == ["star_4"])
    }

    @Test("The same target again does not restart the tween") func retrigger() throws {
        let player = try Self.redirection()
        player.setInput("rating", Float(2))
        player.advance(seconds: 0.5)
        player.setInput("rating", Float(2))
        #expect(player.status == .tweening)
        player.advance(seconds: 1.6)
        #expect(player.stateName == "star_2" && player.status == .running)
    }

    @Test("A guard that came true during the tween is evaluated when it lands") func landing() throws {
        let json = """
            {"initial": "star_1", "states": [
              {"name": "global", "type": "GlobalState", "animation": "", "transitions": [
                {"type": "Tweened", "toState": "star_2", "duration": 2.0, "easing": [0.42, 0.0, 0.58, 1.0],
                 "guards": [{"type": "Numeric", "conditionType": "Equal", "inputName": "rating", "compareTo": 2}]}]},
              {"type": "PlaybackState", "name": "star_1", "animation": "", "autoplay": false, "loop": false, "segment": "angry", "transitions": []},
              {"type": "PlaybackState", "name": "star_2", "animation": "", "autoplay": false, "loop": false, "segment": "sad", "transitions": [
                {"type": "Transition", "toState": "star_3", "guards": [{"type": "Boolean", "conditionType": "Equal", "inputName": "ready", "compareTo": true}]}]},
              {"type": "PlaybackState", "name": "star_3", "animation": "", "autoplay": false, "loop": false, "segment": "mourn", "transitions": []}],
             "interactions": [], "inputs": [{"type": "Numeric", "name": "rating", "value": 0}, {"type": "Boolean", "name": "ready", "value": false}]}
            """
        let player = try Self.player(json: json, animation: Self.smileys)
        player.setInput("rating", Float(2))
        #expect(player.status == .tweening)
        player.advance(seconds: 0.5)
        #expect(player.setInput("ready", true) && player.stateName == "star_1")
        player.advance(seconds: 2.5)
        #expect(player.stateName == "star_3")
    }

    // MARK: Drawn tweens (tween_poses)

    @Test("The tween moves the pose on screen, and an input mid-tween redirects it from where it is") func posesDemo() throws {
        let player = try Self.tweenPoses()
        #expect(player.stateName == "pose_center")
        let start = try Self.centroid(player)
        player.setInput("pose", Float(1))
        #expect(player.status == .tweening)
        player.advance(seconds: 0.5)
        let up = try Self.centroid(player)
        #expect(up.y < start.y - 20, "moved up: \(start.y) -> \(up.y)")
        player.setInput("pose", Float(2))
        #expect(player.status == .tweening)
        player.advance(seconds: 0.5)
        let right = try Self.centroid(player)
        #expect(right.x > up.x + 20, "heading right: \(up.x) -> \(right.x)")
        player.advance(seconds: 1.5)
        #expect(player.stateName == "pose_right" && player.status == .running)
        let landed = try Self.centroid(player)
        #expect(landed.x > right.x && abs(landed.y - start.y) < 25)
        let entered = Self.entered(player)
        #expect(entered.contains("pose_right") && !entered.contains("pose_up"))
    }

    @Test("Going back to the state the tween left interrupts the tween") func backToSource() throws {
        let player = try Self.tweenPoses()
        player.send(.pointerDown(x: 150, y: 55))
        #expect(player.status == .tweening)
        player.advance(seconds: 0.5)
        let mid = try Self.centroid(player)
        #expect(mid.y < 130)
        player.send(.pointerDown(x: 150, y: 150))
        #expect(player.numericInput("pose") == 0 && player.status == .tweening)
        player.advance(seconds: 0.5)
        let back = try Self.centroid(player)
        #expect(back.y > mid.y + 10, "heading back down: \(mid.y) -> \(back.y)")
        for _ in 0..<120 { player.advance(seconds: 1.0 / 60) }
        #expect(player.stateName == "pose_center" && player.status == .running)
        #expect(!Self.entered(player).contains("pose_up"))
    }

    static let posesMachine = """
        {"initial": "pose_center", "states": [
          {"name": "global", "type": "GlobalState", "animation": "", "transitions": [%@]},
          {"type": "PlaybackState", "name": "pose_center", "animation": "", "autoplay": false, "loop": false, "segment": "pose_center", "transitions": []},
          {"type": "PlaybackState", "name": "pose_up", "animation": "", "autoplay": false, "loop": false, "segment": "pose_up", "transitions": []},
          {"type": "PlaybackState", "name": "pose_right", "animation": "", "autoplay": false, "loop": false, "segment": "pose_right", "transitions": []}],
         "interactions": [], "inputs": [{"type": "Numeric", "name": "pose", "value": 0}]}
        """

    static func posesMachine(transitions: String) -> String { posesMachine.replacingOccurrences(of: "%@", with: transitions) }

    static let tweenUp = """
        {"type": "Tweened", "toState": "pose_up", "duration": 2.0, "easing": [0.42, 0.0, 0.58, 1.0],
         "guards": [{"type": "Numeric", "conditionType": "Equal", "inputName": "pose", "compareTo": 1}]}
        """

    @Test("A guard on @elapsedTime interrupts a tween") func elapsedInterrupts() throws {
        let player = try Self.poses(json: Self.posesMachine(transitions: """
            {"type": "Transition", "toState": "pose_right", "guards": [{"type": "Numeric", "conditionType": "GreaterThan", "inputName": "@elapsedTime", "compareTo": 1.0}]},
            \(Self.tweenUp)
            """))
        player.setInput("pose", Float(1))
        #expect(player.status == .tweening)
        for _ in 0..<3 { player.advance(seconds: 0.5) }
        #expect(player.stateName == "pose_right" && player.status == .running && !player.isTweening)
    }

    @Test("An instant transition cancels the drawn tween: the pose snaps back") func instantCancelsDrawn() throws {
        let player = try Self.poses(json: Self.posesMachine(transitions: Self.tweenUp + """
            , {"type": "Transition", "toState": "pose_center", "guards": [{"type": "Numeric", "conditionType": "Equal", "inputName": "pose", "compareTo": 0}]}
            """))
        player.advance(seconds: 0)
        let centre = try Self.centroid(player)
        player.setInput("pose", Float(1))
        #expect(player.status == .tweening)
        player.advance(seconds: 1)
        let mid = try Self.centroid(player)
        #expect(mid.y < centre.y - 20)
        player.setInput("pose", Float(0))
        #expect(player.stateName == "pose_center" && player.status == .running && !player.isTweening)
        player.advance(seconds: 1.0 / 60)
        let after = try Self.centroid(player)
        #expect(abs(after.y - centre.y) < 2, "snapped back: \(centre.y) vs \(after.y)")
    }

    @Test("Hovering a target sends the ball there; another target mid-tween redirects it") func hovering() throws {
        let player = try Self.tweenPoses()
        player.send(.pointerMove(x: 10, y: 10))
        #expect(player.numericInput("pose") == 0 && player.status == .running)
        player.send(.pointerMove(x: 150, y: 55))
        #expect(player.numericInput("pose") == 1 && player.status == .tweening)
        player.advance(seconds: 0.5)
        let mid = try Self.centroid(player)
        #expect(mid.y < 130)
        player.send(.pointerMove(x: 245, y: 150))
        #expect(player.numericInput("pose") == 2 && player.status == .tweening)
        player.advance(seconds: 0.5)
        let redirected = try Self.centroid(player)
        #expect(redirected.x > mid.x + 20)
        for _ in 0..<120 { player.advance(seconds: 1.0 / 60) }
        #expect(player.stateName == "pose_right" && player.status == .running)
        let entered = Self.entered(player)
        #expect(entered.contains("pose_right") && !entered.contains("pose_up"))
    }

    @Test("Pressing targets redirects the ball mid-tween") func pressing() throws {
        let player = try Self.tweenPoses()
        player.send(.pointerDown(x: 150, y: 55))
        #expect(player.numericInput("pose") == 1 && player.status == .tweening)
        player.advance(seconds: 0.5)
        let mid = try Self.centroid(player)
        #expect(mid.y < 130)
        player.send(.pointerDown(x: 55, y: 150))
        #expect(player.numericInput("pose") == 4 && player.status == .tweening)
        player.advance(seconds: 0.5)
        let redirected = try Self.centroid(player)
        #expect(redirected.x < mid.x - 20)
        for _ in 0..<120 { player.advance(seconds: 1.0 / 60) }
        #expect(player.stateName == "pose_left" && player.status == .running)
        let entered = Self.entered(player)
        #expect(entered.contains("pose_left") && !entered.contains("pose_up"))
    }
}

@Suite("State machines: a player's own tween, OpenUrl, SetTheme and budgets")
struct PlayerAndSecurityScenarioTests {
    @Test("A tweened transition retargets a tween the player already runs") func retargetsManualTween() throws {
        let json = String(decoding: try DotLottieFixtures.data("statemachines/smileys.json"), as: UTF8.self)
        let player = try TweenScenarioTests.player(json: json, animation: TweenScenarioTests.smileys)
        #expect(player.stateName == "star_1")
        #expect(player.tween(toFrame: 5, seconds: 2, easing: [0, 0, 1, 1]) && player.isTweening)
        #expect(player.setInput("rating", Float(2)))
        #expect(player.status == .tweening)
        player.advance(seconds: 2.5)
        #expect(player.stateName == "star_2" && player.status == .running)
    }

    static let openURL = """
        {"initial": "idle", "states": [{"type": "PlaybackState", "name": "idle", "animation": "", "transitions": []}],
         "inputs": [{"type": "String", "name": "link", "value": "https://example.com/docs/page"}],
         "interactions": [
           {"type": "Click", "actions": [{"type": "OpenUrl", "url": "$link", "target": "_blank"}]},
           {"type": "PointerMove", "actions": [{"type": "OpenUrl", "url": "https://example.com/", "target": ""}]}]}
        """

    static func opened(_ player: StateMachineEngine) -> [String] {
        player.takeEvents().compactMap { if case .openURL(let url, _) = $0 { url } else { nil } }
    }

    @Test("OpenUrl only through the caller's allow-list, only for http(s), by default only on a click or pointer-down")
    func openURLPolicy() throws {
        let machine = try TweenScenarioTests.machine(json: Self.openURL)
        let refused = StateMachineEngine(machine: machine)
        try refused.start()
        refused.post(.click(x: 1, y: 1))
        #expect(Self.opened(refused).isEmpty, "no allow-list: nothing")
        let allowed = StateMachineEngine(machine: machine)
        try allowed.start(policy: OpenURLPolicy(allowList: ["*.example.com/docs/*"]))
        allowed.post(.click(x: 1, y: 1))
        #expect(Self.opened(allowed) == ["https://example.com/docs/page"])
        allowed.post(.pointerMove(x: 1, y: 1))
        #expect(Self.opened(allowed).isEmpty, "outside the allowed paths")
        let anywhere = StateMachineEngine(machine: machine)
        try anywhere.start(policy: OpenURLPolicy(allowList: ["example.com"]))
        anywhere.post(.pointerMove(x: 1, y: 1))
        #expect(Self.opened(anywhere).isEmpty, "a pointer move is no user interaction")
        let moves = StateMachineEngine(machine: machine)
        try moves.start(policy: OpenURLPolicy(allowList: ["example.com"], requiresUserInteraction: false))
        moves.post(.pointerMove(x: 1, y: 1))
        #expect(Self.opened(moves) == ["https://example.com/"])
        let policy = OpenURLPolicy(allowList: ["*"])
        #expect(policy.allows("http://a.b/c") && !policy.allows("javascript:alert(1)") && !policy.allows("file:///etc/passwd") && !policy.allows("data:text/html,x"))
        #expect(OpenURLPolicy(allowList: ["*.example.com"]).allows("https://a.b.example.com") && !OpenURLPolicy(allowList: ["*.example.com"]).allows("https://example.com.evil.org"))
    }

    @Test("SetTheme switches the dotLottie theme the animation is drawn with")
    func setTheme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bar = try TabBarDocument(contentsOfFile: root.appendingPathComponent("Animations/tabbar.json").path)
        let export = try bar.dotLottie(id: "shifts") { (document) throws(PlayerError) in try document.lottieJSONOfEveryShift(framesPerSecond: 30) }
        let document = try AnimationDocument(data: export, name: "bar.lottie")
        #expect(document.themeIDs.contains("dark"))
        let machine = try TweenScenarioTests.machine(json: """
            {"initial": "rest", "states": [{"type": "PlaybackState", "name": "rest", "animation": "", "transitions": []}],
             "interactions": [{"type": "Click", "actions": [{"type": "SetTheme", "value": "dark"}]},
                              {"type": "PointerDown", "actions": [{"type": "SetTheme", "value": "sepia"}]}]}
            """)
        let player = try InteractiveAnimation(document: document, machine: machine, viewport: Viewport(width: 195, height: 42))
        try player.start()
        func brightness() throws -> Int { try player.image().rgba.enumerated().filter { $0.offset % 4 != 3 }.reduce(0) { $0 + Int($1.element) } }
        let light = try brightness()
        player.send(.pointerDown(x: 10, y: 10))
        #expect(player.takeEvents().contains { if case .error(let message) = $0 { message.contains("sepia") } else { false } })
        player.send(.click(x: 10, y: 10))
        #expect(player.document.themeID == "dark")
        #expect(try brightness() < light / 2, "the dark theme draws the bar dark")
    }

    @Test("One call that would do unbounded work stops the machine at its budget")
    func budget() throws {
        // Each entry runs 1,000 increments; the two states hand over to each other until the cycle guard stops them.
        let increments = Array(repeating: #"{"type": "Increment", "inputName": "n"}"#, count: 1000).joined(separator: ",")
        let machine = try TweenScenarioTests.machine(json: """
            {"initial": "a", "states": [
              {"type": "PlaybackState", "name": "a", "animation": "", "entryActions": [\(increments)],
               "transitions": [{"type": "Transition", "toState": "b", "guards": [{"type": "Numeric", "inputName": "go", "conditionType": "Equal", "compareTo": 1}]}]},
              {"type": "PlaybackState", "name": "b", "animation": "", "entryActions": [\(increments)],
               "transitions": [{"type": "Transition", "toState": "a", "guards": [{"type": "Numeric", "inputName": "go", "conditionType": "Equal", "compareTo": 1}]}]}],
             "inputs": [{"type": "Numeric", "name": "n", "value": 0}, {"type": "Numeric", "name": "go", "value": 0}]}
            """)
        var budget = StateMachineEngine.Budget()
        budget.stepsPerCall = 5_000
        let engine = StateMachineEngine(machine: machine, budget: budget)
        try engine.start()
        engine.setNumericInput("go", 1)
        #expect(engine.status == .stopped)
        // Starting ran a's thousand; the call that set `go` ran at most the budget's steps.
        #expect((engine.numericInput("n") ?? 0) <= 1_000 + 5_000, "no more than the budget's steps ran")
        #expect(engine.takeEvents().contains { if case .error(let message) = $0 { message.contains("steps in one call") } else { false } })
        // With the default budget the cycle guard stops it first, as dotlottie-rs's does.
        let guarded = StateMachineEngine(machine: machine)
        try guarded.start()
        guarded.setNumericInput("go", 1)
        let events = guarded.takeEvents()
        #expect(guarded.status == .stopped && events.contains(.error("InfiniteLoop")), "\(events.suffix(3))")
    }
}
