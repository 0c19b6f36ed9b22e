import CairoRendering
import Foundation
import ImageCodecs
import LottieStateMachines
import VectorGraphics

/// What a user does to an interactive animation, and when: taps and pointer events at points of the output,
/// inputs set and events fired, each at a time in seconds from the start.
public struct InteractionScript: Sendable, Equatable {
    /// One thing the user does.
    public enum Step: Sendable, Equatable {
        /// Pointer down, up and click at a point of the output, as a browser reports a tap.
        case click(x: Double, y: Double)
        case pointer(InteractionEvent)
        /// An input set from text as its type reads it; an event input fired.
        case set(input: String, value: String)
        case fire(input: String)
    }

    /// The steps with their times; steps at one time happen in this order.
    public var steps: [(seconds: Double, step: Step)]

    /// A script of `steps`.
    public init(steps: [(seconds: Double, step: Step)] = []) {
        self.steps = steps
    }

    /// When the last step happens.
    public var lastTime: Double { steps.map(\.seconds).max() ?? 0 }

    /// The same steps at the same times, in the same order.
    public static func == (left: InteractionScript, right: InteractionScript) -> Bool {
        left.steps.count == right.steps.count
            && zip(left.steps, right.steps).allSatisfy { $0.seconds == $1.seconds && $0.step == $1.step }
    }
}

/// An interactive animation played through a script: what was on screen at each frame, and what the machine
/// reported, with the time of each. Frames are data (a document and a pose), so they are drawn on every core.
public struct InteractionRecording: Sendable {
    struct Frame: Sendable, Hashable {
        var version: Int
        var pose: PlaybackClock.Pose
        var background: LottieColor?
    }

    /// The frames' rate.
    public let framesPerSecond: Double
    /// Each frame's size.
    public let viewport: Viewport
    /// The machine's events, each with the time it happened.
    public let events: [(seconds: Double, event: StateMachineEvent)]
    /// The states the machine was in at each frame.
    public let states: [String]
    let frames: [Frame]
    /// The documents the frames show, by version.
    let documents: [Int: AnimationDocument]
    let name: String

    /// How many frames were recorded.
    public var frameCount: Int { frames.count }

    /// Frame `index` as straight RGBA.
    public func image(at index: Int) throws(PlayerError) -> PixelImage {
        guard frames.indices.contains(index) else {
            throw .invalidArgument("\(name): the recording has frames 0 to \(frames.count - 1), not \(index)")
        }
        return try Self.draw(frames[index], documents: documents, with: PoseRenderer(viewport: viewport)).image()
    }

    /// Every frame as one animated image.
    public func animatedImage(
        format: AnimatedFormat, settings: AnimatedImageSettings = AnimatedImageSettings(),
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        try encode(format: format, settings: settings, to: .memory, progress: progress) ?? Data()
    }

    /// Every frame as one animated image or video written to the file at `path`, whole or not at all; a video's
    /// encoded frames wait on disk rather than in memory.
    public func writeAnimatedImage(
        format: AnimatedFormat, settings: AnimatedImageSettings = AnimatedImageSettings(), to path: String,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) {
        _ = try encode(format: format, settings: settings, to: .file(path), progress: progress)
    }

    private func encode(
        format: AnimatedFormat, settings: AnimatedImageSettings, to destination: AnimatedImageWriter.Destination,
        progress: (_ done: Int, _ total: Int) -> Void
    ) throws(PlayerError) -> Data? {
        let frames = self.frames, documents = self.documents, viewport = self.viewport
        return try AnimatedImageWriter.encode(
            count: frames.count, frameDuration: 1 / framesPerSecond, viewport: viewport, format: format,
            settings: settings, file: name, to: destination,
            makeWorker: { () throws(PlayerError) in PoseRenderer(viewport: viewport) },
            image: { renderer, index throws(PlayerError) in
                try Self.draw(frames[index], documents: documents, with: renderer).image()
            },
            progress: { progress($0, frames.count) }
        )
    }

    /// Every frame as numbered files (frame-00000.png…) in the folder at `path`, written whole.
    @discardableResult
    public func writeFrames(
        format: OutputFormat = .png, to path: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Int {
        let frames = self.frames, documents = self.documents, viewport = self.viewport, name = self.name
        try FrameSequenceWriter.write(
            count: frames.count, to: path,
            makeWorker: { () throws(PlayerError) in PoseRenderer(viewport: viewport) },
            file: { renderer, index throws(PlayerError) in
                let frame = frames[index]
                guard let document = documents[frame.version] else {
                    throw .invalidArgument("\(name): frame \(index) has no document")
                }
                let data: Data
                if format == .png {
                    let canvas = try Self.draw(frame, documents: documents, with: renderer)
                    do throws(OutputError) {
                        data = try canvas.pngData()
                    } catch {
                        throw .rendering(file: name, error)
                    }
                } else {
                    let scene = try PoseRenderer.scene(of: frame.pose, in: document)
                    data = try format.encode(
                        scene, viewport: viewport, background: frame.background, file: document.name)
                }
                return (data, FrameNumbering.fromZero.fileName(index: index, frame: 0, format: format))
            },
            progress: progress
        )
        return frames.count
    }

    private static func draw(
        _ frame: Frame, documents: [Int: AnimationDocument], with renderer: PoseRenderer
    ) throws(PlayerError) -> RasterCanvas {
        guard let document = documents[frame.version] else {
            throw .invalidArgument("a recorded frame has no document")
        }
        return try renderer.draw(frame.pose, of: document, version: frame.version, background: frame.background)
    }
}

extension InteractiveAnimation {
    /// Plays `script` from where the machine is: a frame every 1/`framesPerSecond` s for `seconds` (the steps at
    /// or before a frame's time happen before it is recorded), starting the machine first if it has not started.
    public func record(
        _ script: InteractionScript, seconds: Double, framesPerSecond: Double
    ) throws(PlayerError) -> InteractionRecording {
        guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 1000 else {
            throw .invalidArgument("a recording's frame rate must be from 1 to 1000, not \(framesPerSecond)")
        }
        guard seconds.isFinite, seconds >= 0, seconds * framesPerSecond <= 100_000 else {
            throw .invalidArgument("a recording of \(seconds) s at \(framesPerSecond) fps is more than 100000 frames")
        }
        if status == .stopped && stateName.isEmpty { try start() }
        let steps = script.steps.enumerated().sorted {
            ($0.element.seconds, $0.offset) < ($1.element.seconds, $1.offset)
        }.map(\.element)
        var next = 0
        var tape = RecordingTape()
        tape.takeEvents(from: self, at: 0)
        let count = Int(clampingRounded: seconds * framesPerSecond, to: 0...100_000, rule: .down) + 1
        for index in 0..<count {
            let time = Double(index) / framesPerSecond
            while next < steps.count, steps[next].seconds <= time + 1e-9 {
                switch steps[next].step {
                case .click(let x, let y): click(x: x, y: y)
                case .pointer(let event): send(event)
                case .set(let input, let value):
                    if !setInput(input, text: value) {
                        throw .invalidArgument(
                            "\(document.name): the state machine has no input \"\(input)\" that takes \"\(value)\"")
                    }
                case .fire(let input): try fire(input)
                }
                next += 1
            }
            tape.capture(self, at: time)
            if index + 1 < count {
                advance(seconds: 1 / framesPerSecond)
            }
        }
        tape.takeEvents(from: self, at: Double(count - 1) / framesPerSecond)
        return tape.recording(of: self, framesPerSecond: framesPerSecond)
    }

    /// Whether nothing on screen moves: no segment playing, no tween under way.
    var isAtRest: Bool { !isPlaying && !isTweening && status != .tweening }

    /// Lets time pass until the animation rests (at most `seconds`).
    func settle(framesPerSecond: Double = 30, seconds: Double = 10) {
        var left = Int(clampingRounded: seconds * framesPerSecond, to: 0...100_000, rule: .down)
        while !isAtRest && left > 0 {
            advance(seconds: 1 / framesPerSecond)
            left -= 1
        }
    }

    /// A frame every 1/`framesPerSecond` s from now until the animation rests (at most `seconds`), the resting
    /// frame included: what a click plays.
    func recordUntilRest(framesPerSecond: Double, seconds: Double) -> InteractionRecording {
        var tape = RecordingTape()
        let limit = Int(clampingRounded: seconds * framesPerSecond, to: 1...100_000, rule: .down)
        for index in 0...limit {
            tape.capture(self, at: Double(index) / framesPerSecond)
            if isAtRest || index == limit { break }
            advance(seconds: 1 / framesPerSecond)
        }
        return tape.recording(of: self, framesPerSecond: framesPerSecond)
    }
}

/// What a recording gathers frame by frame: the machine's events with their times, what is on screen (as data)
/// and the state it is in, and each document shown.
private struct RecordingTape {
    var frames: [InteractionRecording.Frame] = []
    var states: [String] = []
    var documents: [Int: AnimationDocument] = [:]
    var events: [(seconds: Double, event: StateMachineEvent)] = []

    mutating func takeEvents(from animation: InteractiveAnimation, at seconds: Double) {
        events += animation.takeEvents().map { (seconds, $0) }
    }

    /// The events so far, then the frame on screen at `seconds`.
    mutating func capture(_ animation: InteractiveAnimation, at seconds: Double) {
        takeEvents(from: animation, at: seconds)
        documents[animation.documentVersion] = animation.document
        frames.append(
            InteractionRecording.Frame(
                version: animation.documentVersion, pose: animation.currentPose, background: animation.currentBackground
            ))
        states.append(animation.stateName)
    }

    func recording(of animation: InteractiveAnimation, framesPerSecond: Double) -> InteractionRecording {
        InteractionRecording(
            framesPerSecond: framesPerSecond, viewport: animation.viewport, events: events, states: states,
            frames: frames,
            documents: documents, name: animation.document.name)
    }
}

extension InteractionScript {
    /// A script written as JSON: `[{"at": 0.5, "click": [48, 48]}, {"at": 1, "set": {"rating": 3}},
    /// {"at": 1.5, "fire": "Step"}, {"at": 2, "pointer": "move", "x": 10, "y": 20}]` (pointer: down, up, move,
    /// enter, exit or click).
    public init(json data: Data, name: String) throws(PlayerError) {
        guard data.count <= 4 << 20, let list = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
            throw .invalidArgument("\(name): an interaction script is a JSON array of steps (at most 4 MiB)")
        }
        var steps: [(seconds: Double, step: Step)] = []
        for (index, element) in list.enumerated() {
            let place = "\(name): [\(index)]"
            guard let object = element as? [String: Any], let at = (object["at"] as? NSNumber)?.doubleValue,
                at.isFinite, at >= 0
            else {
                throw .invalidArgument(
                    "\(place): each step is an object with \"at\" (seconds from the start, 0 or more)")
            }
            func point(_ value: Any?) -> (Double, Double)? {
                guard let pair = value as? [NSNumber], pair.count == 2 else { return nil }
                let x = pair[0].doubleValue, y = pair[1].doubleValue
                return x.isFinite && y.isFinite ? (x, y) : nil
            }
            if let click = object["click"] {
                guard let (x, y) = point(click) else {
                    throw .invalidArgument("\(place).click: give [x, y] in output pixels")
                }
                steps.append((at, .click(x: x, y: y)))
            } else if let values = object["set"] as? [String: Any] {
                for name in values.keys.sorted() {
                    let value = values[name]
                    let text: String
                    // Foundation hands JSON's true and false over as numbers of a boolean class, told apart by it.
                    if let value, "\(type(of: value))".contains("Boolean"), let flag = value as? Bool {
                        text = flag ? "true" : "false"
                    } else if let number = value as? NSNumber {
                        text = "\(number.doubleValue)"
                    } else if let string = value as? String {
                        text = string
                    } else {
                        throw .invalidArgument("\(place).set.\(name): a number, a string or true/false")
                    }
                    steps.append((at, .set(input: name, value: text)))
                }
            } else if let event = object["fire"] as? String {
                steps.append((at, .fire(input: event)))
            } else if let kind = object["pointer"] as? String {
                guard let x = (object["x"] as? NSNumber)?.doubleValue, let y = (object["y"] as? NSNumber)?.doubleValue,
                    x.isFinite, y.isFinite,
                    let event = Self.pointer(kind, x: x, y: y)
                else {
                    throw .invalidArgument(
                        "\(place): \"pointer\" is down, up, move, enter, exit or click, with \"x\" and \"y\" in output pixels"
                    )
                }
                steps.append((at, .pointer(event)))
            } else {
                throw .invalidArgument("\(place): a step has \"click\", \"set\", \"fire\" or \"pointer\"")
            }
        }
        self.init(steps: steps)
    }

    /// A pointer event by name (`down`, `up`, `move`, `enter`, `exit`, `click`).
    public static func pointer(_ kind: String, x: Double, y: Double) -> InteractionEvent? {
        switch kind {
        case "down": .pointerDown(x: x, y: y)
        case "up": .pointerUp(x: x, y: y)
        case "move": .pointerMove(x: x, y: y)
        case "enter": .pointerEnter(x: x, y: y)
        case "exit": .pointerExit(x: x, y: y)
        case "click": .click(x: x, y: y)
        default: nil
        }
    }
}

extension InteractionRecording {
    /// The events as JSON Lines: one object a line with the time, the kind and its fields.
    public func eventLines() -> Data {
        var text = ""
        for (seconds, event) in events {
            var fields: [String: Any] = ["seconds": (seconds * 1000).rounded() / 1000]
            switch event {
            case .started: fields["event"] = "started"
            case .stopped: fields["event"] = "stopped"
            case .transition(let from, let to): fields.merge(["event": "transition", "from": from, "to": to]) { $1 }
            case .stateEntered(let state): fields.merge(["event": "stateEntered", "state": state]) { $1 }
            case .stateExited(let state): fields.merge(["event": "stateExited", "state": state]) { $1 }
            case .numericInputChanged(let name, let from, let to):
                fields.merge(["event": "inputChanged", "input": name, "from": Double(from), "to": Double(to)]) { $1 }
            case .stringInputChanged(let name, let from, let to):
                fields.merge(["event": "inputChanged", "input": name, "from": from, "to": to]) { $1 }
            case .booleanInputChanged(let name, let from, let to):
                fields.merge(["event": "inputChanged", "input": name, "from": from, "to": to]) { $1 }
            case .inputFired(let name): fields.merge(["event": "inputFired", "input": name]) { $1 }
            case .customEvent(let message): fields.merge(["event": "customEvent", "message": message]) { $1 }
            case .openURL(let url, let target): fields.merge(["event": "openURL", "url": url, "target": target]) { $1 }
            case .playbackCompleted(let state, let loop):
                fields.merge(["event": loop ? "loopCompleted" : "completed", "state": state]) { $1 }
            case .error(let message): fields.merge(["event": "error", "message": message]) { $1 }
            }
            if let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) {
                text += String(decoding: data, as: UTF8.self) + "\n"
            }
        }
        return Data(text.utf8)
    }
}
