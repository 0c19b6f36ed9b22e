import CairoRendering
import Foundation
import ImageCodecs
import LottieDecoding
@_spi(Model) import LottieModel
import LottieStateMachines
import VectorGraphics

/// An animation driven by a dotLottie state machine, headless: set inputs, fire events, tap points of the output,
/// let time pass, and draw the frame on screen whenever asked. Every step is deterministic (the same calls give the
/// same states, frames and events), so a test can play an interactive icon and snapshot what it shows after a tap.
///
/// ```swift
/// let icon = try InteractiveAnimation(contentsOfFile: "toggle.lottie", viewport: Viewport(width: 96, height: 96))
/// try icon.start()
/// icon.click(x: 48, y: 48)
/// icon.advance(seconds: 0.5)
/// let png = try icon.pngData()
/// ```
///
/// Pointer positions are in output pixels, the animation fitted into the viewport as the renderers fit it
/// (contain, centred), as dotLottie players take them in canvas pixels.
public final class InteractiveAnimation {
    /// The document on screen: the state machine's animation, with the theme its actions set.
    public private(set) var document: AnimationDocument
    /// The output's size; pointer positions are in its pixels.
    public let viewport: Viewport
    /// The state machine driving the document.
    public let machine: StateMachine
    /// Parts of the machine that were dropped or can never happen, each with its place in the machine's JSON.
    public let warnings: [String]
    private let engine: StateMachineEngine
    private let poseRenderer: PoseRenderer
    /// Counts the documents the run has shown (a theme or another animation makes a new one).
    private(set) var documentVersion = 0
    private var hitTest: LayerHitTest
    private let background: LottieColor?

    /// `document` driven by `machine`, drawn at `viewport` on `background` (transparent when nil, unless a state
    /// sets a background colour).
    public init(
        document: AnimationDocument, machine: StateMachine, warnings: [String] = [], viewport: Viewport,
        background: LottieColor? = nil
    ) throws(PlayerError) {
        do {
            try viewport.validate()
        } catch {
            throw .rendering(file: document.name, error)
        }
        self.document = document
        self.machine = machine
        self.warnings = warnings
        self.viewport = viewport
        self.background = background
        hitTest = LayerHitTest(document: document, viewport: viewport)
        poseRenderer = PoseRenderer(viewport: viewport)
        engine = StateMachineEngine(
            machine: machine, timing: Self.timing(of: document), animationID: document.animationID ?? "")
        engine.host = StateMachineEngine.Host(
            hitTest: { [unowned self] layer, x, y, frame in
                hitTest.hits(layer: layer, x: x, y: y, frame: document.firstFrame + frame)
            },
            setTheme: { [unowned self] theme in
                replaceDocument { (document) throws(PlayerError) in try document.applyingTheme(theme) }
            },
            loadAnimation: { [unowned self] id in
                replaceDocument { (document) throws(PlayerError) in try document.switchingAnimation(to: id) }
                    ? Self.timing(of: document) : nil
            }
        )
    }

    /// A dotLottie file's state machine `stateMachine` (its first when nil), or a machine in a JSON file of its own
    /// (`machineFile`) driving the file's animation.
    public convenience init(
        contentsOfFile path: String, stateMachine id: String? = nil, machineFile: String? = nil, viewport: Viewport,
        background: LottieColor? = nil, expressions: ExpressionMode = .on
    ) throws(PlayerError) {
        let document = try AnimationDocument(contentsOfFile: path, expressions: expressions)
        let decoded =
            if let machineFile { try StateMachineDecoder.decode(file: machineFile) } else {
                try document.stateMachine(id: id)
            }
        try self.init(
            document: document, machine: decoded.machine, warnings: decoded.warnings, viewport: viewport,
            background: background)
    }

    private static func timing(of document: AnimationDocument) -> PlaybackClock.Timing {
        let animation = document.animation
        var markers: [String: (start: Double, length: Double)] = [:]
        for marker in animation.markers where markers[marker.name] == nil {
            markers[marker.name] = (marker.frame - animation.inPoint, marker.durationFrames)
        }
        return PlaybackClock.Timing(
            frameCount: max(animation.outPoint - animation.inPoint, 0), frameRate: animation.frameRate, markers: markers
        )
    }

    private func replaceDocument(_ change: (AnimationDocument) throws(PlayerError) -> AnimationDocument) -> Bool {
        guard let changed = try? change(document) else { return false }
        document = changed
        documentVersion += 1
        hitTest = LayerHitTest(document: changed, viewport: viewport)
        return true
    }

    // MARK: Running

    /// Enters the initial state. URLs of `OpenUrl` actions are reported (never opened) only when `policy` allows them.
    public func start(policy: OpenURLPolicy = OpenURLPolicy()) throws(PlayerError) {
        do throws(StateMachineEngine.Failure) {
            try engine.start(policy: policy)
        } catch {
            throw .invalidArgument(
                "\(document.name): the state machine cannot start: the initial state \"\(machine.initialState)\" cannot be entered"
            )
        }
    }

    /// Stops the machine: inputs still change, but no transition is taken.
    public func stop() { engine.stop() }

    /// Running, tweening or stopped.
    package var status: StateMachineEngine.Status { engine.status }
    /// The current state (during a tween, the state it leaves); empty before `start`.
    public var stateName: String { engine.currentStateName }
    /// The animation's frame on screen.
    public var frame: Double { document.firstFrame + engine.playback.frame }
    /// Whether the state's segment is playing (not paused at a frame, not tweening).
    public var isPlaying: Bool { engine.playback.status == .playing }
    /// Whether the state's segment played to its end (every loop it asked for).
    public var isComplete: Bool { engine.playback.isComplete }
    /// Whether a tweened transition is under way.
    public var isTweening: Bool { engine.playback.isTweening }
    /// Seconds since `start`, the machine's `@elapsedTime`.
    public var elapsedSeconds: Double { Double(engine.elapsedSeconds) }

    /// The events since the last call, oldest first.
    public func takeEvents() -> [StateMachineEvent] { engine.takeEvents() }

    /// Every input as (name, type: Numeric, String, Boolean or Event), the player's `@elapsedTime` first.
    public var inputs: [(name: String, type: String)] { engine.inputDeclarations }

    /// A numeric input's value (or `@elapsedTime`); nil when there is none.
    public func numericInput(_ name: String) -> Float? { engine.numericInput(name) }
    /// A string input's value; nil when there is none.
    public func stringInput(_ name: String) -> String? { engine.stringInput(name) }
    /// A boolean input's value; nil when there is none.
    public func booleanInput(_ name: String) -> Bool? { engine.booleanInput(name) }

    /// Sets an input from text as its type reads it (`3.5`, `true`, `hello`); fires an event input. False when
    /// there is no such input or the text is not of its type.
    @discardableResult
    public func setInput(_ name: String, text: String) -> Bool {
        guard let declared = machine.inputs.first(where: { $0.name == name }) else { return false }
        switch declared {
        case .numeric:
            guard let value = Float(text), value.isFinite else { return false }
            return engine.setNumericInput(name, value) != nil
        case .boolean:
            guard let value = Bool(text) else { return false }
            return engine.setBooleanInput(name, value) != nil
        case .string:
            return engine.setStringInput(name, text) != nil
        case .event:
            return (try? engine.fire(name)) != nil
        }
    }

    /// Sets a numeric input and evaluates the machine; false when there is none.
    @discardableResult public func setInput(_ name: String, _ value: Float) -> Bool {
        engine.setNumericInput(name, value) != nil
    }

    /// Sets a boolean input and evaluates the machine; false when there is none.
    @discardableResult public func setInput(_ name: String, _ value: Bool) -> Bool {
        engine.setBooleanInput(name, value) != nil
    }

    /// Sets a string input and evaluates the machine; false when there is none.
    @discardableResult public func setInput(_ name: String, _ value: String) -> Bool {
        engine.setStringInput(name, value) != nil
    }

    /// Fires the event input `name`.
    public func fire(_ name: String) throws(PlayerError) {
        do throws(StateMachineEngine.Failure) {
            try engine.fire(name)
        } catch {
            throw .invalidArgument("\(document.name): the state machine has no event input \"\(name)\"")
        }
    }

    /// A pointer or playback event; positions in output pixels.
    public func send(_ event: InteractionEvent) { engine.post(event) }

    /// A tap as a browser reports one: pointer down, pointer up, click.
    public func click(x: Double, y: Double) {
        engine.post(.pointerDown(x: x, y: y))
        engine.post(.pointerUp(x: x, y: y))
        engine.post(.click(x: x, y: y))
    }

    /// `SetRandom` draws repeat for the same seed (set before `start`, or again to repeat from here).
    public func setSeed(_ seed: UInt64) { engine.setSeed(seed) }

    /// Lets `seconds` pass.
    public func advance(seconds: Double) { engine.advance(seconds: seconds) }

    /// Enters `state` at once, whatever the guards say (`evaluate`: then runs its transitions).
    public func overrideState(_ state: String, evaluate: Bool = false) throws(PlayerError) {
        do throws(StateMachineEngine.Failure) {
            try engine.overrideState(state, evaluate: evaluate)
        } catch {
            throw .invalidArgument("\(document.name): the state machine has no state \"\(state)\"")
        }
    }

    /// Tweens the animation to `frame` (absolute) over `seconds` along the bezier `easing` (`[x1, y1, x2, y2]`),
    /// as a player's own tween does; false without frames to move in.
    @discardableResult
    public func tween(toFrame frame: Double, seconds: Double, easing: [Double] = [0, 0, 1, 1]) -> Bool {
        engine.tweenPlayback(toFrame: frame - document.firstFrame, seconds: seconds, easing: easing)
    }

    /// Stops the animation where it is, as a user's stop does (a tween under way is abandoned).
    public func stopPlayback() { engine.stopPlayback() }

    // MARK: Drawing

    /// The background on screen: the state's colour when it sets one, else the one given.
    var currentBackground: LottieColor? { engine.playback.backgroundColor.map(LottieColor.init(rgba:)) ?? background }

    /// What is on screen, as data a renderer on another thread can draw.
    var currentPose: PlaybackClock.Pose { engine.playback.pose }

    /// What is on screen as straight RGBA.
    public func image() throws(PlayerError) -> PixelImage {
        try poseRenderer.draw(currentPose, of: document, version: documentVersion, background: currentBackground)
            .image()
    }

    /// What is on screen as a PNG.
    public func pngData() throws(PlayerError) -> Data {
        let canvas = try poseRenderer.draw(
            currentPose, of: document, version: documentVersion, background: currentBackground)
        do {
            return try canvas.pngData()
        } catch {
            throw .rendering(file: document.name, error)
        }
    }
}
