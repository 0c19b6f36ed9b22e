import Foundation
import LottieDecoding
import LottiePlayer
import LottieStateMachines
import Testing

/// The tab bar exported as a dotLottie file with a state machine: clicks on tabs play the shifts TabShift's engine
/// plays for the same taps.
@Suite("The tab bar as a state machine")
struct TabBarStateMachineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Clicks on three tabs in turn draw, frame for frame, what the engine draws for the same taps")
    func clicksMatchTheEngine() throws {
        let bar = try TabBarDocument(contentsOfFile: Self.root.appendingPathComponent("Animations/tabbar.json").path)
        let export = try bar.dotLottie(id: "shifts", stateMachine: ("bar", try bar.stateMachineOfEveryShift())) { (document) throws(PlayerError) in
            try document.lottieJSONOfEveryShift(framesPerSecond: 60, tabAreas: true)
        }
        let document = try AnimationDocument(data: export, name: "bar.lottie")
        #expect(document.stateMachineIDs == ["bar"])
        let (machine, warnings) = try document.stateMachine()
        #expect(warnings.isEmpty && machine.states.count == 1 + 5 * 4)
        // At half the bar's size: the same comparison for a quarter of the drawing.
        let viewport = Viewport(width: 195, height: 42)
        let player = try InteractiveAnimation(document: document, machine: machine, viewport: viewport)
        // Each tap at the centre of the tab's slot, a second after the last: every shift ends at rest first.
        let taps: [(from: String, to: String)] = [("home", "search"), ("search", "favourites"), ("favourites", "profile")]
        let script = InteractionScript(steps: taps.enumerated().map { index, tap in
            let slot = bar.bar.layout.slot(bar.manifest.tabs.firstIndex { $0.id == tap.to }!)
            return (Double(index), .click(x: slot.midX / 2, y: slot.midY / 2))
        })
        let recording = try player.record(script, seconds: 3, framesPerSecond: 60)
        #expect(recording.states[59] == "home→search" && recording.states[60] == "search→favourites" && recording.states[180] == "favourites→profile")
        var frames = 0, pixels = 0, offByMore = 0
        var worstMean = 0.0
        for (index, tap) in taps.enumerated() {
            let shift = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: .id(tap.from), to: .id(tap.to)), framesPerSecond: 60)
            let renderer = try TabBarRenderer(document: bar, viewport: viewport)
            for (frame, time) in shift.times.enumerated() {
                let engine = try renderer.image(shift.pose(at: time)).rgba
                let played = try recording.image(at: index * 60 + frame).rgba
                var total = 0
                for (a, b) in zip(engine, played) {
                    let difference = abs(Int(a) - Int(b))
                    total += difference
                    if difference > 1 { offByMore += 1 }
                }
                worstMean = max(worstMean, Double(total) / Double(engine.count))
                pixels += engine.count
                frames += 1
            }
        }
        #expect(frames == 3 * 34)
        // The export samples the engine's poses into keyframes and tints through mattes: a few edge pixels differ.
        #expect(worstMean < 0.05, "the mean difference of the worst frame, in 1/255ths")
        #expect(Double(offByMore) / Double(pixels) < 0.0005, "\(offByMore) of \(pixels) channel values differ by more than 1/255")
    }

    @Test("The machine reads back strictly and runs in the engine alone")
    func machineAlone() throws {
        let bar = try TabBarDocument(contentsOfFile: Self.root.appendingPathComponent("Animations/tabbar.json").path)
        let decoded = try StateMachineDecoder().decode(try bar.stateMachineOfEveryShift())
        #expect(decoded.diagnostics.isEmpty)
        let engine = StateMachineEngine(machine: decoded.machine)
        try engine.start()
        #expect(engine.currentStateName == "at home")
        engine.setNumericInput("tab", 3)
        #expect(engine.currentStateName == "home→inbox")
        engine.setNumericInput("tab", 0)
        #expect(engine.currentStateName == "inbox→home")
    }
}
